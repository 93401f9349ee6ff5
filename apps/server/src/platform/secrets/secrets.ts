import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { platformSecrets } from './schema';

// Per database handle: a process may hold several (tests), each with its own secrets.
const caches = new WeakMap<Database, Map<string, Buffer>>();

/**
 * A named 256-bit secret of this deployment, made by whichever process asks first (the
 * insert that loses the race reads the winner's), then cached in memory.
 */
export async function getSecret(db: Database, name: string): Promise<Buffer> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const cached = cache.get(name);
  if (cached) return cached;
  await db
    .insert(platformSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformSecrets).where(eq(platformSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing after insert`);
  const secret = Buffer.from(row.value, 'base64');
  cache.set(name, secret);
  return secret;
}
