import { betType, prizesWon } from './bet-type';
import {
  SIDES,
  checkEachPick,
  checkPerPosition,
  optionBet,
  positionBet,
  positionSideBet,
  readOptions,
  type PickRange,
  type Side,
} from './elottery-bets';
import type { Pk10Result } from './elottery-draw';
import { bestSinglePrize, decimalOdds, expectedReturn, leastReturn, sameOdds } from './odds';
import type { LotteryBetType } from './types';

/**
 * PK10 (北京赛车): ten cars, numbered 1–10, cross the line in a random order. Rules decided
 * here and shown on the rules page (docs/elottery-rules.md):
 * - a car is big at 6–10 and small at 1–5, odd or even by its number;
 * - dragon/tiger pairs place k with place 11 − k (1st against 10th, … 5th against 6th):
 *   dragon when the car at place k has the higher number. Two places never hold the same
 *   car, so there is no tie;
 * - the sum of the cars in 1st and 2nd place (冠亚和) runs 3–19, each value a bet of its
 *   own; big is 12–19, small 3–10, odd and even its parity, and a sum of 11 (the middle,
 *   5 of the 45 pairs) loses all four: one rule, like sic bo's triples, instead of counting
 *   11 as small and odd at lower odds on those sides.
 *
 * Only the marginal of the places a bet reads matters: a car at one place is uniform over
 * the ten, and two places hold a uniform ordered pair of different cars (90 of them). The
 * RTPs below count those.
 */

export const PLACES = 10;
const CAR: PickRange = { min: 1, max: 10 };
const CARS = Array.from({ length: PLACES }, (_, i) => i + 1);

export const DRAGON_TIGER = ['dragon', 'tiger'] as const;
export type DragonTiger = (typeof DRAGON_TIGER)[number];

/** The 90 ordered pairs of different cars two places can hold. */
const ORDERED_PAIRS: readonly (readonly [number, number])[] = CARS.flatMap((a) =>
  CARS.filter((b) => b !== a).map((b) => [a, b] as const),
);

const carIs = (side: Side, car: number): boolean =>
  side === 'big' ? car >= 6 : side === 'small' ? car <= 5 : (car % 2 === 1) === (side === 'odd');

/** Big 12–19, small 3–10; 11 is neither, nor odd, nor even. */
function topTwoSumIs(side: Side, sum: number): boolean {
  if (sum === 11) return false;
  if (side === 'big') return sum >= 12;
  if (side === 'small') return sum <= 10;
  return (sum % 2 === 1) === (side === 'odd');
}

const topTwoSumOf = (result: Pk10Result): number => result[0]! + result[1]!;

/** 定位胆: a car at a place; each picked car at each place is one line. */
export const position: LotteryBetType<Pk10Result> = positionBet(
  'position',
  PLACES,
  CAR,
  'distinct',
  '9.8',
);

/** 两面 by place: big, small, odd or even of the car at a place; each pick is one line. */
export const positionSide: LotteryBetType<Pk10Result> = positionSideBet(
  'position_side',
  PLACES,
  CAR,
  'distinct',
  carIs,
  '1.98',
);

/** The k-th pair's winner (k = 0: 1st against 10th): dragon when the front car is higher. */
const dragonTigerAt = (result: Pk10Result, k: number): DragonTiger =>
  result[k]! > result[PLACES - 1 - k]! ? 'dragon' : 'tiger';

/**
 * 龙虎: place k (1–5) against place 11 − k. `positions[k − 1]` holds the picks for place k
 * ('dragon', 'tiger' or both); each pick is one line.
 */
export const dragonTiger: LotteryBetType<Pk10Result> = betType({
  code: 'dragon_tiger',
  defaultOdds: sameOdds(DRAGON_TIGER, '1.98'),
  check: (selection) =>
    checkPerPosition(selection, PLACES / 2, (list) => readOptions(list, DRAGON_TIGER)),
  won: ({ positions }, result) =>
    prizesWon(
      positions!.flatMap((picks, k) => {
        const winner = dragonTigerAt(result, k);
        return picks.includes(winner) ? [winner] : [];
      }),
      DRAGON_TIGER,
    ),
  // The five pairs of places share no place, so each can go either way whatever the others
  // do: at best every pair with picks wins its better-paid pick.
  bestWon: ({ positions }, odds) =>
    prizesWon(
      positions!.flatMap((picks) =>
        bestSinglePrize(picks as string[], odds).map(({ prize }) => prize),
      ),
      DRAGON_TIGER,
    ),
  rtp(odds) {
    const pairs = BigInt(ORDERED_PAIRS.length);
    const dragon = BigInt(ORDERED_PAIRS.filter(([a, b]) => a > b).length);
    return leastReturn([
      expectedReturn([['dragon', dragon]], pairs, odds),
      expectedReturn([['tiger', pairs - dragon]], pairs, odds),
    ]);
  },
});

export const TOP_TWO_SUMS = Array.from({ length: 17 }, (_, i) => i + 3);

/**
 * Odds of a sum by how many of the 45 pairs of cars make it (1 to 5): 43.2 / ways, so
 * every sum returns 96%.
 */
const TOP_TWO_SUM_ODDS: readonly string[] = ['43.2', '21.6', '14.4', '10.8', '8.64'];

/** The number of unordered pairs of cars with this sum: 1 for 3, 4, 18, 19 … 5 for 11. */
const pairsWithSum = (sum: number): number =>
  ORDERED_PAIRS.filter(([a, b]) => a + b === sum).length / 2;

/** 冠亚和: the sum of the cars in 1st and 2nd place; each picked sum is a line. */
export const topTwoSum: LotteryBetType<Pk10Result> = betType({
  code: 'top_two_sum',
  defaultOdds: Object.fromEntries(
    TOP_TWO_SUMS.map((sum) => [String(sum), decimalOdds(TOP_TWO_SUM_ODDS[pairsWithSum(sum) - 1]!)]),
  ),
  check: (selection) => checkEachPick(selection, { min: 3, max: 19 }),
  won({ numbers }, result) {
    const sum = topTwoSumOf(result);
    return numbers!.includes(sum) ? [{ prize: String(sum), count: 1 }] : [];
  },
  // One sum comes, and every sum of 3–19 can: the best is the picked sum paid most.
  bestWon: ({ numbers }, odds) => bestSinglePrize(numbers!.map(String), odds),
  rtp(odds) {
    const pairs = BigInt(ORDERED_PAIRS.length);
    return leastReturn(
      TOP_TWO_SUMS.map((sum) => {
        const ways = BigInt(ORDERED_PAIRS.filter(([a, b]) => a + b === sum).length);
        return expectedReturn([[String(sum), ways]], pairs, odds);
      }),
    );
  },
});

/** 冠亚和两面: big, small, odd or even of the 1st + 2nd sum; 11 loses; one line. */
export const topTwoSumSide: LotteryBetType<Pk10Result> = optionBet<Pk10Result, Side>({
  code: 'top_two_sum_side',
  defaultOdds: sameOdds(SIDES, '2.2'),
  options: SIDES,
  wins: (side, result) => topTwoSumIs(side, topTwoSumOf(result)),
  ways: (side) => BigInt(ORDERED_PAIRS.filter(([a, b]) => topTwoSumIs(side, a + b)).length),
  outcomes: BigInt(ORDERED_PAIRS.length),
});

export const PK10_BET_TYPES: ReadonlyMap<string, LotteryBetType<Pk10Result>> = new Map(
  [position, positionSide, dragonTiger, topTwoSum, topTwoSumSide].map((bet) => [bet.code, bet]),
);
