import { accepted, betType, checkOption, hits, readOption, refuse } from './bet-type';
import {
  checkPicks,
  optionBet,
  positionBet,
  positionSideBet,
  readNumbers,
  readPositions,
  sumSideBet,
  type PickRange,
  type Side,
} from './elottery-bets';
import type { SscResult } from './elottery-draw';
import { decimalOdds, digitSumWays, expectedReturn, oddsTable } from './odds';
import type { LotteryBetType, Selection, SelectionCheck } from './types';

/**
 * 5D / SSC (时时彩): five digits 0–9 drawn at once, positions 1–5 read as one number from the
 * ten-thousands (position 1) to the units (position 5). Rules decided here and shown on the
 * rules page (docs/elottery-rules.md):
 * - a digit is big at 5–9 and small at 0–4; the sum of the five (0–45) is small at 0–22 and
 *   big at 23–45, an even split with no middle value, so no sum is "neither";
 * - dragon/tiger compares position 1 with position 5; equal digits are a tie, its own bet
 *   (9.8, like a single digit), and a tie loses dragon and tiger: no push, so every bet
 *   either wins its odds or loses;
 * - the three-digit bets are played on the front three (positions 1–3), the middle three
 *   (2–4) or the back three (3–5), the two-digit bets on the front two (1–2) or the back two
 *   (4–5); a "group" bet wins whatever the order of its digits.
 */

export const SSC_POSITIONS = 5;

const DIGIT: PickRange = { min: 0, max: 9 };

export const THREE_PLACES = ['front', 'middle', 'back'] as const;
export const TWO_PLACES = ['front', 'back'] as const;
export type ThreePlace = (typeof THREE_PLACES)[number];
export type TwoPlace = (typeof TWO_PLACES)[number];

/** The positions (0-based) a three- or two-digit bet reads. */
const THREE_AT: Readonly<Record<ThreePlace, readonly number[]>> = {
  front: [0, 1, 2],
  middle: [1, 2, 3],
  back: [2, 3, 4],
};
const TWO_AT: Readonly<Record<TwoPlace, readonly number[]>> = { front: [0, 1], back: [3, 4] };

export const DRAGON_TIGER = ['dragon', 'tiger', 'tie'] as const;
export type DragonTiger = (typeof DRAGON_TIGER)[number];

const digitIs = (side: Side, digit: number): boolean =>
  side === 'big'
    ? digit >= 5
    : side === 'small'
      ? digit <= 4
      : (digit % 2 === 1) === (side === 'odd');

const sumIs = (side: Side, sum: number): boolean =>
  side === 'big' ? sum >= 23 : side === 'small' ? sum <= 22 : (sum % 2 === 1) === (side === 'odd');

/** Dragon when position 1 beats position 5, tiger when it is beaten. */
export function dragonTigerOf(result: SscResult): DragonTiger {
  const [first, last] = [result[0]!, result[4]!];
  return first > last ? 'dragon' : first < last ? 'tiger' : 'tie';
}

/** 定位胆: a digit at a position; each picked digit at each position is one line. */
export const digit: LotteryBetType<SscResult> = positionBet(
  'digit',
  SSC_POSITIONS,
  DIGIT,
  'independent',
  '9.8',
);

/** 大小单双 by position: big, small, odd or even of one digit; each pick is one line. */
export const digitSide: LotteryBetType<SscResult> = positionSideBet(
  'digit_side',
  SSC_POSITIONS,
  DIGIT,
  'independent',
  digitIs,
  '1.98',
);

/** 总和大小单双: big, small, odd or even of the sum of the five digits; one line. */
export const sumSide: LotteryBetType<SscResult> = sumSideBet({
  odds: '1.98',
  sumIs,
  sumWays: () => digitSumWays(SSC_POSITIONS),
  outcomes: 100_000n,
});

/** Of the 100 pairs (position 1, position 5): 45 above, 45 below, 10 equal. */
const DRAGON_TIGER_WAYS: Readonly<Record<DragonTiger, bigint>> = {
  dragon: 45n,
  tiger: 45n,
  tie: 10n,
};

/** 龙虎和: position 1 against position 5; one line. */
export const dragonTiger: LotteryBetType<SscResult> = optionBet<SscResult, DragonTiger>({
  code: 'dragon_tiger',
  defaultOdds: oddsTable({ dragon: '2.2', tiger: '2.2', tie: '9.8' }),
  options: DRAGON_TIGER,
  wins: (option, result) => dragonTigerOf(result) === option,
  ways: (option) => DRAGON_TIGER_WAYS[option],
  outcomes: 100n,
});

/** The digits a three- or two-digit bet reads, in position order. */
const threeOf = (place: ThreePlace, result: SscResult): number[] =>
  THREE_AT[place].map((i) => result[i]!);
const twoOf = (place: TwoPlace, result: SscResult): number[] =>
  TWO_AT[place].map((i) => result[i]!);

/** A straight's check: a place, then a list of digits for each of its `count` positions. */
function directCheck(
  selection: Selection,
  places: readonly string[],
  count: number,
): SelectionCheck {
  const place = readOption(selection, places);
  if (!place) return refuse('invalid_option');
  if (!Array.isArray(selection.positions) || selection.positions.length !== count) {
    return refuse('wrong_count');
  }
  const positions = readPositions(selection.positions, count, (list) =>
    readNumbers(list, DIGIT.min, DIGIT.max),
  );
  if (typeof positions === 'string') return refuse(positions);
  if (positions.some((list) => list.length === 0)) return refuse('wrong_count');
  const lines = positions.reduce((product, list) => product * list.length, 1);
  return accepted(lines, { option: place, positions });
}

/**
 * The best of a straight, group or leopard selection: its lines are different numbers read
 * at one place, so one result draws one of them at most, and any of them can be drawn (a
 * group's check asks for enough digits to make one).
 */
const oneLineWins = () => hits(1);

/** A straight's line is drawn when each digit is among its position's picks. */
const straightWins = (digits: readonly number[], picks: Selection['positions']): boolean =>
  digits.every((d, i) => picks![i]!.includes(d));

/**
 * Straight (直选) on three positions: a list of digits for each, every combination of one
 * digit per position is a line (lines = the product of the lists' lengths), and the line
 * equal to the drawn digits wins.
 */
export const threeDirect: LotteryBetType<SscResult> = betType({
  code: 'three_direct',
  defaultOdds: { hit: decimalOdds('980') },
  check: (selection) => directCheck(selection, THREE_PLACES, 3),
  won: ({ option, positions }, result) =>
    hits(straightWins(threeOf(option as ThreePlace, result), positions) ? 1 : 0),
  bestWon: oneLineWins,
  rtp: (odds) => expectedReturn([['hit', 1n]], 1_000n, odds),
});

/**
 * A group bet's check: a place, then `least` or more digits, costing `lines(n)` lines for n
 * digits.
 */
function groupCheck(
  selection: Selection,
  places: readonly string[],
  least: number,
  lines: (picks: number) => number,
): SelectionCheck {
  const place = readOption(selection, places);
  if (!place) return refuse('invalid_option');
  return checkPicks(selection, DIGIT, least, lines, { option: place });
}

/** A group's line is drawn when the digits show `kinds` different digits, all of them picked. */
function groupWins(digits: readonly number[], kinds: number, picks: Selection['numbers']): boolean {
  const shown = new Set(digits);
  return shown.size === kinds && [...shown].every((d) => picks!.includes(d));
}

/**
 * Group 3 (组三): the three digits are two of one and one of another, in any order. Picking
 * n digits plays every (pair digit, single digit) of them: n × (n − 1) lines.
 */
export const threeGroup3: LotteryBetType<SscResult> = betType({
  code: 'three_group3',
  defaultOdds: { hit: decimalOdds('320') },
  check: (selection) => groupCheck(selection, THREE_PLACES, 2, (n) => n * (n - 1)),
  won: ({ option, numbers }, result) =>
    hits(groupWins(threeOf(option as ThreePlace, result), 2, numbers) ? 1 : 0),
  bestWon: oneLineWins,
  // A line such as 1-1-2 is drawn in three orders of 1,000: 112, 121, 211.
  rtp: (odds) => expectedReturn([['hit', 3n]], 1_000n, odds),
});

/**
 * Group 6 (组六): three different digits in any order. Picking n digits plays every three
 * of them: C(n, 3) lines.
 */
export const threeGroup6: LotteryBetType<SscResult> = betType({
  code: 'three_group6',
  defaultOdds: { hit: decimalOdds('160') },
  check: (selection) => groupCheck(selection, THREE_PLACES, 3, (n) => (n * (n - 1) * (n - 2)) / 6),
  won: ({ option, numbers }, result) =>
    hits(groupWins(threeOf(option as ThreePlace, result), 3, numbers) ? 1 : 0),
  bestWon: oneLineWins,
  // A line such as 1-2-3 is drawn in 3! = 6 orders of 1,000.
  rtp: (odds) => expectedReturn([['hit', 6n]], 1_000n, odds),
});

/** Leopard (豹子): the three digits are the same, any of 000 … 999; one line. */
export const threeLeopard: LotteryBetType<SscResult> = betType({
  code: 'three_leopard',
  defaultOdds: { hit: decimalOdds('96') },
  check: (selection) => checkOption(selection, THREE_PLACES),
  won: ({ option }, result) =>
    hits(new Set(threeOf(option as ThreePlace, result)).size === 1 ? 1 : 0),
  bestWon: oneLineWins,
  // 10 of the 1,000 three-digit results.
  rtp: (odds) => expectedReturn([['hit', 10n]], 1_000n, odds),
});

/** Straight on the front or back two: as `three_direct`, with two positions. */
export const twoDirect: LotteryBetType<SscResult> = betType({
  code: 'two_direct',
  defaultOdds: { hit: decimalOdds('98') },
  check: (selection) => directCheck(selection, TWO_PLACES, 2),
  won: ({ option, positions }, result) =>
    hits(straightWins(twoOf(option as TwoPlace, result), positions) ? 1 : 0),
  bestWon: oneLineWins,
  rtp: (odds) => expectedReturn([['hit', 1n]], 100n, odds),
});

/**
 * Group on the front or back two (二星组选): two different digits in either order; a pair
 * (two equal digits) loses. Picking n digits plays every two of them: C(n, 2) lines.
 */
export const twoGroup: LotteryBetType<SscResult> = betType({
  code: 'two_group',
  defaultOdds: { hit: decimalOdds('49') },
  check: (selection) => groupCheck(selection, TWO_PLACES, 2, (n) => (n * (n - 1)) / 2),
  won: ({ option, numbers }, result) =>
    hits(groupWins(twoOf(option as TwoPlace, result), 2, numbers) ? 1 : 0),
  bestWon: oneLineWins,
  // A line such as 1-2 is drawn as 12 or 21: 2 of 100.
  rtp: (odds) => expectedReturn([['hit', 2n]], 100n, odds),
});

export const SSC_BET_TYPES: ReadonlyMap<string, LotteryBetType<SscResult>> = new Map(
  [
    digit,
    digitSide,
    sumSide,
    dragonTiger,
    threeDirect,
    threeGroup3,
    threeGroup6,
    threeLeopard,
    twoDirect,
    twoGroup,
  ].map((betType) => [betType.code, betType]),
);
