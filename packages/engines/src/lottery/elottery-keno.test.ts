import { describe, expect, it } from 'vitest';
import { rational, rationalEquals, type Rational } from '../rational';
import type { KenoResult } from './elottery-draw';
import { KENO_BET_TYPES, KENO_PAY_TABLES, PICKS, subsetSumWays, sumSide } from './elottery-keno';
import { decimalOdds, prizeUnits } from './odds';
import type { LotteryBetType, Selection } from './types';

const pick = (k: number): LotteryBetType<KenoResult> => KENO_BET_TYPES.get(`pick${k}`)!;

function returned(betType: LotteryBetType<KenoResult>, selection: Selection, draw: KenoResult) {
  return prizeUnits(betType.settle(selection, draw), betType.defaultOdds);
}

/** n! / (k! (n − k)!) from factorials: a second way to the binomials the engine multiplies. */
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const factorial = (m: number): bigint => (m <= 1 ? 1n : BigInt(m) * factorial(m - 1));
  return factorial(n) / (factorial(k) * factorial(n - k));
}

describe('Keno, 20 of 80', () => {
  // In draw order; sorted: 1 5 9 12 17 23 28 31 36 40 44 47 52 58 61 66 70 73 77 80.
  const draw: KenoResult = [
    47, 1, 80, 12, 36, 5, 66, 23, 9, 58, 73, 17, 40, 28, 70, 31, 44, 61, 52, 77,
  ];

  it('settles a rule book of tickets against one draw', () => {
    expect(draw.reduce((a, b) => a + b)).toBe(830);
    const tickets: [KenoResult, LotteryBetType<KenoResult>, Selection, string][] = [
      [draw, pick(1), { numbers: [80] }, '3.8'],
      [draw, pick(1), { numbers: [2] }, '0'],
      [draw, pick(2), { numbers: [44, 40] }, '16'],
      // 1 of 3 drawn: pick 3 pays from 2.
      [draw, pick(3), { numbers: [1, 2, 3] }, '0'],
      // 5, 12 and 23 drawn, 60 and 79 not: 3 of 5.
      [draw, pick(5), { numbers: [5, 12, 23, 60, 79] }, '4'],
      [draw, pick(8), { numbers: [1, 5, 9, 12, 2, 3, 4, 6] }, '2.5'],
      // Not one of ten drawn still pays pick 10.
      [draw, pick(10), { numbers: [2, 3, 4, 6, 7, 8, 10, 11, 13, 14] }, '1.5'],
      // The sum, 830: big and even.
      [draw, sumSide, { option: 'big' }, '1.98'],
      [draw, sumSide, { option: 'even' }, '1.98'],
      [draw, sumSide, { option: 'small' }, '0'],
    ];
    // 31..50 sum to exactly 810: neither big nor small, but even.
    const middle = Array.from({ length: 20 }, (_, i) => 31 + i);
    tickets.push(
      [middle, sumSide, { option: 'big' }, '0'],
      [middle, sumSide, { option: 'small' }, '0'],
      [middle, sumSide, { option: 'even' }, '1.98'],
    );
    for (const [result, betType, selection, won] of tickets) {
      const ticket = `${betType.code} ${JSON.stringify(selection)}`;
      expect(betType.check(selection), ticket).toMatchObject({ ok: true, lines: 1 });
      expect(returned(betType, selection, result), ticket).toEqual(decimalOdds(won));
    }
    expect(pick(5).settle({ numbers: [5, 12, 23, 60, 79] }, draw)).toEqual([
      { prize: '3', count: 1 },
    ]);
  });

  it('refuses bad selections with the reason', () => {
    const refusals: [LotteryBetType<KenoResult>, unknown, string][] = [
      [pick(5), { numbers: [1, 2, 3, 4] }, 'wrong_count'],
      [pick(5), { numbers: [1, 2, 3, 4, 5, 6] }, 'wrong_count'],
      [pick(5), {}, 'wrong_count'],
      [pick(1), { numbers: [0] }, 'invalid_number'],
      [pick(1), { numbers: [81] }, 'invalid_number'],
      [pick(2), { numbers: [7, 7] }, 'duplicate_number'],
      [sumSide, { option: 'tie' }, 'invalid_option'],
    ];
    for (const [betType, selection, reason] of refusals) {
      const ticket = `${betType.code} ${JSON.stringify(selection)}`;
      expect(betType.check(selection as Selection), ticket).toEqual({ ok: false, reason });
    }
    expect(KENO_BET_TYPES.get('pick11')).toBeUndefined();
  });

  it('returns the hypergeometric sum over the draws, counted the other way round', () => {
    // The engine counts which k of 80 are picked given the draw; here, which 20 are drawn
    // given the picks: h picks drawn in C(k, h) × C(80 − k, 20 − h) of C(80, 20) draws.
    for (const betType of PICKS) {
      const k = Number(betType.code.slice('pick'.length));
      let won: Rational = rational(0n, 1n);
      for (const [hits, odds] of Object.entries(KENO_PAY_TABLES[k]!)) {
        const h = Number(hits);
        const draws = choose(k, h) * choose(80 - k, 20 - h);
        const { numerator, denominator } = decimalOdds(odds);
        won = rational(
          won.numerator * denominator + draws * numerator * won.denominator,
          won.denominator * denominator,
        );
      }
      const byDraws = rational(won.numerator, won.denominator * choose(80, 20));
      expect(rationalEquals(betType.rtp(betType.defaultOdds), byDraws), betType.code).toBe(true);
    }
    expect(pick(1).rtp(pick(1).defaultOdds)).toEqual(rational(19n, 20n)); // 1/4 × 3.8
    // The figures quoted in docs/elottery-rules.md.
    const quoted = PICKS.map((betType) => {
      const { numerator, denominator } = betType.rtp(betType.defaultOdds);
      return `${numerator}/${denominator}`;
    });
    expect(quoted).toEqual([
      '19/20',
      '76/79',
      '969/1027',
      '75069/79079',
      '303825/316316',
      '42573/45188',
      '799983/835978',
      '578751123/610263940',
      '143745341/152565985',
      '82065090539/86657479480',
    ]);
  });

  it('counts the sums of a draw by the dynamic programme, as brute force does', () => {
    // All 3-ball draws of 1..10, and all 5-ball draws of 1..12, by hand.
    for (const [size, take] of [
      [10, 3],
      [12, 5],
    ] as const) {
      const bruteForce = new Array<bigint>((take * (2 * size - take + 1)) / 2 + 1).fill(0n);
      const visit = (from: number, left: number, total: number) => {
        if (left === 0) bruteForce[total]! += 1n;
        else for (let ball = from; ball <= size; ball += 1) visit(ball + 1, left - 1, total + ball);
      };
      visit(1, take, 0);
      expect(subsetSumWays(size, take)).toEqual(bruteForce);
    }
  });

  it('splits the 20-ball sum evenly about 810, and its parity almost evenly', () => {
    const ways = subsetSumWays(80, 20);
    const draws = choose(80, 20);
    expect(ways.reduce((a, b) => a + b)).toBe(draws);
    expect(ways.findIndex((w) => w > 0n)).toBe(210);
    expect(ways).toHaveLength(1411);
    // Ball x ↔ 81 − x turns a sum s into 1620 − s.
    expect(ways.every((w, s) => s < 210 || w === ways[1620 - s])).toBe(true);
    const middle = ways[810]!;
    expect(middle).toBe(15_542_763_534_960_598n); // 0.44% of the draws
    // The sum is odd when an odd number of the 40 odd balls is drawn; the generating
    // function (1 − x)^40 (1 + x)^40 = (1 − x²)^40 makes even − odd = C(40, 10).
    const odd = ways.reduce((total, w, s) => (s % 2 === 1 ? total + w : total), 0n);
    expect(draws - 2n * odd).toBe(choose(40, 10));
    // Big or small: half of the draws that do not sum to 810, at 1.98; odd at 1.98 returns
    // a hair more (99% less 1.98 × C(40,10) / 2 / C(80, 20)), so big/small is the figure.
    const big = rational(((draws - middle) / 2n) * 198n, draws * 100n);
    const oddReturn = rational(odd * 198n, draws * 100n);
    expect(big.numerator * oddReturn.denominator < oddReturn.numerator * big.denominator).toBe(
      true,
    );
    expect(rationalEquals(sumSide.rtp(sumSide.defaultOdds), big)).toBe(true);
  });

  it('returns between 90% and 100% on every bet type at the default odds', () => {
    expect(KENO_BET_TYPES.size).toBe(11);
    for (const betType of KENO_BET_TYPES.values()) {
      const { numerator, denominator } = betType.rtp(betType.defaultOdds);
      expect(numerator * 10n > denominator * 9n && numerator < denominator, betType.code).toBe(
        true,
      );
    }
  });
});
