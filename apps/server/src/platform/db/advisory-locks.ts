import { sql } from 'drizzle-orm';
import type { Database } from './database';

/**
 * Holds `key` until the transaction ends: transactions holding the same key run one after
 * another, and no row is locked (bets on the same wallet never wait). A transaction-level
 * advisory lock on a 64-bit hash of the key; keys name their domain first
 * (`withdrawals:<member>`), and this one-key space is apart from the job runner's two-key
 * locks.
 */
export async function lockUntilCommit(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
