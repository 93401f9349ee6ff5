import type { FastifyInstance, FastifyRequest } from 'fastify';
import { seamless as contract } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { ExpiringCache } from '../../../platform/cache/expiring-cache';
import { AppError } from '../../../platform/http/app-error';
import { signatureMatches } from '../../wallet/service';
import { invalidSignature } from './errors';
import { findSeamlessVendor } from './queries';

/**
 * The vendor behind a seamless call: `X-Vendor` names it, `X-Signature` must be the
 * HMAC-SHA256 of the exact bytes received, keyed with that vendor's secret (the same
 * `sha256=<hex>` scheme and constant-time comparison as payment gateways' callbacks). An
 * unknown vendor, one without a secret and a wrong signature all answer the same 401, so the
 * answer tells a caller without the key nothing.
 */
export async function verifiedVendor(
  db: Database,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<string> {
  const code = headers[contract.vendorHeader];
  const signature = headers[contract.signatureHeader];
  if (typeof code !== 'string' || typeof signature !== 'string') throw invalidSignature();
  const vendor = await vendorsBySigningCode.get(db, code.trim(), () =>
    findSeamlessVendor(db, code.trim()),
  );
  if (!vendor?.secret || !signatureMatches(vendor.secret, rawBody, signature)) {
    throw invalidSignature();
  }
  return vendor.code;
}

/**
 * Vendors and their secrets by code: every seamless call is signed, and a secret changes
 * only when an operator rotates it. A rotation is forgotten on this server at once and on
 * the others within the cache's bound (platform/cache).
 */
const vendorsBySigningCode = new ExpiringCache<Awaited<ReturnType<typeof findSeamlessVendor>>>(
  'vendor secrets',
);

/** After a vendor connection is made or changed: its secret is read again. */
export const forgetVendorSecrets = () => vendorsBySigningCode.forget();

const signedVendors = new WeakMap<FastifyRequest, string>();

/**
 * The guard of the seamless routes: the signature covers the exact bytes the vendor sent,
 * so the raw body is kept, checked, and only then parsed (for the schema to validate next).
 */
export function requireSignedVendor(app: FastifyInstance, db: Database): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.addHook('preValidation', async (request) => {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    signedVendors.set(request, await verifiedVendor(db, request.headers, rawBody));
    try {
      request.body = JSON.parse(rawBody);
    } catch {
      throw AppError.of('malformedBody');
    }
  });
}

/** The vendor whose signature `requireSignedVendor` checked for this request. */
export function vendorOf(request: FastifyRequest): string {
  return signedVendors.get(request)!;
}
