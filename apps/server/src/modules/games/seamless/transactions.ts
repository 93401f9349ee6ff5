import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { isTransaction, type Database } from '../../../platform/db/database';
import { postRoundAlongside, type RoundMovement } from '../../wallet/service';
import { duplicateTransaction } from './errors';
import {
  earlierCallsOf,
  earlierCallsPart,
  insertVendorTransaction,
  isVendorTransactionTaken,
  storedWithPostingPart,
  toEarlierCalls,
  type EarlierCalls,
  type EarlierCallsRow,
  type GameSessionView,
  type NewVendorTransaction,
  type VendorTransactionRow,
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

/**
 * A transaction id's history, read once the id is locked: the call that first used it and
 * whether a rollback names it (a debit is refused then; a rollback refunds it only once).
 */
export const earlierCalls = (tx: Database, session: GameSessionView, transactionId: string) =>
  earlierCallsOf(tx, session.vendorId, transactionId);

/**
 * A bet or a win in ONE statement, run after the id's lock: the id's earlier calls and, only
 * when `goAhead` holds over them (the `earlier` part), the posting, the round's change
 * (`record`, a bet-records part returning `id`, given the condition it runs on) and the
 * call's row with its answer. The caller reads from `earlier` what happened when nothing was
 * posted (a replay, a refusal) and refuses the call when the round was not `recorded`, which
 * undoes the rest with the transaction.
 */
export async function postOnce(
  tx: Database,
  kind: 'bet' | 'win',
  movement: RoundMovement,
  call: {
    goAhead: SQL;
    record: (when: SQL) => SQL;
    row: Omit<NewVendorTransaction, 'postingId' | 'response'>;
    slide?: { sessionId: bigint; until: Date };
  },
): Promise<
  EarlierCalls & { posted: { postingId: bigint; balance: bigint } | undefined; recorded: boolean }
> {
  const { posted, row } = await postRoundAlongside<EarlierCallsRow & { recordId: unknown }>(
    tx,
    kind,
    movement,
    {
      name: `seamless_${kind}`,
      before: earlierCallsPart(call.row.vendorId, call.row.transactionId),
      when: call.goAhead,
      after: sql`record as (${call.record(sql`exists (select 1 from posting)`)}),
        ${storedWithPostingPart(call.row, call.slide)}`,
      columns: sql`earlier.*, (select id from record) as "recordId"`,
      from: sql`earlier`,
    },
  );
  return { ...toEarlierCalls(row), posted, recorded: row.recordId != null };
}

/** The first answer to this transaction id, or a 409 when the id came with other content. */
export function replayOf(
  first: VendorTransactionRow | undefined,
  fingerprint: string,
): SeamlessResult | undefined {
  if (!first) return undefined;
  if (first.fingerprint !== fingerprint) throw duplicateTransaction();
  const response = first.response as StoredResponse;
  return { balance: BigInt(response.balance), transactionId: response.transactionId };
}

/**
 * Keeps the call's row with its answer. `slideSessionUntil` (a debit) moves the session's
 * expiry in the same statement.
 */
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
  slideSessionUntil?: Date,
): Promise<SeamlessResult> {
  const response: StoredResponse = { balance: String(balance), transactionId: row.transactionId };
  await insertVendorTransaction(
    tx,
    { ...row, vendorId: session.vendorId, memberId: session.memberId, response },
    slideSessionUntil && { sessionId: session.id, until: slideSessionUntil },
  );
  return { balance, transactionId: row.transactionId };
}

/**
 * One transaction per call. The advisory locks make identical calls wait for each other,
 * so the second finds the first's row; should two ever get past them together, the
 * primary key lets one through and the other, run again, answers as a replay.
 *
 * A call made inside the caller's transaction (a studio round: seeds, bet, win and round
 * row) runs in it as it is, without a savepoint (two more round trips per call): that
 * transaction already makes the call all or nothing, and a refused call fails it whole,
 * leaving nothing behind. Nothing is run again then, since a failed statement ends the
 * caller's transaction too: a caller racing its own ids retries its whole transaction.
 */
export async function once(
  db: Database,
  work: (tx: Database) => Promise<SeamlessResult>,
): Promise<SeamlessResult> {
  if (isTransaction(db)) return work(db);
  try {
    return await db.transaction(work);
  } catch (error) {
    if (!isVendorTransactionTaken(error)) throw error;
    return db.transaction(work);
  }
}
