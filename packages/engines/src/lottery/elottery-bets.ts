import { HIT, accepted, betType, checkOption, hits, prizesWon, refuse } from './bet-type';
import { decimalOdds, expectedReturn, leastReturn, oddsOf, sameOdds } from './odds';
import type {
  LotteryBetType,
  LotteryRefusal,
  OddsTable,
  PrizeWon,
  Selection,
  SelectionCheck,
} from './types';

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
 * How a draw fills its positions: each on its own, so numbers may repeat (SSC's digits), or
 * with different numbers (PK10's cars, a finishing order). What a selection can win at best
 * depends on it: one PK10 car cannot finish both 1st and 2nd.
 */
export type PositionFill = 'independent' | 'distinct';

/**
 * The most positions that can show one of their picks at once. Independent positions can
 * all show one; distinct ones are a matching of positions to numbers, found by augmenting
 * paths (Kuhn's algorithm, ten positions by ten numbers at most).
 */
function mostPositionsHit(picked: readonly (readonly number[])[], fill: PositionFill): number {
  if (fill === 'independent') return picked.filter((list) => list.length > 0).length;
  const holder = new Map<number, number>();
  const place = (position: number, seen: Set<number>): boolean =>
    picked[position]!.some((n) => {
      if (seen.has(n)) return false;
      seen.add(n);
      const other = holder.get(n);
      if (other !== undefined && !place(other, seen)) return false;
      holder.set(n, position);
      return true;
    });
  return picked.filter((_, position) => place(position, new Set())).length;
}

/**
 * 定位胆: a number at a position (an SSC digit, a PK10 car), a list of picks per position,
 * each pick one line, won when its position shows it. A position shows every number of
 * `range` alike, so a line wins once in (max − min + 1).
 */
export function positionBet<Result extends readonly number[]>(
  code: string,
  positions: number,
  range: PickRange,
  fill: PositionFill,
  odds: string,
): LotteryBetType<Result> {
  return betType<Result>({
    code,
    defaultOdds: { [HIT]: decimalOdds(odds) },
    check: (selection) =>
      checkPerPosition(selection, positions, (list) => readNumbers(list, range.min, range.max)),
    won: ({ positions: picked }, result) =>
      hits(picked!.filter((list, i) => list.includes(result[i]!)).length),
    // A position shows one number: ten picks at one position win once, not ten times.
    bestWon: ({ positions: picked }) =>
      hits(mostPositionsHit(picked as readonly (readonly number[])[], fill)),
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
  fill: PositionFill,
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
    bestWon: ({ positions: picked }, table) =>
      bestSides(picked as readonly (readonly Side[])[], values, is, fill, table),
    rtp: (table) =>
      leastReturn(
        SIDES.map((side) => expectedReturn([[side, ways(side)]], BigInt(values.length), table)),
      ),
  });
}

/**
 * The best a by-position side selection can win: each position's number is on two sides
 * (big or small, odd or even), so the values fall in four kinds (SSC digits: big-odd 5, 7,
 * 9; big-even 6, 8; …), and each position with picks takes the kind that pays most. Where
 * the positions hold different numbers (PK10), a kind has only so many values (two of the
 * cars are big and odd: 7 and 9), so a dynamic programme over how many of each kind the
 * positions have taken finds the best assignment, exactly: at most 144 states a position.
 */
function bestSides(
  picked: readonly (readonly Side[])[],
  values: readonly number[],
  is: (side: Side, value: number) => boolean,
  fill: PositionFill,
  odds: OddsTable,
): PrizeWon[] {
  const byKind = new Map<string, { sides: Side[]; values: number }>();
  for (const value of values) {
    const sides = SIDES.filter((side) => is(side, value));
    const kind = byKind.get(sides.join()) ?? { sides, values: 0 };
    kind.values += 1;
    byKind.set(sides.join(), kind);
  }
  const kinds = [...byKind.values()];
  const playing = picked.flatMap((sides, position) => (sides.length > 0 ? [position] : []));
  const capacity = kinds.map((kind) => (fill === 'distinct' ? kind.values : playing.length));
  // Odds over one common denominator, so the programme adds and compares integers.
  const denominator = SIDES.reduce((product, side) => product * oddsOf(odds, side).denominator, 1n);
  const weight = (side: Side) => {
    const { numerator, denominator: own } = oddsOf(odds, side);
    return (numerator * denominator) / own;
  };
  const gain = (position: number, k: number) =>
    picked[position]!.reduce(
      (sum, side) => (kinds[k]!.sides.includes(side) ? sum + weight(side) : sum),
      0n,
    );

  type State = { taken: number[]; total: bigint; kinds: number[] };
  let states: State[] = [{ taken: kinds.map(() => 0), total: 0n, kinds: [] }];
  for (const position of playing) {
    const next = new Map<string, State>();
    for (const state of states) {
      kinds.forEach((_, k) => {
        if (state.taken[k]! >= capacity[k]!) return;
        const taken = state.taken.map((count, j) => (j === k ? count + 1 : count));
        const total = state.total + gain(position, k);
        const key = taken.join();
        if ((next.get(key)?.total ?? -1n) < total) {
          next.set(key, { taken, total, kinds: [...state.kinds, k] });
        }
      });
    }
    states = [...next.values()];
  }
  const best = states.reduce((most, state) => (state.total > most.total ? state : most));
  return prizesWon(
    playing.flatMap((position, i) =>
      picked[position]!.filter((side) => kinds[best.kinds[i]!]!.sides.includes(side)),
    ),
    SIDES,
  );
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
    // Every option is won by some result (its `ways` are never 0; the RTP tests show it).
    bestWon: ({ option }) => [{ prize: option!, count: 1 }],
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
