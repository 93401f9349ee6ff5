import type { Database } from '../../platform/db/database';
import { type MemberAccountRef, post } from './ledger';

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

/**
 * A stake: the member's wallet to the merchant's game house. The house keeps no running
 * balance (ARCHITECTURE "Hot accounts"), so concurrent bets lock only their own player's row.
 */
export async function debitBet(db: Database, movement: RoundMovement) {
  const result = await post(db, {
    merchantId: movement.merchantId,
    idempotencyKey: `bet:${movement.vendorCode}:${movement.transactionId}`,
    kind: 'bet',
    memberId: movement.memberId,
    reference: movement.roundId,
    category: movement.category,
    details: { vendorCode: movement.vendorCode, transactionId: movement.transactionId },
    legs: [
      { account: walletOf(movement), amount: -movement.amount },
      { account: { merchant: 'game_house' }, amount: movement.amount },
    ],
  });
  return { ...result, balance: [...result.balances.values()][0]! };
}

/** A win paid to the member from the merchant's game house. */
export async function creditWin(db: Database, movement: RoundMovement) {
  const result = await post(db, {
    merchantId: movement.merchantId,
    idempotencyKey: `win:${movement.vendorCode}:${movement.transactionId}`,
    kind: 'win',
    memberId: movement.memberId,
    reference: movement.roundId,
    category: movement.category,
    details: { vendorCode: movement.vendorCode, transactionId: movement.transactionId },
    legs: [
      { account: { merchant: 'game_house' }, amount: -movement.amount },
      { account: walletOf(movement), amount: movement.amount },
    ],
  });
  return { ...result, balance: [...result.balances.values()][0]! };
}

/**
 * A stake given back (the vendor rolled the bet back): the game house returns it to the
 * member's wallet. Keyed by the bet's own transaction id, so a bet is refunded at most once
 * whatever rollbacks the vendor sends for it.
 */
export async function refundBet(db: Database, movement: RoundMovement) {
  const result = await post(db, {
    merchantId: movement.merchantId,
    idempotencyKey: `rollback:${movement.vendorCode}:${movement.transactionId}`,
    kind: 'rollback',
    memberId: movement.memberId,
    reference: movement.roundId,
    category: movement.category,
    details: { vendorCode: movement.vendorCode, transactionId: movement.transactionId },
    legs: [
      { account: { merchant: 'game_house' }, amount: -movement.amount },
      { account: walletOf(movement), amount: movement.amount },
    ],
  });
  return { ...result, balance: [...result.balances.values()][0]! };
}
