import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';

/**
 * Serialises one member's withdrawal and bank-card changes until the transaction ends: the
 * daily count, the card limit and a requestId's first order are read and acted on as one
 * step, so a double click or two tabs can't both pass a check. A transaction-level advisory
 * lock on a hash of the member id, rather than a row lock, so bets on the same wallet never
 * wait for it. The one-key space is apart from the job runner's two-key locks.
 */
export async function lockMemberWithdrawals(tx: Database, memberId: bigint): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`withdrawals:${memberId}`}, 0))`,
  );
}
