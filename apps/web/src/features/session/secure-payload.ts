import { paths, sealPayload as sealWithMerchantKey, type session } from '@croupier/contract';
import { ApiError, call, type EndpointValue } from '../../api/client';

type MerchantKey = EndpointValue<typeof session.endpoints.rsaKey>;
let keyRequest: Promise<MerchantKey> | null = null;

function merchantKey(): Promise<MerchantKey> {
  keyRequest ??= call<typeof session.endpoints.rsaKey>(paths.rsaKey).catch((error: unknown) => {
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
export async function sealPayload<Body>(body: Body): Promise<Body> {
  const key = await merchantKey();
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    if (key.plaintextAllowed) return body;
    throw new ApiError('secure_connection_required', 0);
  }
  // Typed as the body it carries: the server opens it before checking it against the contract.
  return (await sealWithMerchantKey(key.publicKey, body, subtle)) as Body;
}
