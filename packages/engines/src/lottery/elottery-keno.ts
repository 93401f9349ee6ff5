import { accepted, betType, refuse } from './bet-type';
import { readNumbers, sumSideBet, type Side } from './elottery-bets';
import type { KenoResult } from './elottery-draw';
import { bestSinglePrize, binomial, decimalOdds, expectedReturn } from './odds';
import type { LotteryBetType } from './types';

/**
 * Keno (快乐8): 20 balls drawn from 80. Rules decided here and shown on the rules page
 * (docs/elottery-rules.md):
 * - "pick k" (k = 1–10): the player picks exactly k numbers, one line, paid by how many of
 *   them are drawn, from the pick's own pay table (`KENO_PAY_TABLES`); in picks 8, 9 and 10
 *   matching none pays too;
 * - the sum of the 20 balls runs 210–1410 and is symmetric about 810: big is 811–1410,
 *   small 210–809, and a sum of exactly 810 (0.44% of draws) loses both; odd and even are
 *   the sum's parity (810 is even).
 */

export const BALLS = 80;
export const DRAWN = 20;
export const MAX_PICKS = 10;

/** For each pick count, the odds per number of picks drawn. Every table returns 94–97%. */
export const KENO_PAY_TABLES: Readonly<Record<number, Readonly<Record<number, string>>>> = {
  1: { 1: '3.8' },
  2: { 2: '16' },
  3: { 3: '44', 2: '2.4' },
  4: { 4: '100', 3: '7', 2: '1.6' },
  5: { 5: '500', 4: '25', 3: '4' },
  6: { 6: '1500', 5: '75', 4: '9', 3: '2' },
  7: { 7: '5000', 6: '250', 5: '25', 4: '5', 3: '1' },
  8: { 8: '20000', 7: '1000', 6: '80', 5: '12', 4: '2.5', 0: '1' },
  9: { 9: '50000', 8: '4000', 7: '300', 6: '35', 5: '5', 4: '1.5', 0: '1' },
  10: { 10: '200000', 9: '10000', 8: '800', 7: '100', 6: '15', 5: '4', 4: '1', 0: '1.5' },
};

/**
 * Pick k: exactly k different numbers of 1–80. The prize is the count drawn ("5" when five
 * of them are among the 20), when the pay table pays it.
 */
function pick(picks: number): LotteryBetType<KenoResult> {
  const table = KENO_PAY_TABLES[picks]!;
  const paying = Object.keys(table).map(Number);
  return betType({
    code: `pick${picks}`,
    defaultOdds: Object.fromEntries(
      paying.map((hits) => [String(hits), decimalOdds(table[hits]!)]),
    ),
    check(selection) {
      const numbers = readNumbers(selection.numbers, 1, BALLS);
      if (typeof numbers === 'string') return refuse(numbers);
      return numbers.length === picks ? accepted(1, { numbers }) : refuse('wrong_count');
    },
    won({ numbers }, result) {
      const drawn = new Set(result);
      const hits = numbers!.filter((n) => drawn.has(n as number)).length;
      return paying.includes(hits) ? [{ prize: String(hits), count: 1 }] : [];
    },
    // Twenty of 80 drawn: any number of the k ≤ 10 picks, none to all, can be among them,
    // so the best is the count the table pays most (not always all k, at a merchant's odds).
    bestWon: (_selection, odds) => bestSinglePrize(paying.map(String), odds),
    // Which k of the 80 are picked is as random, seen from the draw, as which 20 are drawn:
    // h of the picks are drawn in C(20, h) × C(60, k − h) of the C(80, k) ways to pick.
    rtp: (odds) =>
      expectedReturn(
        paying.map((hits) => [
          String(hits),
          binomial(DRAWN, hits) * binomial(BALLS - DRAWN, picks - hits),
        ]),
        binomial(BALLS, picks),
        odds,
      ),
  });
}

export const PICKS: readonly LotteryBetType<KenoResult>[] = Array.from(
  { length: MAX_PICKS },
  (_, i) => pick(i + 1),
);

/**
 * How many `take`-ball draws of 1..`size` have each sum (index = sum), by a dynamic
 * programme over the balls: after ball x, ways[c][s] counts the sets of c balls of 1..x
 * summing to s. Exact (bigint): C(80, 20) is about 3.5 × 10^18.
 */
export function subsetSumWays(size: number, take: number): bigint[] {
  const maxSum = (take * (2 * size - take + 1)) / 2;
  const ways = Array.from({ length: take + 1 }, () => new Array<bigint>(maxSum + 1).fill(0n));
  ways[0]![0] = 1n;
  for (let ball = 1; ball <= size; ball += 1) {
    for (let count = Math.min(ball, take); count >= 1; count -= 1) {
      const into = ways[count]!;
      const from = ways[count - 1]!;
      for (let s = maxSum; s >= ball; s -= 1) {
        const before = from[s - ball]!;
        if (before !== 0n) into[s] = into[s]! + before;
      }
    }
  }
  return ways[take]!;
}

let kenoSums: bigint[] | undefined;
/** The distribution of the sum of the 20 balls, computed once (a fraction of a second). */
function kenoSumWays(): bigint[] {
  kenoSums ??= subsetSumWays(BALLS, DRAWN);
  return kenoSums;
}

export const SUM_MIDDLE = 810;

function sumIs(side: Side, sum: number): boolean {
  if (side === 'big') return sum > SUM_MIDDLE;
  if (side === 'small') return sum < SUM_MIDDLE;
  return (sum % 2 === 1) === (side === 'odd');
}

/** 总和大小单双: big, small, odd or even of the sum of the 20 balls; one line. */
export const sumSide: LotteryBetType<KenoResult> = sumSideBet({
  odds: '1.98',
  sumIs,
  sumWays: kenoSumWays,
  outcomes: binomial(BALLS, DRAWN),
});

export const KENO_BET_TYPES: ReadonlyMap<string, LotteryBetType<KenoResult>> = new Map(
  [...PICKS, sumSide].map((bet) => [bet.code, bet]),
);
