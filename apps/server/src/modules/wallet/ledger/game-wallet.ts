import type { Database } from '../../../platform/db/database';
import { post } from './posting';
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
async function postRound(db: Database, kind: 'bet' | 'win' | 'rollback', movement: RoundMovement) {
  const toHouse = kind === 'bet' ? movement.amount : -movement.amount;
  const wallet = { account: walletOf(movement), amount: -toHouse };
  const house = { account: { merchant: 'game_house' as const }, amount: toHouse };
  const result = await post(db, {
    merchantId: movement.merchantId,
    idempotencyKey: `${kind}:${movement.vendorCode}:${movement.transactionId}`,
    kind,
    memberId: movement.memberId,
    reference: movement.roundId,
    category: movement.category,
    details: { vendorCode: movement.vendorCode, transactionId: movement.transactionId },
    // The paying side first, as the entries have always been written.
    legs: kind === 'bet' ? [wallet, house] : [house, wallet],
  });
  return { ...result, balance: [...result.balances.values()][0]! };
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
