import { session } from '@croupier/contract';
import { apiRequest, ApiError } from '../../api/client';

type MerchantKey = { publicKey: string; plaintextAllowed: boolean };
let keyRequest: Promise<MerchantKey> | null = null;

function merchantKey(): Promise<MerchantKey> {
  keyRequest ??= apiRequest(session.endpoints.rsaKey.path, { schema: session.rsaKey }).catch(
    (error: unknown) => {
      keyRequest = null;
      throw error;
    },
  );
  return keyRequest;
}

const base64 = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)));

/**
 * Seals a body for the calls the spec encrypts (login, register, password changes): a fresh
 * AES-256-GCM key encrypts the JSON and the merchant's RSA-OAEP key wraps that key. On a
 * plain-http page WebCrypto is missing; the body then goes as it is only where the merchant
 * allows plaintext, and otherwise the user is told the site needs a secure connection.
 */
export async function sealPayload(body: unknown): Promise<unknown> {
  const key = await merchantKey();
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    if (key.plaintextAllowed) return body;
    throw new ApiError('secure_connection_required', 0);
  }
  const spki = Uint8Array.from(atob(key.publicKey.replace(/-----[^-]+-----|\s/g, '')), (c) =>
    c.charCodeAt(0),
  );
  const rsaKey = await subtle.importKey(
    'spki',
    spki,
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aesKey,
    new TextEncoder().encode(JSON.stringify(body)),
  );
  const wrapped = await subtle.encrypt(
    { name: 'RSA-OAEP' },
    rsaKey,
    await subtle.exportKey('raw', aesKey),
  );
  return { encrypted: { key: base64(wrapped), iv: base64(iv), data: base64(data) } };
}
