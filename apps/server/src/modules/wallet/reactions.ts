import type { Database } from '../../platform/db/database';

// What modules above the wallet (rewards: bonuses and their wagering) attach to its events.
// The wallet cannot import them (they import the wallet: the module graph allows one
// direction only), so they register here when the app is built (app.ts) and the wallet calls
// whatever is registered. Registering again under the same name replaces the first, so
// building several apps in one process (the tests) keeps one of each.

/** A deposit the wallet has credited and committed. */
export type CreditedDeposit = {
  merchantId: number;
  memberId: bigint;
  orderNo: string;
  /** Minor units. */
  amount: bigint;
  settledAt: Date;
};

/**
 * Runs after the deposit's own transaction has committed, in a transaction of its own: a
 * reaction that fails never takes the deposit back. It must be idempotent: it runs again
 * each time the same settlement is replayed (a gateway's retried callback, an operator's
 * second click), which is also how a reaction that failed once is made good.
 */
export type DepositReaction = (db: Database, deposit: CreditedDeposit) => Promise<void>;

/**
 * Runs inside the withdrawal request's transaction, after the member's withdrawals are
 * locked and before any money moves: throwing an AppError refuses the request, and nothing
 * changes.
 */
export type WithdrawalGuard = (
  tx: Database,
  member: { merchantId: number; memberId: bigint },
  now: Date,
) => Promise<void>;

const depositReactions = new Map<string, DepositReaction>();
const withdrawalGuards = new Map<string, WithdrawalGuard>();

export function reactToCreditedDeposits(name: string, reaction: DepositReaction): void {
  depositReactions.set(name, reaction);
}

export function guardWithdrawals(name: string, guard: WithdrawalGuard): void {
  withdrawalGuards.set(name, guard);
}

/** The deposit's reactions, one after the other (each may use `db`'s one connection). */
export async function depositCredited(db: Database, deposit: CreditedDeposit): Promise<void> {
  for (const reaction of depositReactions.values()) await reaction(db, deposit);
}

export async function checkWithdrawalGuards(
  tx: Database,
  member: { merchantId: number; memberId: bigint },
  now: Date,
): Promise<void> {
  for (const guard of withdrawalGuards.values()) await guard(tx, member, now);
}
