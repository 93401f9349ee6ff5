import { describe, expect, it } from 'vitest';
import { rational, type Rational } from '../rational';
import { uniformInt } from '../rng/draw';
import { fastRng } from '../rng/fast-prng';
import { ALL_THROWS, K3_BET_TYPES } from './elottery-k3';
import { KENO_BET_TYPES, PICKS } from './elottery-keno';
import { PK10_BET_TYPES } from './elottery-pk10';
import { SSC_BET_TYPES } from './elottery-ssc';
import { decimalOdds, prizeUnits } from './odds';
import type { LotteryBetType, OddsTable, Selection } from './types';

// A selection's best outcome (`best`), checked against brute force: for every possible
// result of the places a selection reads, the most `settle` pays at the same odds. Each bet
// type is tried at its default odds and at a skewed table where every prize pays
// differently, since with several prizes "best" depends on the odds.

type Draw = readonly number[];

const greater = (a: Rational, b: Rational) =>
  a.numerator * b.denominator > b.numerator * a.denominator;

/** The most any of `results` pays the selection at these odds. */
function bruteBest(
  betType: LotteryBetType<Draw>,
  selection: Selection,
  results: Iterable<Draw>,
  odds: OddsTable,
): Rational {
  let most = rational(0n, 1n);
  for (const result of results) {
    const units = prizeUnits(betType.settle(selection, result), odds);
    if (greater(units, most)) most = units;
  }
  return most;
}

const bestUnits = (betType: LotteryBetType<Draw>, selection: Selection, odds: OddsTable) =>
  prizeUnits(betType.best(selection, odds), odds);

/** The same prizes at odds 0.1 … 9.7, a different figure for each, in no useful order. */
const skewed = (odds: OddsTable): OddsTable =>
  Object.fromEntries(
    Object.keys(odds).map((prize, i) => [prize, rational(BigInt(((i + 3) * 37) % 97) + 1n, 10n)]),
  );

function expectBestIsBrute(
  betType: LotteryBetType<Draw>,
  selections: readonly Selection[],
  results: () => Iterable<Draw>,
) {
  for (const selection of selections) {
    expect(betType.check(selection)).toMatchObject({ ok: true });
    for (const odds of [betType.defaultOdds, skewed(betType.defaultOdds)]) {
      expect(bestUnits(betType, selection, odds), JSON.stringify(selection)).toEqual(
        bruteBest(betType, selection, results(), odds),
      );
    }
  }
}

/** Every subset of `items` with at least `least` members. */
function subsetsOf<T>(items: readonly T[], least: number): T[][] {
  const all: T[][] = [[]];
  for (const item of items) all.push(...all.map((subset) => [...subset, item]));
  return all.filter((subset) => subset.length >= least);
}

const betOf = (types: ReadonlyMap<string, LotteryBetType<Draw>>, code: string) => types.get(code)!;

describe('SSC: the best outcome is the most any of the 100,000 results pays', () => {
  /** Every result of the positions `at` (0-based), the others 0: all a bet on them reads. */
  const resultsAt = (...at: number[]) =>
    function* () {
      for (let n = 0; n < 10 ** at.length; n += 1) {
        const digits = String(n).padStart(at.length, '0').split('').map(Number);
        yield [0, 1, 2, 3, 4].map((position) => {
          const i = at.indexOf(position);
          return i >= 0 ? digits[i]! : 0;
        });
      }
    };
  const everyResult = resultsAt(0, 1, 2, 3, 4);
  const ssc = (code: string) => betOf(SSC_BET_TYPES, code);
  const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

  it('a digit at a position wins once a position, however many digits are picked', () => {
    // The case that started it: ten digits at one position cost 10 lines and win 9.80, not 98.
    expect(bestUnits(ssc('digit'), { positions: [DIGITS] }, ssc('digit').defaultOdds)).toEqual(
      decimalOdds('9.8'),
    );
    expectBestIsBrute(
      ssc('digit'),
      [{ positions: [DIGITS] }, { positions: [[1, 2], [3], [], [], [0, 9]] }],
      everyResult,
    );
  });

  it('by-position sides: each position shows one digit, on one of each pair of sides', () => {
    const all = ['big', 'small', 'odd', 'even'];
    expectBestIsBrute(
      ssc('digit_side'),
      [{ positions: [all, ['big', 'odd'], [], ['small'], ['even', 'odd', 'small']] }],
      everyResult,
    );
    // Big and small on one digit: only one of them comes, with odd or even beside it.
    expect(
      ssc('digit_side').best({ positions: [all] }, ssc('digit_side').defaultOdds),
    ).toHaveLength(2);
  });

  it('one-line options and the bets on three or two digits win one line at most', () => {
    expectBestIsBrute(ssc('sum_side'), [{ option: 'big' }, { option: 'even' }], everyResult);
    expectBestIsBrute(
      ssc('dragon_tiger'),
      [{ option: 'tie' }, { option: 'tiger' }],
      resultsAt(0, 4),
    );
    expectBestIsBrute(
      ssc('three_direct'),
      [{ option: 'middle', positions: [DIGITS, [1, 2], DIGITS] }],
      resultsAt(1, 2, 3),
    );
    expectBestIsBrute(
      ssc('three_group3'),
      [{ option: 'front', numbers: [1, 2, 3, 4] }],
      resultsAt(0, 1, 2),
    );
    expectBestIsBrute(
      ssc('three_group6'),
      [{ option: 'back', numbers: DIGITS }],
      resultsAt(2, 3, 4),
    );
    expectBestIsBrute(ssc('three_leopard'), [{ option: 'front' }], resultsAt(0, 1, 2));
    expectBestIsBrute(
      ssc('two_direct'),
      [{ option: 'back', positions: [DIGITS, DIGITS] }],
      resultsAt(3, 4),
    );
    expectBestIsBrute(ssc('two_group'), [{ option: 'front', numbers: [0, 5, 9] }], resultsAt(0, 1));
  });
});

describe('K3: the best outcome is the most any of the 216 throws pays', () => {
  const FACES = [1, 2, 3, 4, 5, 6];
  const k3 = (code: string) => betOf(K3_BET_TYPES, code);
  const throws = () => ALL_THROWS;

  it('every selection of faces, for every bet type on faces', () => {
    expectBestIsBrute(
      k3('triple'),
      subsetsOf(FACES, 1).map((numbers) => ({ numbers })),
      throws,
    );
    expectBestIsBrute(
      k3('pair'),
      subsetsOf(FACES, 1).map((numbers) => ({ numbers })),
      throws,
    );
    expectBestIsBrute(
      k3('two_different'),
      subsetsOf(FACES, 2).map((numbers) => ({ numbers })),
      throws,
    );
    expectBestIsBrute(
      k3('three_different'),
      subsetsOf(FACES, 3).map((numbers) => ({ numbers })),
      throws,
    );
  });

  it('two different faces: six picked win three pairs at most (three faces thrown)', () => {
    expect(k3('two_different').best({ numbers: FACES }, k3('two_different').defaultOdds)).toEqual([
      { prize: 'hit', count: 3 },
    ]);
  });

  it('sums: one sum is thrown, the best is the picked sum paid most', () => {
    const rng = fastRng(16);
    const sums = Array.from({ length: 14 }, (_, i) => i + 4);
    const random = Array.from({ length: 30 }, () => ({
      numbers: sums.filter(() => uniformInt(rng, 2) === 1),
    })).filter((selection) => selection.numbers.length > 0);
    expectBestIsBrute(k3('sum'), [{ numbers: sums }, { numbers: [9, 10] }, ...random], throws);
    // 4 and 17 at 70 were once counted twice (140): one sum comes.
    expect(bestUnits(k3('sum'), { numbers: [4, 17] }, k3('sum').defaultOdds)).toEqual(
      decimalOdds('70'),
    );
  });

  it('sides and the bets that take no picks', () => {
    expectBestIsBrute(
      k3('side'),
      ['big', 'small', 'odd', 'even'].map((option) => ({ option })),
      throws,
    );
    expectBestIsBrute(k3('any_triple'), [{}], throws);
    expectBestIsBrute(k3('straight'), [{}], throws);
  });
});

describe('PK10: the best outcome is the most any finishing order pays', () => {
  const pk10 = (code: string) => betOf(PK10_BET_TYPES, code);

  /**
   * Every finishing order as seen by `places`: each ordered choice of different cars for
   * them, the other cars after in number order (which the selection does not read).
   */
  function* ordersAt(places: readonly number[]): Generator<Draw> {
    const cars = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    function* choose(i: number, chosen: number[]): Generator<number[]> {
      if (i === places.length) {
        yield chosen;
        return;
      }
      for (const car of cars) if (!chosen.includes(car)) yield* choose(i + 1, [...chosen, car]);
    }
    for (const chosen of choose(0, [])) {
      const rest = cars.filter((car) => !chosen.includes(car));
      yield cars.map((_, place) => {
        const at = places.indexOf(place);
        return at >= 0 ? chosen[at]! : rest.shift()!;
      });
    }
  }
  const first = (count: number) => () => ordersAt(Array.from({ length: count }, (_, i) => i));

  it('a car at a place: one car cannot finish in two places', () => {
    expect(
      pk10('position').best({ positions: [[1], [1], [1, 2]] }, pk10('position').defaultOdds),
    ).toEqual([{ prize: 'hit', count: 2 }]);
    expectBestIsBrute(
      pk10('position'),
      [
        { positions: [[1], [1], [1, 2]] },
        { positions: [[3, 4], [3], [4], [3, 4, 5]] },
        { positions: [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]] },
      ],
      first(4),
    );
  });

  it('by-place sides: only two cars are big and odd (7 and 9), two small and even', () => {
    const all = ['big', 'small', 'odd', 'even'];
    expectBestIsBrute(
      pk10('position_side'),
      [
        {
          positions: [
            ['big', 'odd'],
            ['big', 'odd'],
            ['big', 'odd'],
            ['odd', 'small'],
          ],
        },
        { positions: [all, all, ['small', 'even'], ['small', 'even'], ['small', 'even']] },
      ],
      first(5),
    );
    // Five or six places on big and odd: two take 7 and 9 (two prizes each), the others one
    // side each (the orders of five places are brute-forced; six is the same reasoning).
    const bigOdd = (places: number) => Array.from({ length: places }, () => ['big', 'odd']);
    const sides = pk10('position_side');
    expect(bestUnits(sides, { positions: bigOdd(6) }, sides.defaultOdds)).toEqual(
      rational(8n * 198n, 100n),
    );
    expectBestIsBrute(sides, [{ positions: bigOdd(5) }], first(5));
  });

  it('dragon and tiger: the five pairs of places go their own ways', () => {
    expectBestIsBrute(pk10('dragon_tiger'), [{ positions: [['dragon', 'tiger'], ['tiger']] }], () =>
      ordersAt([0, 1, 8, 9]),
    );
    expect(
      pk10('dragon_tiger').best(
        { positions: [['dragon', 'tiger'], [], ['tiger'], ['dragon'], ['dragon', 'tiger']] },
        pk10('dragon_tiger').defaultOdds,
      ),
    ).toEqual([
      { prize: 'dragon', count: 3 },
      { prize: 'tiger', count: 1 },
    ]);
  });

  it('1st + 2nd: one sum comes, at its own odds', () => {
    expectBestIsBrute(
      pk10('top_two_sum'),
      [{ numbers: [3, 11] }, { numbers: [5, 6, 7, 8, 9, 10, 11, 12, 13] }],
      first(2),
    );
    expectBestIsBrute(
      pk10('top_two_sum_side'),
      ['big', 'small', 'odd', 'even'].map((option) => ({ option })),
      first(2),
    );
  });
});

describe('Keno: the best outcome is the count of picks drawn that the table pays most', () => {
  const drawWith = (picks: readonly number[], drawnOfThem: number): Draw => {
    const others = Array.from({ length: 80 }, (_, i) => i + 1).filter((n) => !picks.includes(n));
    return [...picks.slice(0, drawnOfThem), ...others.slice(0, 20 - drawnOfThem)];
  };

  it('pays the top prize at the default odds, and a result that pays it exists', () => {
    for (const pick of PICKS) {
      const k = Number(pick.code.slice(4));
      const numbers = Array.from({ length: k }, (_, i) => 3 * i + 1);
      const best = pick.best({ numbers }, pick.defaultOdds);
      expect(best).toEqual([{ prize: String(k), count: 1 }]);
      expect(pick.settle({ numbers }, drawWith(numbers, k))).toEqual(best);
    }
  });

  it('at a table where none drawn pays most, the best is none drawn', () => {
    const pick10 = KENO_BET_TYPES.get('pick10')!;
    const odds = { ...pick10.defaultOdds, 0: decimalOdds('500000') };
    const numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(pick10.best({ numbers }, odds)).toEqual([{ prize: '0', count: 1 }]);
    expect(pick10.settle({ numbers }, drawWith(numbers, 0))).toEqual([{ prize: '0', count: 1 }]);
  });

  it('no drawn result pays more than the best, over random draws and picks', () => {
    const rng = fastRng(80);
    for (let round = 0; round < 2000; round += 1) {
      const pick = PICKS[uniformInt(rng, PICKS.length)]!;
      const k = Number(pick.code.slice(4));
      const balls = Array.from({ length: 80 }, (_, i) => i + 1);
      for (let i = 0; i < 30; i += 1) {
        const j = i + uniformInt(rng, 80 - i);
        [balls[i], balls[j]] = [balls[j]!, balls[i]!];
      }
      const drawn = uniformInt(rng, k + 1);
      const numbers = [...balls.slice(0, drawn), ...balls.slice(20, 20 + k - drawn)];
      const result = balls.slice(0, 20);
      const odds = skewed(pick.defaultOdds);
      const paid = prizeUnits(pick.settle({ numbers }, result), odds);
      expect(greater(paid, bestUnits(pick, { numbers }, odds))).toBe(false);
    }
    const sumSide = KENO_BET_TYPES.get('sum_side')!;
    expect(sumSide.best({ option: 'odd' }, sumSide.defaultOdds)).toEqual([
      { prize: 'odd', count: 1 },
    ]);
  });
});

describe('best reads only a checked selection', () => {
  it('throws on a selection its check refuses, as settle does', () => {
    const digit = SSC_BET_TYPES.get('digit')!;
    expect(() => digit.best({ positions: [[10]] }, digit.defaultOdds)).toThrow(RangeError);
  });
});
