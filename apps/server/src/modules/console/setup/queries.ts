import { count, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { platformSecrets } from '../../../platform/secrets/schema';
import { staff } from '../schema';

// The statements of the first owner's setup. The token itself is never stored: only its
// SHA-256, beside the deployment's other secrets.
const tokenName = 'console-setup-token-sha256';

export async function staffCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staff);
  return row?.n ?? 0;
}

/** Stores a new token's hash; an earlier start's token stops working. */
export async function replaceTokenHash(db: Database, hash: string): Promise<void> {
  await db
    .insert(platformSecrets)
    .values({ name: tokenName, value: hash })
    .onConflictDoUpdate({ target: platformSecrets.name, set: { value: hash } });
}

export async function tokenHash(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ value: platformSecrets.value })
    .from(platformSecrets)
    .where(eq(platformSecrets.name, tokenName));
  return row?.value;
}

export async function forgetToken(db: Database): Promise<void> {
  await db.delete(platformSecrets).where(eq(platformSecrets.name, tokenName));
}

/** The first owner; undefined if the username is taken (it can't be: no staff exists). */
export async function insertOwner(db: Database, username: string, passwordHash: string) {
  const [created] = await db
    .insert(staff)
    .values({ username, passwordHash, role: 'owner' })
    .onConflictDoNothing()
    .returning();
  return created;
}
