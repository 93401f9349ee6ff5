import { seamless as contract } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { signatureMatches } from '../wallet/service';
import { invalidSignature } from './seamless-errors';
import { findSeamlessVendor } from './seamless-queries';

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
  const vendor = await findSeamlessVendor(db, code.trim());
  if (!vendor?.secret || !signatureMatches(vendor.secret, rawBody, signature)) {
    throw invalidSignature();
  }
  return vendor.code;
}
