import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { z } from 'zod';

/**
 * Hybrid payload encryption for login, registration and password calls: the client makes a
 * fresh AES-256-GCM key, encrypts the JSON body with it, and encrypts the key with the
 * merchant's RSA public key (RSA-OAEP, SHA-256). WebCrypto does all of it in the browser.
 * GCM's 16-byte tag follows the ciphertext, as WebCrypto returns it.
 */
export const encryptedPayload = z.object({
  encrypted: z.object({
    key: z.string().min(1).max(2048),
    iv: z.string().min(1).max(64),
    data: z.string().min(1).max(1_000_000),
  }),
});
export type EncryptedPayload = z.infer<typeof encryptedPayload>;

export const payloadAlgorithm = 'RSA-OAEP-256+A256GCM';

export function generateRsaKeyPair(): { publicKeyPem: string; privateKeyPem: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

/** Opens an encrypted body; throws on any tampering or wrong key. */
export function decryptPayload(privateKeyPem: string, payload: EncryptedPayload): unknown {
  const aesKey = privateDecrypt(
    { key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(payload.encrypted.key, 'base64'),
  );
  if (aesKey.length !== 32) throw new Error('wrapped key is not an AES-256 key');
  const iv = Buffer.from(payload.encrypted.iv, 'base64');
  const sealed = Buffer.from(payload.encrypted.data, 'base64');
  if (iv.length !== 12 || sealed.length < 17) throw new Error('malformed ciphertext');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const plaintext = Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - 16)),
    decipher.final(),
  ]);
  return JSON.parse(plaintext.toString('utf8'));
}
