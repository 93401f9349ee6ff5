import { describe, expect, it } from 'vitest';
import { rational, rationalEquals, type Rational } from '../rational';
import type { Pk10Result } from './elottery-draw';
import {
  PK10_BET_TYPES,
  TOP_TWO_SUMS,
  dragonTiger,
  position,
  positionSide,
  topTwoSum,
  topTwoSumSide,
} from './elottery-pk10';
import { decimalOdds, prizeUnits } from './odds';
import type { LotteryBetType, Selection } from './types';

function returned(betType: LotteryBetType<Pk10Result>, selection: Selection, order: Pk10Result) {
  return prizeUnits(betType.settle(selection, order), betType.defaultOdds);
}

function linesOf(betType: LotteryBetType<Pk10Result>, selection: Selection): number {
  const check = betType.check(selection);
  if (!check.ok) throw new Error(`refused: ${check.reason}`);
  return check.lines;
}

/**
 * The 90 finishing orders with every ordered pair of different cars at places p and q
 * (1-based) and the other eight cars in number order: what a bet on those places sees of
 * all 10! orders, each pair equally often.
 */
function ordersVarying(p: number, q: number): Pk10Result[] {
  const orders: Pk10Result[] = [];
  for (let a = 1; a <= 10; a += 1) {
    for (let b = 1; b <= 10; b += 1) {
      if (a === b) continue;
      const rest = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((car) => car !== a && car !== b);
      orders.push(
        Array.from({ length: 10 }, (_, i) => (i === p - 1 ? a : i === q - 1 ? b : rest.shift()!)),
      );
    }
  }
  return orders;
}

function bruteForceRtp(
  betType: LotteryBetType<Pk10Result>,
  selection: Selection,
  orders: readonly Pk10Result[],
): Rational {
  let won = rational(0n, 1n);
  for (const order of orders) {
    const units = returned(betType, selection, order);
    won = rational(
      won.numerator * units.denominator + units.numerator * won.denominator,
      won.denominator * units.denominator,
    );
  }
  const staked = BigInt(orders.length * linesOf(betType, selection));
  return rational(won.numerator, won.denominator * staked);
}

const least = (values: Rational[]): Rational =>
  values.reduce((a, b) => (a.numerator * b.denominator <= b.numerator * a.denominator ? a : b));

describe('PK10 racing', () => {
  // 1st car 3, 2nd car 7 (sum 10: small, even); 3rd car 10 beats 8th car 5 (dragon), and
  // 1st (3) loses to 10th (4): tiger.
  const race: Pk10Result = [3, 7, 10, 1, 6, 9, 2, 5, 8, 4];

  it('settles a rule book of tickets against one race', () => {
    const tickets: [Pk10Result, LotteryBetType<Pk10Result>, Selection, number, string][] = [
      // Car 3 first and car 6 fifth win; car 4 first and car 1 second lose: 2 × 9.8.
      [race, position, { positions: [[3, 4], [1], [], [], [6]] }, 4, '19.6'],
      // Small and odd (car 3), big (car 7), big and even (car 10): all five win.
      [race, positionSide, { positions: [['small', 'odd'], ['big'], ['big', 'even']] }, 5, '9.9'],
      [race, positionSide, { positions: [[], [], [], [], [], [], [], [], [], ['big']] }, 1, '0'],
      // 1st against 10th: tiger, so dragon loses; 3rd against 8th: dragon.
      [race, dragonTiger, { positions: [['dragon'], [], ['dragon', 'tiger']] }, 3, '1.98'],
      [race, dragonTiger, { positions: [['tiger'], ['tiger']] }, 2, '3.96'],
      [race, topTwoSum, { numbers: [10, 11] }, 2, '10.8'],
      [race, topTwoSumSide, { option: 'small' }, 1, '2.2'],
      [race, topTwoSumSide, { option: 'even' }, 1, '2.2'],
      [race, topTwoSumSide, { option: 'big' }, 1, '0'],
      // 5 and 6 make 11: the sum bet on 11 wins, every side loses.
      [[5, 6, 1, 2, 3, 4, 7, 8, 9, 10], topTwoSum, { numbers: [11] }, 1, '8.64'],
      [[5, 6, 1, 2, 3, 4, 7, 8, 9, 10], topTwoSumSide, { option: 'small' }, 1, '0'],
      [[5, 6, 1, 2, 3, 4, 7, 8, 9, 10], topTwoSumSide, { option: 'odd' }, 1, '0'],
      // The rarest sums: 1 + 2 and 10 + 9.
      [[2, 1, 3, 4, 5, 6, 7, 8, 9, 10], topTwoSum, { numbers: [3] }, 1, '43.2'],
      [[10, 9, 1, 2, 3, 4, 5, 6, 7, 8], topTwoSum, { numbers: [19] }, 1, '43.2'],
      [[10, 9, 1, 2, 3, 4, 5, 6, 7, 8], topTwoSumSide, { option: 'big' }, 1, '2.2'],
    ];
    for (const [order, betType, selection, lines, won] of tickets) {
      const ticket = `${order.join(',')} ${betType.code} ${JSON.stringify(selection)}`;
      expect(linesOf(betType, selection), ticket).toBe(lines);
      expect(returned(betType, selection, order), ticket).toEqual(decimalOdds(won));
    }
    expect(
      positionSide.settle({ positions: [['small', 'odd'], ['big'], ['big', 'even']] }, race),
    ).toEqual([
      { prize: 'big', count: 2 },
      { prize: 'small', count: 1 },
      { prize: 'odd', count: 1 },
      { prize: 'even', count: 1 },
    ]);
  });

  it('refuses bad selections with the reason', () => {
    const eleven = Array.from({ length: 11 }, () => [1]);
    const refusals: [LotteryBetType<Pk10Result>, unknown, string][] = [
      [position, { positions: eleven }, 'wrong_count'],
      [position, { positions: [[], []] }, 'wrong_count'],
      [position, { positions: [[0]] }, 'invalid_number'],
      [position, { positions: [[11]] }, 'invalid_number'],
      [position, { positions: [[3, 3]] }, 'duplicate_number'],
      [positionSide, { positions: [['huge']] }, 'invalid_option'],
      [dragonTiger, { positions: [[], [], [], [], [], ['dragon']] }, 'wrong_count'],
      [dragonTiger, { positions: [['tie']] }, 'invalid_option'],
      [topTwoSum, { numbers: [2] }, 'invalid_number'],
      [topTwoSum, { numbers: [20] }, 'invalid_number'],
      [topTwoSum, { numbers: [] }, 'wrong_count'],
      [topTwoSumSide, { option: 'draw' }, 'invalid_option'],
    ];
    for (const [betType, selection, reason] of refusals) {
      const ticket = `${betType.code} ${JSON.stringify(selection)}`;
      expect(betType.check(selection as Selection), ticket).toEqual({ ok: false, reason });
    }
  });

  it('returns what brute force over the places a bet reads says, and the hand count', () => {
    const checked = new Set<string>();
    const expectRtp = (
      betType: LotteryBetType<Pk10Result>,
      selections: Selection[],
      orders: readonly Pk10Result[],
      byHand: Rational,
    ) => {
      const rtp = betType.rtp(betType.defaultOdds);
      const bruteForce = least(selections.map((s) => bruteForceRtp(betType, s, orders)));
      expect(rationalEquals(rtp, bruteForce), betType.code).toBe(true);
      expect(rationalEquals(rtp, byHand), betType.code).toBe(true);
      checked.add(betType.code);
    };
    const sides = ['big', 'small', 'odd', 'even'];
    const place = (n: number, picks: (string | number)[]) => ({
      positions: Array.from({ length: n }, (_, i) => (i === n - 1 ? picks : [])),
    });
    expectRtp(position, [place(7, [4])], ordersVarying(6, 7), rational(49n, 50n));
    expectRtp(
      positionSide,
      sides.map((s) => place(10, [s])),
      ordersVarying(9, 10),
      rational(99n, 100n),
    );
    expectRtp(
      dragonTiger,
      [place(2, ['dragon']), place(2, ['tiger'])],
      ordersVarying(2, 9),
      rational(99n, 100n),
    );
    // Unordered pairs of 1..10 with sum s: 1, 1, 2, 2, … 5 (for 11) … 2, 2, 1, 1.
    const pairsWithSum = (s: number) => Math.min(Math.floor((s - 1) / 2), Math.floor((21 - s) / 2));
    expect(TOP_TWO_SUMS.map(pairsWithSum).reduce((a, b) => a + b)).toBe(45);
    for (const s of TOP_TWO_SUMS) {
      const odds = topTwoSum.defaultOdds[String(s)]!;
      const each = rational(odds.numerator * BigInt(pairsWithSum(s)), odds.denominator * 45n);
      expect(each, `sum ${s}`).toEqual(rational(24n, 25n));
    }
    expectRtp(
      topTwoSum,
      TOP_TWO_SUMS.map((s) => ({ numbers: [s] })),
      ordersVarying(1, 2),
      rational(24n, 25n),
    );
    // Big (12–19) is 20 of the 45 pairs, as are small, odd and even once 11 is set aside.
    expectRtp(
      topTwoSumSide,
      sides.map((option) => ({ option })),
      ordersVarying(1, 2),
      rational(20n * 22n, 45n * 10n),
    );
    expect([...checked].sort()).toEqual([...PK10_BET_TYPES.keys()].sort());
  });

  it('returns between 90% and 100% on every bet type at the default odds', () => {
    for (const betType of PK10_BET_TYPES.values()) {
      const { numerator, denominator } = betType.rtp(betType.defaultOdds);
      expect(numerator * 10n > denominator * 9n && numerator < denominator, betType.code).toBe(
        true,
      );
    }
  });
});
