import { gameCategories, type GameCategory } from '@croupier/contract';
import type { Period } from '../../../platform/db/rows';

// The cashback rule as plain functions. Per game category:
//
//   cashback = floor(valid turnover of the period × the level's rate in basis points / 10000)
//
// in minor units, rounded down once per category over the whole period (never up: the brand
// never pays a fraction of a cent it does not owe), and the member's cashback is the sum of
// the categories'. A category the level gives no rate pays nothing.

/** Basis points in one whole: a rate of 10000 would pay all of the turnover back. */
export const rateScale = 10_000n;

/** One category's cashback (minor units). */
export type RebateLineFigures = {
  category: GameCategory;
  validTurnover: bigint;
  rate: number;
  amount: bigint;
};

/** What a category's valid turnover pays at a rate: rounded down. */
export function categoryRebate(validTurnover: bigint, rate: number): bigint {
  if (rate <= 0 || validTurnover <= 0n) return 0n;
  return (validTurnover * BigInt(rate)) / rateScale;
}

/**
 * The cashback of a period's valid turnover at a level's rates: a line for every category
 * the level has a rate for or the member played, in the site's category order, and the total.
 */
export function rebateOf(
  turnover: ReadonlyMap<GameCategory, bigint>,
  rates: Partial<Record<GameCategory, number>>,
): { lines: RebateLineFigures[]; total: bigint } {
  const lines = gameCategories
    .filter((category) => (rates[category] ?? 0) > 0 || turnover.has(category))
    .map((category) => {
      const validTurnover = turnover.get(category) ?? 0n;
      const rate = rates[category] ?? 0;
      return { category, validTurnover, rate, amount: categoryRebate(validTurnover, rate) };
    });
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0n) };
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Rounds settled this close to now wait for the next cashback: a settlement that began just
 * before a claim may commit just after it, with a `settled_at` the claim's period has passed.
 */
export const settlementGraceMs = 60_000;

/** The UTC day that `at` is in. */
export function dayOf(at: Date): Period {
  const from = new Date(Math.floor(at.getTime() / dayMs) * dayMs);
  return { from, until: new Date(from.getTime() + dayMs) };
}

/** The UTC day after a day's start. */
export const nextDay = (day: Date): Date => new Date(day.getTime() + dayMs);
