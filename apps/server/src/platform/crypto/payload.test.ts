import { describe, expect, it } from 'vitest';
import { decryptPayload, generateRsaKeyPair } from './payload';
import { sealPayload } from '@croupier/contract';

describe('hybrid payload encryption (RSA-OAEP + AES-GCM)', () => {
  const keys = generateRsaKeyPair();

  it('opens what a WebCrypto client sealed with the public key', async () => {
    const body = { username: 'player1', password: 'pässwörd-✓', nested: { n: 1 } };
    const sealed = await sealPayload(keys.publicKeyPem, body);
    expect(JSON.stringify(sealed)).not.toContain('player1');
    expect(decryptPayload(keys.privateKeyPem, sealed)).toEqual(body);
  });

  it('refuses a tampered ciphertext or another key', async () => {
    const sealed = await sealPayload(keys.publicKeyPem, { a: 1 });
    const data = Buffer.from(sealed.encrypted.data, 'base64');
    data[0] = data[0]! ^ 1;
    expect(() =>
      decryptPayload(keys.privateKeyPem, {
        encrypted: { ...sealed.encrypted, data: data.toString('base64') },
      }),
    ).toThrow();
    expect(() => decryptPayload(generateRsaKeyPair().privateKeyPem, sealed)).toThrow();
  });
});
