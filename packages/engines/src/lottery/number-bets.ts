import { rational, type Rational } from '../rational';
import { HIT, accepted, hits, tally, type BetTypeSpec } from './bet-type';
import { oddsOf, weightedReturn } from './odds';
import type { LotteryRefusal, Selection } from './types';

/**
 * Bets on numbers written as digit strings, where leading zeros are part of the number ("07",
 * "0123"): the kit the Vietnamese, 4D and Thai games share, from reading a player's numbers
 * and a provider's results to the bet that pays every result its number equals.
 */

/** More numbers than this on one line is a malformed request, not a quick pick. */
export const MAX_NUMBERS_PER_SELECTION = 1000;

export type DigitNumbers = { ok: true; numbers: string[] } | { ok: false; reason: LotteryRefusal };

/**
 * The numbers of a selection as `digits`-digit strings ("07"), distinct, sorted; `exactly`
 * of them for a bet on a fixed group (xiên), else 1 to MAX_NUMBERS_PER_SELECTION.
 */
export function checkDigitNumbers(
  selection: Selection,
  digits: number,
  exactly?: number,
): DigitNumbers {
  const numbers: unknown = selection.numbers;
  if (numbers === undefined) return { ok: false, reason: 'wrong_count' };
  if (!Array.isArray(numbers)) return { ok: false, reason: 'invalid_number' };
  if (exactly === undefined && numbers.length > MAX_NUMBERS_PER_SELECTION) {
    return { ok: false, reason: 'too_many_lines' };
  }
  const shape = new RegExp(`^[0-9]{${digits}}$`);
  if (!numbers.every((n) => typeof n === 'string' && shape.test(n))) {
    return { ok: false, reason: 'invalid_number' };
  }
  if (new Set(numbers).size !== numbers.length) return { ok: false, reason: 'duplicate_number' };
  if (numbers.length === 0 || (exactly !== undefined && numbers.length !== exactly)) {
    return { ok: false, reason: 'wrong_count' };
  }
  return { ok: true, numbers: [...(numbers as string[])].sort() };
}

/**
 * A bet on numbers compared with some results of the draw (lô, đề, càng, đầu, đuôi; Thai
 * top and bottom numbers): `resultCount` results of `digits` digits, each uniform; a number
 * costs `linesPerNumber` lines (a lô number one per result) and every result it equals pays
 * once, so a lô number drawn twice pays twice; at best all `resultCount` results pay. RTP = resultCount / linesPerNumber × odds /
 * 10^digits, whatever the numbers.
 */
export function matchBet<Result extends object>(
  code: string,
  draw: {
    digits: number;
    resultCount: number;
    results: (result: Result) => readonly string[];
    linesPerNumber?: number;
  },
  odds: Rational,
): BetTypeSpec<Result> {
  const { digits, resultCount, results, linesPerNumber = resultCount } = draw;
  // A draw settles every ticket of the day: count its results once, not once per ticket.
  const tallies = new WeakMap<Result, Map<string, number>>();
  const tallyOf = (result: Result) => {
    let counts = tallies.get(result);
    if (counts === undefined) tallies.set(result, (counts = tally(results(result))));
    return counts;
  };
  const hitsPerLine = rational(BigInt(resultCount), BigInt(linesPerNumber) * 10n ** BigInt(digits));
  return {
    code,
    defaultOdds: { [HIT]: odds },
    check(selection) {
      const checked = checkDigitNumbers(selection, digits);
      if (!checked.ok) return checked;
      return accepted(checked.numbers.length * linesPerNumber, { numbers: checked.numbers });
    },
    won({ numbers = [] }, result) {
      const counts = tallyOf(result);
      return hits(numbers.reduce<number>((sum, n) => sum + (counts.get(String(n)) ?? 0), 0));
    },
    // Each result is drawn on its own and may repeat another, so at best every one of them
    // equals a picked number: a North lô line on 07 wins 27 times if all 27 end in 07. However
    // many numbers are picked, the results are only so many.
    bestWon: () => hits(resultCount),
    rtp: (table) => weightedReturn([[hitsPerLine, oddsOf(table, HIT)]]),
  };
}

/**
 * What is wrong with a number as a results provider sent it, if anything: not a string of
 * ASCII digits, or not `digits` of them. Shared by every game's result check.
 */
export function digitStringFault(
  value: unknown,
  digits: number,
): 'not_digits' | 'wrong_length' | undefined {
  if (typeof value !== 'string' || !/^[0-9]+$/.test(value)) return 'not_digits';
  return value.length === digits ? undefined : 'wrong_length';
}
