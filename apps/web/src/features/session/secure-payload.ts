import { paths, sealPayload as sealWithMerchantKey } from '@croupier/contract';
import { apiRequest, ApiError } from '../../api/client';

type MerchantKey = { publicKey: string; plaintextAllowed: boolean };
let keyRequest: Promise<MerchantKey> | null = null;

function merchantKey(): Promise<MerchantKey> {
  keyRequest ??= apiRequest<MerchantKey>(paths.rsaKey).catch((error: unknown) => {
    keyRequest = null;
    throw error;
  });
  return keyRequest;
}

/**
 * Seals a body for the calls the spec encrypts (login, register, password changes) with the
 * merchant's public key (see the contract's `sealPayload`). On a plain-http page WebCrypto
 * is missing; the body then goes as it is only where the merchant allows plaintext, and otherwise the user is told the site needs a secure connection.
 */
export async function sealPayload(body: unknown): Promise<unknown> {
  const key = await merchantKey();
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    if (key.plaintextAllowed) return body;
    throw new ApiError('secure_connection_required', 0);
  }
  return sealWithMerchantKey(key.publicKey, body, subtle);
}
