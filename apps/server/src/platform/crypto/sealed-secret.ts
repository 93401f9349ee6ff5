import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { getSecret } from '../secrets/secrets';

/**
 * Small secrets kept in a table (staff TOTP keys) are sealed with AES-256-GCM under a key of
 * the deployment, so a copy of that one table does not hand out second factors.
 */
export async function sealSecret(db: Database, keyName: string, plain: string): Promise<string> {
  const key = await getSecret(db, keyName);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export async function openSecret(db: Database, keyName: string, sealed: string): Promise<string> {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('malformed sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', await getSecret(db, keyName), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
