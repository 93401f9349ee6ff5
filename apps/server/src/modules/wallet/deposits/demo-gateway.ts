import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { toMajor } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { merchantLookup } from '../../system/service';
import { signPayload, signatureHeader } from './payment-gateway';
import { findDeposit } from './queries';
import { receiveGatewayCallback } from './settlement';

/**
 * Where the player goes after paying: a path on this site only. Anything with a scheme, a
 * host (`//evil.example`), a backslash or control characters would make the demo gateway an
 * open redirect.
 */
export function safeReturnUrl(candidate: string | undefined, orderNo: string): string {
  const fallback = `/?deposit=${encodeURIComponent(orderNo)}`;
  if (!candidate || candidate.length > 512) return fallback;
  // eslint-disable-next-line no-control-regex
  if (!/^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/.test(candidate)) return fallback;
  return candidate;
}

/** The demo order of a request: only orders of a method on the built-in demo gateway. */
export async function demoOrder(
  db: Database,
  request: FastifyRequest,
  { merchant: merchantCode, orderNo }: { merchant?: string; orderNo: string },
) {
  // The page is opened by a browser navigation, which sends no Merchant header.
  const merchant = merchantCode
    ? await merchantLookup(db).byCode(merchantCode.toLowerCase())
    : request.merchant;
  if (!merchant) return undefined;
  const found = await findDeposit(db, merchant.id, orderNo);
  if (!found || found.method.gateway !== 'demo') return undefined;
  return { merchant, ...found };
}

export type DemoOrder = NonNullable<Awaited<ReturnType<typeof demoOrder>>>;

/**
 * The player pressed complete or fail: the demo gateway does what a real one does, a
 * callback signed with the method's secret, through the same signature check as any.
 */
export async function payDemoOrder(
  db: Database,
  { merchant, deposit, method }: DemoOrder,
  outcome: 'complete' | 'fail',
): Promise<void> {
  const body = JSON.stringify({
    orderNo: deposit.orderNo,
    status: outcome === 'complete' ? 'success' : 'failed',
    amount: toMajor(deposit.amount),
    gatewayReference: `DEMO-${randomBytes(8).toString('hex')}`,
  });
  const headers = { [signatureHeader]: signPayload(method.gatewaySecret ?? '', body) };
  try {
    await receiveGatewayCallback(db, merchant.id, method.code, headers, body);
  } catch (error) {
    // A second press after the order settled: the site shows the order as it is.
    if (!(error instanceof AppError && error.status === 409)) throw error;
  }
}
