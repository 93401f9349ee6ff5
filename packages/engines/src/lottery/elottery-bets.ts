import { HIT, accepted, betType, checkOption, hits, prizesWon, refuse } from './bet-type';
import { decimalOdds, expectedReturn, leastReturn, sameOdds } from './odds';
import type { LotteryBetType, LotteryRefusal, OddsTable, Selection, SelectionCheck } from './types';

/**
 * What the fast draws' bet types share (SSC, K3, PK10, Keno). Their picks are small integers
 * (digits, dice faces, cars, balls) or named options (sides, dragon or tiger), read here from
 * untrusted JSON. Some bets are one rule played on different draws (a number at a position,
 * a side of a sum), and are built here once.
 */

export const SIDES = ['big', 'small', 'odd', 'even'] as const;
export type Side = (typeof SIDES)[number];

/** The numbers a pick may be, bounds included: 0–9 for an SSC digit, 1–6 for a die. */
export type PickRange = { readonly min: number; readonly max: number };

/**
 * A list of picks as it arrives from a client: integers in [min, max], each once. Returned
 * sorted, so a ticket's numbers read the same whatever order they were tapped in.
 */
export function readNumbers(raw: unknown, min: number, max: number): number[] | LotteryRefusal {
  if (!Array.isArray(raw)) return 'wrong_count';
  if (!raw.every((n) => Number.isInteger(n) && n >= min && n <= max)) return 'invalid_number';
  if (new Set(raw).size !== raw.length) return 'duplicate_number';
  return [...(raw as number[])].sort((a, b) => a - b);
}

/** A list of named picks (sides, dragon or tiger), each once, in the order `allowed` lists. */
export function readOptions<T extends string>(
  raw: unknown,
  allowed: readonly T[],
): T[] | LotteryRefusal {
  if (!Array.isArray(raw)) return 'wrong_count';
  if (!raw.every((option) => allowed.includes(option as T))) return 'invalid_option';
  if (new Set(raw).size !== raw.length) return 'duplicate_number';
  return allowed.filter((option) => raw.includes(option));
}

/**
 * Per-position picks: at most `count` lists (missing ones are empty), each read by
 * `readOne`. Returned as exactly `count` lists.
 */
export function readPositions<T>(
  raw: unknown,
  count: number,
  readOne: (list: unknown) => T[] | LotteryRefusal,
): T[][] | LotteryRefusal {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > count) return 'wrong_count';
  const lists: T[][] = [];
  for (let i = 0; i < count; i += 1) {
    const list = i < raw.length ? readOne(raw[i]) : [];
    if (typeof list === 'string') return list;
    lists.push(list);
  }
  return lists;
}

/** Per-position picks where every pick is one line: at least one pick in all. */
export function checkPerPosition<T extends string | number>(
  selection: Selection,
  count: number,
  readOne: (list: unknown) => T[] | LotteryRefusal,
): SelectionCheck {
  const positions = readPositions(selection.positions, count, readOne);
  if (typeof positions === 'string') return refuse(positions);
  const lines = positions.reduce((sum, list) => sum + list.length, 0);
  return lines === 0 ? refuse('wrong_count') : accepted(lines, { positions });
}

/**
 * Picked numbers in `range`, at least `least` of them, costing `lines(n)` lines for n picks
 * (a bet on every two of them: n(n − 1)/2); `also` is the rest of the normalized selection,
 * the place a group bet is played on.
 */
export function checkPicks(
  selection: Selection,
  range: PickRange,
  least: number,
  lines: (picks: number) => number,
  also: Selection = {},
): SelectionCheck {
  const numbers = readNumbers(selection.numbers, range.min, range.max);
  if (typeof numbers === 'string') return refuse(numbers);
  if (numbers.length < least) return refuse('wrong_count');
  return accepted(lines(numbers.length), { ...also, numbers });
}

/** One line per picked number (a sum, a face), at least one. */
export const checkEachPick = (selection: Selection, range: PickRange): SelectionCheck =>
  checkPicks(selection, range, 1, (picks) => picks);

// ---------------------------------------------------------------------------------------
// Bets several games play alike.

/**
 * 定位胆: a number at a position (an SSC digit, a PK10 car), a list of picks per position,
 * each pick one line, won when its position shows it. A position shows every number of
 * `range` alike, so a line wins once in (max − min + 1).
 */
export function positionBet<Result extends readonly number[]>(
  code: string,
  positions: number,
  range: PickRange,
  odds: string,
): LotteryBetType<Result> {
  return betType<Result>({
    code,
    defaultOdds: { [HIT]: decimalOdds(odds) },
    check: (selection) =>
      checkPerPosition(selection, positions, (list) => readNumbers(list, range.min, range.max)),
    won: ({ positions: picked }, result) =>
      hits(picked!.filter((list, i) => list.includes(result[i]!)).length),
    rtp: (table) => expectedReturn([[HIT, 1n]], BigInt(range.max - range.min + 1), table),
  });
}

/**
 * 大小单双 (两面) by position: big, small, odd or even of the number at a position, as `is`
 * says; each pick is one line and its prize is the side. The RTP counts the numbers of
 * `range` on each side.
 */
export function positionSideBet<Result extends readonly number[]>(
  code: string,
  positions: number,
  range: PickRange,
  is: (side: Side, value: number) => boolean,
  odds: string,
): LotteryBetType<Result> {
  const values = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
  const ways = (side: Side) => BigInt(values.filter((value) => is(side, value)).length);
  return betType<Result>({
    code,
    defaultOdds: sameOdds(SIDES, odds),
    check: (selection) =>
      checkPerPosition(selection, positions, (list) => readOptions(list, SIDES)),
    won: ({ positions: picked }, result) =>
      prizesWon(
        picked!.flatMap((sides, i) => (sides as Side[]).filter((side) => is(side, result[i]!))),
        SIDES,
      ),
    rtp: (table) =>
      leastReturn(
        SIDES.map((side) => expectedReturn([[side, ways(side)]], BigInt(values.length), table)),
      ),
  });
}

/**
 * One line on one of `options` (a side of a sum; dragon, tiger or tie), its prize the option
 * itself, won when `wins(option, result)`. `ways(option)` counts the `outcomes` equally
 * likely results the option wins on; the least generous option is the RTP shown.
 */
export function optionBet<Result, Option extends string>(spec: {
  code: string;
  defaultOdds: OddsTable;
  options: readonly Option[];
  wins: (option: Option, result: Result) => boolean;
  ways: (option: Option) => bigint;
  outcomes: bigint;
}): LotteryBetType<Result> {
  const { code, defaultOdds, options, wins, ways, outcomes } = spec;
  return betType<Result>({
    code,
    defaultOdds,
    check: (selection) => checkOption(selection, options),
    won: ({ option }, result) =>
      wins(option as Option, result) ? [{ prize: option!, count: 1 }] : [],
    rtp: (odds) =>
      leastReturn(
        options.map((option) => expectedReturn([[option, ways(option)]], outcomes, odds)),
      ),
  });
}

const sumOf = (numbers: readonly number[]): number => numbers.reduce((a, b) => a + b, 0);

/**
 * 总和大小单双: big, small, odd or even of the sum of all the result's numbers (SSC's five
 * digits, Keno's twenty balls); one line. `sumIs` says which sides a sum is on (none, for a
 * middle sum that loses both); `sumWays()` how many of the `outcomes` equally likely results
 * have each sum (index = sum), asked for by the RTP only.
 */
export function sumSideBet<Result extends readonly number[]>(spec: {
  odds: string;
  sumIs: (side: Side, sum: number) => boolean;
  sumWays: () => readonly bigint[];
  outcomes: bigint;
}): LotteryBetType<Result> {
  const { odds, sumIs, sumWays, outcomes } = spec;
  return optionBet<Result, Side>({
    code: 'sum_side',
    defaultOdds: sameOdds(SIDES, odds),
    options: SIDES,
    wins: (side, result) => sumIs(side, sumOf(result)),
    ways: (side) =>
      sumWays().reduce((total, count, sum) => (sumIs(side, sum) ? total + count : total), 0n),
    outcomes,
  });
}
