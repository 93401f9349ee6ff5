/** The body of an encrypted call: `{ encrypted: { key, iv, data } }`, each part base64. */
export type SealedPayload = { encrypted: { key: string; iv: string; data: string } };

const base64 = (bytes: ArrayBuffer | Uint8Array) => {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/**
 * Seals a body for the calls the spec encrypts (login, register, password changes) with
 * WebCrypto: a fresh AES-256-GCM key encrypts the JSON and the merchant's RSA-OAEP (SHA-256)
 * public key wraps that key. One implementation for the browser and for the server's tests,
 * so what the tests prove is what players run.
 */
export async function sealPayload(
  publicKeyPem: string,
  body: unknown,
  subtle: typeof globalThis.crypto.subtle = globalThis.crypto.subtle,
): Promise<SealedPayload> {
  const spki = Uint8Array.from(atob(publicKeyPem.replace(/-----[^-]+-----|\s/g, '')), (char) =>
    char.charCodeAt(0),
  );
  const rsaKey = await subtle.importKey(
    'spki',
    spki,
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
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
