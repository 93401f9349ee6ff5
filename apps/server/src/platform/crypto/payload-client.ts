import { webcrypto } from 'node:crypto';
import type { EncryptedPayload } from './payload';

/**
 * The client side of payload encryption with WebCrypto, exactly as the browser does it.
 * Used by tests and tools; the web app has its own copy of these few lines in the browser.
 */
export async function encryptPayloadForServer(
  publicKeyPem: string,
  body: unknown,
): Promise<EncryptedPayload> {
  const subtle = webcrypto.subtle;
  const spki = Buffer.from(publicKeyPem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
  const rsaKey = await subtle.importKey(
    'spki',
    spki,
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aesKey,
    new TextEncoder().encode(JSON.stringify(body)),
  );
  const rawKey = await subtle.exportKey('raw', aesKey);
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey);
  const b64 = (bytes: ArrayBuffer | Uint8Array) =>
    Buffer.from(bytes as ArrayBuffer).toString('base64');
  return { encrypted: { key: b64(wrapped), iv: b64(iv), data: b64(data) } };
}
