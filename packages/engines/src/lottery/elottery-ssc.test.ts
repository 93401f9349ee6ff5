import { describe, expect, it } from 'vitest';
import { rational, rationalEquals, type Rational } from '../rational';
import type { SscResult } from './elottery-draw';
import {
  SSC_BET_TYPES,
  digit,
  digitSide,
  dragonTiger,
  sumSide,
  threeDirect,
  threeGroup3,
  threeGroup6,
  threeLeopard,
  twoDirect,
  twoGroup,
} from './elottery-ssc';
import { decimalOdds, prizeUnits } from './odds';
import type { LotteryBetType, Selection } from './types';

/** What a ticket line returns per unit stake against a result (0 when it lost). */
function returned(betType: LotteryBetType<SscResult>, selection: Selection, result: SscResult) {
  return prizeUnits(betType.settle(selection, result), betType.defaultOdds);
}

function linesOf(betType: LotteryBetType<SscResult>, selection: Selection): number {
  const check = betType.check(selection);
  if (!check.ok) throw new Error(`refused: ${check.reason}`);
  return check.lines;
}

/** Every result with the given digits at `positions` and zeros elsewhere: 10^k of them. */
function resultsVarying(positions: readonly number[]): SscResult[] {
  let results: number[][] = [[0, 0, 0, 0, 0]];
  for (const position of positions) {
    results = results.flatMap((result) =>
      Array.from({ length: 10 }, (_, d) => result.map((x, i) => (i === position ? d : x))),
    );
  }
  return results;
}

/**
 * The RTP of a selection by brute force: settle it against every result (all equally
 * likely) and divide what came back by what was staked.
 */
function bruteForceRtp(
  betType: LotteryBetType<SscResult>,
  selection: Selection,
  results: readonly SscResult[],
): Rational {
  let numerator = 0n;
  let denominator = 1n;
  for (const result of results) {
    const won = returned(betType, selection, result);
    numerator = numerator * won.denominator + won.numerator * denominator;
    denominator *= won.denominator;
    const reduced = rational(numerator, denominator);
    [numerator, denominator] = [reduced.numerator, reduced.denominator];
  }
  const staked = BigInt(results.length * linesOf(betType, selection));
  return rational(numerator, denominator * staked);
}

const least = (values: Rational[]): Rational =>
  values.reduce((a, b) => (a.numerator * b.denominator <= b.numerator * a.denominator ? a : b));

describe('5D / SSC', () => {
  // The draw 3 8 0 8 5: sum 24 (big, even); position 1 (3) is below position 5 (5): tiger;
  // front three 3-8-0 and back three 0-8-5 are three different digits, the middle 8-0-8 is
  // a pair and a single; front two 3-8, back two 8-5.
  const draw: SscResult = [3, 8, 0, 8, 5];

  it('settles a rule book of tickets against 3 8 0 8 5', () => {
    const tickets: [LotteryBetType<SscResult>, Selection, number, string][] = [
      // 3 at position 1 and 8 at position 4 win; 4 and 1 lose: 2 × 9.8.
      [digit, { positions: [[3, 4], [], [], [8], [1]] }, 4, '19.6'],
      // odd at 1 (3), big at 2 (8), small and even at 3 (0), odd at 5 (5): 5 of 6 lines.
      [
        digitSide,
        { positions: [['big', 'odd'], ['big'], ['small', 'even'], [], ['odd']] },
        6,
        '9.9',
      ],
      [sumSide, { option: 'big' }, 1, '1.98'],
      [sumSide, { option: 'even' }, 1, '1.98'],
      [sumSide, { option: 'small' }, 1, '0'],
      [dragonTiger, { option: 'tiger' }, 1, '2.2'],
      [dragonTiger, { option: 'dragon' }, 1, '0'],
      [dragonTiger, { option: 'tie' }, 1, '0'],
      // 3-8-0 and 3-8-1 played on the front three: one wins.
      [threeDirect, { option: 'front', positions: [[3], [8], [0, 1]] }, 2, '980'],
      [threeDirect, { option: 'back', positions: [[0], [8], [4]] }, 1, '0'],
      // 0, 3, 8, 9 as group 6: four lines, 0-3-8 wins on the front three.
      [threeGroup6, { option: 'front', numbers: [9, 0, 3, 8] }, 4, '160'],
      [threeGroup6, { option: 'back', numbers: [0, 5, 8] }, 1, '160'],
      [threeGroup6, { option: 'middle', numbers: [0, 5, 8] }, 1, '0'],
      // 0 and 8 as group 3 (0-0-8 and 8-8-0): 8-8-0 is drawn in the middle, as 8-0-8.
      [threeGroup3, { option: 'middle', numbers: [0, 8] }, 2, '320'],
      [threeGroup3, { option: 'front', numbers: [0, 3, 8] }, 6, '0'],
      [threeLeopard, { option: 'middle' }, 1, '0'],
      [twoDirect, { option: 'back', positions: [[8], [5, 6]] }, 2, '98'],
      [twoDirect, { option: 'front', positions: [[8], [3]] }, 1, '0'],
      [twoGroup, { option: 'front', numbers: [8, 3] }, 1, '49'],
      [twoGroup, { option: 'back', numbers: [1, 5, 8] }, 3, '49'],
    ];
    for (const [betType, selection, lines, won] of tickets) {
      const ticket = `${betType.code} ${JSON.stringify(selection)}`;
      expect(linesOf(betType, selection), ticket).toBe(lines);
      expect(returned(betType, selection, draw), ticket).toEqual(decimalOdds(won));
    }
    expect(
      digitSide.settle(
        { positions: [['big', 'odd'], ['big'], ['small', 'even'], [], ['odd']] },
        draw,
      ),
    ).toEqual([
      { prize: 'big', count: 1 },
      { prize: 'small', count: 1 },
      { prize: 'odd', count: 2 },
      { prize: 'even', count: 1 },
    ]);
  });

  it('ties dragon and tiger on equal end digits, and pays leopards and pairs as drawn', () => {
    const leopard: SscResult = [7, 7, 7, 1, 7];
    expect(dragonTiger.settle({ option: 'tie' }, leopard)).toEqual([{ prize: 'tie', count: 1 }]);
    expect(dragonTiger.settle({ option: 'dragon' }, leopard)).toEqual([]);
    expect(threeLeopard.settle({ option: 'front' }, leopard)).toEqual([{ prize: 'hit', count: 1 }]);
    // A leopard is neither group 3 nor group 6.
    expect(threeGroup3.settle({ option: 'front', numbers: [1, 7] }, leopard)).toEqual([]);
    expect(threeGroup6.settle({ option: 'front', numbers: [1, 2, 7] }, leopard)).toEqual([]);
    // Back two 1-7 as group, either order; a pair never wins a two-digit group.
    expect(twoGroup.settle({ option: 'back', numbers: [7, 1] }, leopard)).toHaveLength(1);
    expect(twoGroup.settle({ option: 'front', numbers: [7, 1] }, leopard)).toEqual([]);
    // The sum's middle: 22 is small, 23 big.
    const sides = (result: SscResult) =>
      ['big', 'small', 'odd', 'even'].filter(
        (option) => sumSide.settle({ option }, result).length > 0,
      );
    expect(sides([9, 9, 4, 0, 0])).toEqual(['small', 'even']);
    expect(sides([9, 9, 5, 0, 0])).toEqual(['big', 'odd']);
  });

  it('refuses bad selections with the reason', () => {
    const refusals: [LotteryBetType<SscResult>, unknown, string][] = [
      [digit, {}, 'wrong_count'],
      [digit, { positions: [[], []] }, 'wrong_count'],
      [digit, { positions: [[1], [], [], [], [], [2]] }, 'wrong_count'],
      [digit, { positions: [[10]] }, 'invalid_number'],
      [digit, { positions: [['3']] }, 'invalid_number'],
      [digit, { positions: [[3, 3]] }, 'duplicate_number'],
      [digitSide, { positions: [['huge']] }, 'invalid_option'],
      [sumSide, {}, 'invalid_option'],
      [sumSide, { option: 'toString' }, 'invalid_option'],
      [dragonTiger, { option: 'draw' }, 'invalid_option'],
      [threeDirect, { option: 'rear', positions: [[1], [2], [3]] }, 'invalid_option'],
      [threeDirect, { option: 'front', positions: [[1], [2]] }, 'wrong_count'],
      [threeDirect, { option: 'front', positions: [[1], [], [3]] }, 'wrong_count'],
      [threeDirect, { option: 'front', positions: [[1], [2], [-1]] }, 'invalid_number'],
      [threeGroup3, { option: 'front', numbers: [5] }, 'wrong_count'],
      [threeGroup3, { option: 'front', numbers: [5, 5] }, 'duplicate_number'],
      [threeGroup6, { option: 'back', numbers: [1, 2] }, 'wrong_count'],
      [threeGroup6, { numbers: [1, 2, 3] }, 'invalid_option'],
      [threeLeopard, { option: 'all' }, 'invalid_option'],
      [twoDirect, { option: 'middle', positions: [[1], [2]] }, 'invalid_option'],
      [twoGroup, { option: 'back', numbers: [1] }, 'wrong_count'],
    ];
    for (const [betType, selection, reason] of refusals) {
      const ticket = `${betType.code} ${JSON.stringify(selection)}`;
      expect(betType.check(selection as Selection), ticket).toEqual({ ok: false, reason });
    }
    expect(() => digit.settle({ positions: [[10]] }, draw)).toThrow(RangeError);
  });

  it('counts lines: a product of the lists for straights, combinations for groups', () => {
    expect(linesOf(threeDirect, { option: 'middle', positions: [[1, 2], [3, 4, 5], [6]] })).toBe(6);
    expect(linesOf(threeGroup3, { option: 'back', numbers: [1, 2, 3, 4] })).toBe(12);
    expect(linesOf(threeGroup6, { option: 'back', numbers: [1, 2, 3, 4, 5] })).toBe(10);
    expect(linesOf(twoGroup, { option: 'front', numbers: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] })).toBe(
      45,
    );
    const normalized = digit.check({ positions: [[7, 2], [], [0]] });
    expect(normalized).toEqual({
      ok: true,
      lines: 3,
      normalized: { positions: [[2, 7], [], [0], [], []] },
    });
  });

  it('returns what brute force over the results says, bet type by bet type', () => {
    const all = resultsVarying([0, 1, 2, 3, 4]);
    expect(all).toHaveLength(100_000);
    const checked = new Set<string>();
    /** Brute force over `results`, the least over `selections`, equals rtp() and `byHand`. */
    const expectRtp = (
      betType: LotteryBetType<SscResult>,
      selections: Selection[],
      results: readonly SscResult[],
      byHand: Rational,
    ) => {
      const rtp = betType.rtp(betType.defaultOdds);
      const bruteForce = least(selections.map((s) => bruteForceRtp(betType, s, results)));
      expect(rationalEquals(rtp, bruteForce), betType.code).toBe(true);
      expect(rationalEquals(rtp, byHand), betType.code).toBe(true);
      checked.add(betType.code);
    };
    const sides = ['big', 'small', 'odd', 'even'];
    expectRtp(digit, [{ positions: [[0], [1], [2], [3], [9]] }], all, rational(49n, 50n));
    expectRtp(
      digitSide,
      sides.map((side) => ({ positions: [[], [], [side]] })),
      resultsVarying([2]),
      rational(99n, 100n),
    );
    expectRtp(
      sumSide,
      sides.map((option) => ({ option })),
      all,
      rational(99n, 100n),
    );
    // Dragon and tiger 45/100 × 2.2; the tie 10/100 × 9.8, the least.
    expectRtp(
      dragonTiger,
      ['dragon', 'tiger', 'tie'].map((option) => ({ option })),
      resultsVarying([0, 4]),
      rational(49n, 50n),
    );
    expectRtp(
      threeDirect,
      [{ option: 'middle', positions: [[1, 2], [3], [0, 9]] }],
      resultsVarying([1, 2, 3]),
      rational(49n, 50n),
    );
    // 3/1000 × 320, 6/1000 × 160 and 10/1000 × 96.
    const back3 = resultsVarying([2, 3, 4]);
    expectRtp(threeGroup3, [{ option: 'back', numbers: [0, 4, 9] }], back3, rational(24n, 25n));
    expectRtp(threeGroup6, [{ option: 'back', numbers: [0, 4, 5, 9] }], back3, rational(24n, 25n));
    expectRtp(threeLeopard, [{ option: 'back' }], back3, rational(24n, 25n));
    const back2 = resultsVarying([3, 4]);
    expectRtp(twoDirect, [{ option: 'back', positions: [[0, 5], [5]] }], back2, rational(49n, 50n));
    expectRtp(twoGroup, [{ option: 'back', numbers: [1, 2, 3] }], back2, rational(49n, 50n));
    expect([...checked].sort()).toEqual([...SSC_BET_TYPES.keys()].sort());
  });

  it('returns between 90% and 100% on every bet type at the default odds', () => {
    for (const betType of SSC_BET_TYPES.values()) {
      const { numerator, denominator } = betType.rtp(betType.defaultOdds);
      expect(numerator * 10n > denominator * 9n && numerator < denominator).toBe(true);
    }
  });

  it('follows a merchant odds table', () => {
    const odds = { dragon: decimalOdds('2.1'), tiger: decimalOdds('2.2'), tie: decimalOdds('9.9') };
    expect(dragonTiger.rtp(odds)).toEqual(rational(189n, 200n)); // 45/100 × 2.1, the least
    expect(() => digit.rtp({})).toThrow(RangeError);
  });
});
