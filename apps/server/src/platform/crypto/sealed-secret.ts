import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { getSecret } from '../secrets/secrets';

/**
 * Small secrets kept in a table (staff TOTP keys) are sealed with AES-256-GCM, so a copy of
 * that table alone does not hand out second factors.
 *
 * In production the key is the deployment's own (SEALING_KEY), kept outside the database: a
 * copy of the whole database is not enough either. In demo mode, without one, a key made and
 * kept in the database stands in. Secrets sealed under the configured key say so (`env.`
 * before the three parts), so a deployment that adds a key later still opens those sealed
 * before it; opening one of them without the key fails rather than guessing.
 */
export type SealingKeys = {
  seal(plain: string): Promise<string>;
  open(sealed: string): Promise<string>;
};

const configuredMark = 'env';

export function sealingKeys(
  db: Database,
  storedKeyName: string,
  configured: Buffer | undefined,
): SealingKeys {
  const stored = () => getSecret(db, storedKeyName);
  return {
    async seal(plain) {
      if (configured) return `${configuredMark}.${sealWith(configured, plain)}`;
      return sealWith(await stored(), plain);
    },
    async open(sealed) {
      const parts = sealed.split('.');
      if (parts.length === 4 && parts[0] === configuredMark) {
        if (!configured) throw new Error('sealed under SEALING_KEY, which is not configured');
        return openWith(configured, parts.slice(1));
      }
      return openWith(await stored(), parts);
    },
  };
}

function sealWith(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

function openWith(key: Buffer, parts: string[]): string {
  const [iv, tag, body] = parts.map((part) => Buffer.from(part, 'base64url'));
  if (parts.length !== 3 || !iv || !tag || !body) throw new Error('malformed sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
