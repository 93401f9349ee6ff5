import type { Database } from '../../../platform/db/database';
import { post, postAlongside, postMany, type PostingRequest, type PostingResult } from './posting';
import type { Alongside } from './queries';
import type { MemberAccountRef } from './account-queries';

/**
 * One money movement of a game round, as a vendor reports it: the vendor's own
 * transaction id is the idempotency key, so a vendor's retry never moves money twice.
 */
export type RoundMovement = {
  merchantId: number;
  memberId: bigint;
  vendorCode: string;
  /** The vendor's transaction id (unique per vendor). */
  transactionId: string;
  roundId: string;
  /** Game category (RNG, LIVE, FISH, ...): profit and loss is reported by it. */
  category: string;
  amount: bigint;
  /** Transfer-wallet vendors play from their sub-wallet; seamless ones from the main wallet. */
  wallet?: 'main' | 'vendor';
};

function walletOf(movement: RoundMovement): MemberAccountRef {
  return movement.wallet === 'vendor'
    ? { memberId: movement.memberId, kind: 'vendor', vendorCode: movement.vendorCode }
    : { memberId: movement.memberId, kind: 'main' };
}

// Each is one ledger statement. On its own (a `db` handle) it needs no BEGIN and COMMIT: a
// bet is then a single round trip to the database (bench/wallet). The seamless wallet runs it
// inside its transaction (a `tx` handle), beside the vendor's transaction row and the bet
// record, so the three commit together or not at all.

/** A round's posting: the stake to the house, or a win or refund from it, keyed by the vendor. */
function roundPosting(kind: 'bet' | 'win' | 'rollback', movement: RoundMovement): PostingRequest {
  const toHouse = kind === 'bet' ? movement.amount : -movement.amount;
  const wallet = { account: walletOf(movement), amount: -toHouse };
  const house = { account: { merchant: 'game_house' as const }, amount: toHouse };
  return {
    merchantId: movement.merchantId,
    idempotencyKey: `${kind}:${movement.vendorCode}:${movement.transactionId}`,
    kind,
    memberId: movement.memberId,
    reference: movement.roundId,
    category: movement.category,
    details: { vendorCode: movement.vendorCode, transactionId: movement.transactionId },
    // The paying side first, as the entries have always been written.
    legs: kind === 'bet' ? [wallet, house] : [house, wallet],
  };
}

/** The member's wallet balance a round's posting left (its one member account). */
const walletBalanceAfter = (result: PostingResult) => [...result.balances.values()][0]!;

async function postRound(db: Database, kind: 'bet' | 'win' | 'rollback', movement: RoundMovement) {
  const result = await post(db, roundPosting(kind, movement));
  return { ...result, balance: walletBalanceAfter(result) };
}

/**
 * A stake or a win posted in one statement with the caller's rows (see `postAlongside`): the
 * seamless wallet's bet is its posting, its bet record and the vendor's row in one round
 * trip. `posted` is undefined when nothing was posted (`alongside.when` did not hold).
 */
export async function postRoundAlongside<Row extends Record<string, unknown>>(
  db: Database,
  kind: 'bet' | 'win',
  movement: RoundMovement,
  alongside: Alongside,
): Promise<{ posted: { postingId: bigint; balance: bigint } | undefined; row: Row }> {
  const { result, row } = await postAlongside<Row>(db, roundPosting(kind, movement), alongside);
  const posted = result && { postingId: result.postingId, balance: walletBalanceAfter(result) };
  return { posted, row };
}

/**
 * A stake: the member's wallet to the merchant's game house. The house keeps no running
 * balance (ARCHITECTURE "Hot accounts"), so concurrent bets lock only their own player's row.
 */
export const debitBet = (db: Database, movement: RoundMovement) => postRound(db, 'bet', movement);

/** A win paid to the member from the merchant's game house. */
export const creditWin = (db: Database, movement: RoundMovement) => postRound(db, 'win', movement);

/**
 * A stake given back (the vendor rolled the bet back): the game house returns it to the
 * member's wallet. Keyed by the bet's own transaction id, so a bet is refunded at most once
 * whatever rollbacks the vendor sends for it.
 */
export const refundBet = (db: Database, movement: RoundMovement) =>
  postRound(db, 'rollback', movement);

/**
 * Many rounds' wins, or many refunds, in one statement (`postMany`): a lottery draw pays its
 * winners thousands at a time. Each is the posting `creditWin` or `refundBet` would write,
 * under the same key, so a ticket paid one way is never paid again the other.
 */
export const creditWins = (tx: Database, movements: readonly RoundMovement[]) =>
  postMany(
    tx,
    movements.map((movement) => roundPosting('win', movement)),
  );

export const refundBets = (tx: Database, movements: readonly RoundMovement[]) =>
  postMany(
    tx,
    movements.map((movement) => roundPosting('rollback', movement)),
  );
