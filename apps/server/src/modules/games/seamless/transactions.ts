import { createHash } from 'node:crypto';
import type { Database } from '../../../platform/db/database';
import { duplicateTransaction } from './errors';
import {
  findVendorTransaction,
  insertVendorTransaction,
  isVendorTransactionTaken,
  type GameSessionView,
} from './queries';
import type { SeamlessResult } from './sessions';

// The seamless wallet's idempotency: a vendor's transaction id is kept with the first
// answer, a replay gets that answer again, the same id with other content is refused.

/**
 * What makes two calls with one transaction id the same call: kind, player, round, amount
 * and what else decides their effect. Tokens are left out: a vendor may retry a win with
 * the player's next session.
 */
export function fingerprintOf(
  kind: string,
  memberId: bigint,
  ...fields: (string | bigint)[]
): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, String(memberId), ...fields.map(String)]))
    .digest('hex');
}

type StoredResponse = { balance: string; transactionId: string };

/** The first answer to this transaction id, or a 409 when the id came with other content. */
export async function replayOf(
  tx: Database,
  session: GameSessionView,
  transactionId: string,
  fingerprint: string,
): Promise<SeamlessResult | undefined> {
  const existing = await findVendorTransaction(tx, session.vendorId, transactionId);
  if (!existing) return undefined;
  if (existing.fingerprint !== fingerprint) throw duplicateTransaction();
  const response = existing.response as StoredResponse;
  return { balance: BigInt(response.balance), transactionId: response.transactionId };
}

export async function store(
  tx: Database,
  session: GameSessionView,
  balance: bigint,
  row: {
    kind: 'debit' | 'credit' | 'rollback';
    transactionId: string;
    roundId: string;
    amount: bigint;
    fingerprint: string;
    refTransactionId?: string;
    postingId?: bigint | null;
  },
): Promise<SeamlessResult> {
  const response: StoredResponse = { balance: String(balance), transactionId: row.transactionId };
  await insertVendorTransaction(tx, {
    ...row,
    vendorId: session.vendorId,
    memberId: session.memberId,
    response,
  });
  return { balance, transactionId: row.transactionId };
}

/**
 * One transaction per call. The advisory locks make identical calls wait for each other,
 * so the second finds the first's row; should two ever get past them together, the
 * primary key lets one through and the other, run again, answers as a replay.
 */
export async function once(
  db: Database,
  work: (tx: Database) => Promise<SeamlessResult>,
): Promise<SeamlessResult> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (!isVendorTransactionTaken(error)) throw error;
    return db.transaction(work);
  }
}
