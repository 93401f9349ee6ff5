import { describe, expect, it } from 'vitest';
import { rational, rationalEquals, type Rational } from '../rational';
import type { K3Result } from './elottery-draw';
import {
  ALL_THROWS,
  K3_BET_TYPES,
  anyTriple,
  pair,
  side,
  straight,
  sum,
  threeDifferent,
  triple,
  twoDifferent,
} from './elottery-k3';
import { decimalOdds, prizeUnits } from './odds';
import type { LotteryBetType, Selection } from './types';

function returned(betType: LotteryBetType<K3Result>, selection: Selection, dice: K3Result) {
  return prizeUnits(betType.settle(selection, dice), betType.defaultOdds);
}

function linesOf(betType: LotteryBetType<K3Result>, selection: Selection): number {
  const check = betType.check(selection);
  if (!check.ok) throw new Error(`refused: ${check.reason}`);
  return check.lines;
}

/** `won` units out of 216 throws, per unit staked. */
const over216 = (won: string, throws: number) =>
  rational(decimalOdds(won).numerator * BigInt(throws), decimalOdds(won).denominator * 216n);

describe('K3 dice', () => {
  it('settles a rule book of tickets against three throws', () => {
    const tickets: [K3Result, LotteryBetType<K3Result>, Selection, number, string][] = [
      // 2-2-5: sum 9, small and odd, a pair of twos.
      [[2, 2, 5], sum, { numbers: [9, 10] }, 2, '8.4'],
      [[2, 2, 5], side, { option: 'small' }, 1, '1.98'],
      [[2, 2, 5], side, { option: 'odd' }, 1, '1.98'],
      [[2, 2, 5], side, { option: 'big' }, 1, '0'],
      [[2, 2, 5], pair, { numbers: [2, 5] }, 2, '13.1'],
      [[2, 2, 5], twoDifferent, { numbers: [2, 5, 6] }, 3, '7'], // 2-5 wins, 2-6 and 5-6 lose
      [[2, 2, 5], threeDifferent, { numbers: [2, 5, 6] }, 1, '0'],
      [[2, 2, 5], triple, { numbers: [2] }, 1, '0'],
      [[2, 2, 5], anyTriple, {}, 1, '0'],
      [[2, 2, 5], straight, {}, 1, '0'],
      // 4-4-4: a triple, sum 12; big and even lose on it, a pair of fours wins.
      [[4, 4, 4], sum, { numbers: [12] }, 1, '8.4'],
      [[4, 4, 4], side, { option: 'big' }, 1, '0'],
      [[4, 4, 4], side, { option: 'even' }, 1, '0'],
      [[4, 4, 4], anyTriple, {}, 1, '35'],
      [[4, 4, 4], triple, { numbers: [4, 6] }, 2, '210'],
      [[4, 4, 4], pair, { numbers: [4] }, 1, '13.1'],
      [[4, 4, 4], twoDifferent, { numbers: [4, 5] }, 1, '0'],
      // 3-5-4: a straight in any order, and three different faces.
      [[3, 5, 4], straight, {}, 1, '8.75'],
      [[3, 5, 4], threeDifferent, { numbers: [3, 4, 5, 6] }, 4, '35'],
      [[3, 5, 4], twoDifferent, { numbers: [3, 4, 5] }, 3, '21'], // all three lines win
      [[3, 5, 4], side, { option: 'big' }, 1, '1.98'],
      [[3, 5, 4], sum, { numbers: [4, 17] }, 2, '0'],
      // The ends of the sums: 4 and 17 pay 70; 1-1-1 is no sum bet and loses small.
      [[1, 1, 2], sum, { numbers: [4] }, 1, '70'],
      [[6, 6, 5], sum, { numbers: [17] }, 1, '70'],
      [[1, 1, 1], side, { option: 'small' }, 1, '0'],
      [[1, 1, 1], triple, { numbers: [1] }, 1, '210'],
    ];
    for (const [dice, betType, selection, lines, won] of tickets) {
      const ticket = `${dice.join('-')} ${betType.code} ${JSON.stringify(selection)}`;
      expect(linesOf(betType, selection), ticket).toBe(lines);
      expect(returned(betType, selection, dice), ticket).toEqual(decimalOdds(won));
    }
    expect(sum.settle({ numbers: [9, 10] }, [2, 2, 5])).toEqual([{ prize: '9', count: 1 }]);
  });

  it('refuses bad selections with the reason', () => {
    const refusals: [LotteryBetType<K3Result>, unknown, string][] = [
      [sum, { numbers: [3] }, 'invalid_number'], // 3 and 18 are triples
      [sum, { numbers: [18] }, 'invalid_number'],
      [sum, { numbers: [] }, 'wrong_count'],
      [sum, {}, 'wrong_count'],
      [sum, { numbers: [9, 9] }, 'duplicate_number'],
      [side, { option: 'tie' }, 'invalid_option'],
      [side, {}, 'invalid_option'],
      [triple, { numbers: [7] }, 'invalid_number'],
      [triple, { numbers: ['1'] }, 'invalid_number'],
      [pair, { numbers: [0] }, 'invalid_number'],
      [twoDifferent, { numbers: [1] }, 'wrong_count'],
      [threeDifferent, { numbers: [1, 2] }, 'wrong_count'],
      [threeDifferent, { numbers: [1, 1, 2] }, 'duplicate_number'],
    ];
    for (const [betType, selection, reason] of refusals) {
      const ticket = `${betType.code} ${JSON.stringify(selection)}`;
      expect(betType.check(selection as Selection), ticket).toEqual({ ok: false, reason });
    }
    expect(linesOf(twoDifferent, { numbers: [1, 2, 3, 4, 5, 6] })).toBe(15);
    expect(linesOf(threeDifferent, { numbers: [1, 2, 3, 4, 5, 6] })).toBe(20);
    expect(() => sum.settle({ numbers: [3] }, [1, 1, 1])).toThrow(RangeError);
  });

  it('returns the fractions counted by hand over the 216 throws', () => {
    expect(ALL_THROWS).toHaveLength(216);
    // Throws per sum 4..17, as listed in every sic bo book.
    const throwsOfSum = [3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3];
    const sumReturns = throwsOfSum.map((throws, i) => {
      const odds = sum.defaultOdds[String(i + 4)]!;
      return rational(odds.numerator * BigInt(throws), odds.denominator * 216n);
    });
    // 35/36 everywhere but 10 and 11: 27 × 7.8 / 216 = 39/40.
    expect(sumReturns.filter((r) => rationalEquals(r, rational(35n, 36n)))).toHaveLength(12);
    expect(sumReturns[6]).toEqual(rational(39n, 40n));
    const byHand: [LotteryBetType<K3Result>, Rational][] = [
      [sum, rational(35n, 36n)],
      // Big: the 108 throws of 11–18 less 6-6-6 (18), 4-4-4 and 5-5-5: 105.
      [side, over216('1.98', 105)],
      [anyTriple, over216('35', 6)],
      [triple, over216('210', 1)],
      // Two or three of the face: 3 × 5 + 1 = 16 throws.
      [pair, over216('13.1', 16)],
      // Both faces show: 216 − 125 − 125 + 64 = 30 throws (inclusion–exclusion).
      [twoDifferent, over216('7', 30)],
      [threeDifferent, over216('35', 6)],
      // Four straights, six orders each.
      [straight, over216('8.75', 24)],
    ];
    expect(byHand.map(([betType]) => betType.code).sort()).toEqual([...K3_BET_TYPES.keys()].sort());
    for (const [betType, expected] of byHand) {
      expect(rationalEquals(betType.rtp(betType.defaultOdds), expected), betType.code).toBe(true);
    }
    expect(side.rtp(side.defaultOdds)).toEqual(rational(77n, 80n)); // 96.25%
    expect(pair.rtp(pair.defaultOdds)).toEqual(rational(131n, 135n)); // 97.04%
  });

  it('returns the same per line on a ticket of many lines', () => {
    const perLine = (betType: LotteryBetType<K3Result>, selection: Selection): Rational => {
      let won = 0n;
      for (const dice of ALL_THROWS) {
        const units = returned(betType, selection, dice);
        // Every default odds here has at most two decimals: hundredths count exactly.
        expect((units.numerator * 100n) % units.denominator).toBe(0n);
        won += (units.numerator * 100n) / units.denominator;
      }
      return rational(won, 100n * 216n * BigInt(linesOf(betType, selection)));
    };
    expect(perLine(twoDifferent, { numbers: [1, 2, 3, 4, 5, 6] })).toEqual(rational(35n, 36n));
    expect(perLine(threeDifferent, { numbers: [1, 3, 4, 6] })).toEqual(rational(35n, 36n));
    expect(perLine(triple, { numbers: [1, 2, 3, 4, 5, 6] })).toEqual(rational(35n, 36n));
    expect(perLine(pair, { numbers: [2, 5, 6] })).toEqual(rational(131n, 135n));
  });

  it('returns between 90% and 100% on every bet type at the default odds', () => {
    for (const betType of K3_BET_TYPES.values()) {
      const { numerator, denominator } = betType.rtp(betType.defaultOdds);
      expect(numerator * 10n > denominator * 9n && numerator < denominator, betType.code).toBe(
        true,
      );
    }
  });
});
