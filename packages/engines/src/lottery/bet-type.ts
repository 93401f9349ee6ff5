import type {
  LotteryBetType,
  LotteryRefusal,
  OddsTable,
  PrizeWon,
  Selection,
  SelectionCheck,
} from './types';

/**
 * What the bet types of every lottery game share, a Vietnamese sheet's as much as a fast
 * draw's: the two answers a check gives, the prizes a settled line won, and a bet type whose
 * `settle` reads only what its own `check` accepted.
 */

/** The prize key of a bet type that has one prize. */
export const HIT = 'hit';

export const refuse = (reason: LotteryRefusal): SelectionCheck => ({ ok: false, reason });

export const accepted = (lines: number, normalized: Selection): SelectionCheck => ({
  ok: true,
  lines,
  normalized,
});

/** The one option of a selection, if it is one of `allowed`. */
export function readOption<T extends string>(
  selection: Selection,
  allowed: readonly T[],
): T | undefined {
  const option = (selection as { option?: unknown }).option;
  return allowed.find((candidate) => candidate === option);
}

/** One line on one of `allowed` (a side, a place), normalized to just that option. */
export function checkOption(selection: Selection, allowed: readonly string[]): SelectionCheck {
  const option = readOption(selection, allowed);
  return option ? accepted(1, { option }) : refuse('invalid_option');
}

/** A one-prize bet's winnings: `count` hits, or nothing. */
export const hits = (count: number): PrizeWon[] => (count > 0 ? [{ prize: HIT, count }] : []);

/** How many times each value occurs in a list. */
export function tally<T>(values: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/**
 * The prizes of a selection's winning lines (one entry a line: `['big', 'odd', 'big']`),
 * counted, in the order the bet type lists its prizes.
 */
export function prizesWon(lines: readonly string[], order: readonly string[]): PrizeWon[] {
  const counts = tally(lines);
  return order
    .filter((prize) => counts.has(prize))
    .map((prize) => ({
      prize,
      count: counts.get(prize)!,
    }));
}

/**
 * What a bet type says it won, and what it wins at best, given a selection its own `check`
 * accepted.
 */
export type BetTypeSpec<Result> = Omit<LotteryBetType<Result>, 'settle' | 'best'> & {
  won(normalized: Selection, result: Result): PrizeWon[];
  bestWon(normalized: Selection, odds: OddsTable): PrizeWon[];
};

/**
 * A bet type whose `settle` and `best` check the selection again and read only the
 * normalized one: a ticket stored before a rule change, or a caller that skipped `check`,
 * fails loudly (a server fault, not a player's) instead of settling numbers nobody checked.
 */
export function betType<Result>(spec: BetTypeSpec<Result>): LotteryBetType<Result> {
  const { won, bestWon, ...rest } = spec;
  const checked = (selection: Selection): Selection => {
    const check = spec.check(selection);
    if (!check.ok) throw new RangeError(`${spec.code}: unchecked selection (${check.reason})`);
    return check.normalized;
  };
  return {
    ...rest,
    settle: (selection, result) => won(checked(selection), result),
    best: (selection, odds) => bestWon(checked(selection), odds),
  };
}
