import { describe, expect, it } from 'vitest';
import { rational, type Rational } from '../rational';
import { uniformInt } from '../rng/draw';
import { fastRng } from '../rng/fast-prng';
import { decimalOdds, prizeUnits } from './odds';
import { FOUR_D_BET_TYPES, drawFourDSheet, type FourDSheet } from './sea-4d';
import { THAI_BET_TYPES, drawThaiResult, type ThaiResult } from './thai';
import type { LotteryBetType, OddsTable, PrizeWon, Selection } from './types';
import {
  VIETNAM_BET_TYPES,
  VIETNAM_LAYOUTS,
  drawVietnamSheet,
  type VietnamRegion,
  type VietnamSheet,
} from './vietnam';

// A selection's best outcome (`best`) on the games drawn elsewhere, whose results are too
// many to enumerate: worked examples, a sheet that pays exactly the best (so the figure is
// attained, not only a bound), and random sheets none of which pays more.

const greater = (a: Rational, b: Rational) =>
  a.numerator * b.denominator > b.numerator * a.denominator;

function betOf<R>(types: readonly LotteryBetType<R>[], code: string): LotteryBetType<R> {
  const found = types.find((bet) => bet.code === code);
  if (!found) throw new Error(`no bet type ${code}`);
  return found;
}

/** `best` at the default odds, and a result that pays exactly it. */
function expectAttained<R>(
  bet: LotteryBetType<R>,
  selection: Selection,
  expected: PrizeWon[],
  witness: R,
  odds: OddsTable = bet.defaultOdds,
) {
  expect(bet.best(selection, odds)).toEqual(expected);
  expect(prizeUnits(bet.settle(selection, witness), odds)).toEqual(prizeUnits(expected, odds));
}

const hits = (count: number): PrizeWon[] => [{ prize: 'hit', count }];

describe('Vietnamese bets: the best sheet for a selection', () => {
  const north = (code: string) => betOf(VIETNAM_BET_TYPES.north, code);
  const south = (code: string) => betOf(VIETNAM_BET_TYPES.south, code);

  /** A sheet of `region` whose every number ends in `ending`, padded with zeros. */
  const sheetEndingIn = (region: VietnamRegion, ending: string): VietnamSheet => ({
    region,
    tiers: VIETNAM_LAYOUTS[region].map((tier) =>
      Array.from({ length: tier.count }, () =>
        ending.slice(-tier.digits).padStart(tier.digits, '0'),
      ),
    ),
  });

  it('lô: every result can end in one picked number, so a line set wins once a result', () => {
    const numbers = ['07', '23', '45'];
    // 81 lines (3 × 27), and at best 27 of them win: all 27 results end in one number.
    expectAttained(north('lo2'), { numbers }, hits(27), sheetEndingIn('north', '07'));
    expectAttained(north('lo3'), { numbers: ['123'] }, hits(23), sheetEndingIn('north', '123'));
    expectAttained(north('lo4'), { numbers: ['1234'] }, hits(20), sheetEndingIn('north', '1234'));
    expectAttained(south('lo2'), { numbers }, hits(18), sheetEndingIn('south', '45'));
    expectAttained(south('lo3'), { numbers: ['999'] }, hits(17), sheetEndingIn('south', '999'));
    expect(
      prizeUnits(north('lo2').best({ numbers }, north('lo2').defaultOdds), {
        hit: decimalOdds('99'),
      }),
    ).toEqual(rational(27n * 99n, 1n));
  });

  it('đề đầu: the North’s four 7th prizes can all be the number; the South has one', () => {
    expectAttained(
      north('de_dau'),
      { numbers: ['08', '71'] },
      hits(4),
      sheetEndingIn('north', '08'),
    );
    expectAttained(south('de_dau'), { numbers: ['37'] }, hits(1), sheetEndingIn('south', '37'));
  });

  it('the bets on the special and the groups win one line at most', () => {
    const endingIn = sheetEndingIn('north', '48123');
    expectAttained(north('de'), { numbers: ['00', '23', '99'] }, hits(1), endingIn);
    expectAttained(north('cang3'), { numbers: ['123', '124'] }, hits(1), endingIn);
    expectAttained(north('dau'), { numbers: ['1', '2'] }, hits(1), endingIn);
    expectAttained(north('duoi'), { numbers: ['3'] }, hits(1), endingIn);
    expectAttained(north('tai_xiu'), { option: 'small' }, hits(1), endingIn);
    expectAttained(north('chan_le'), { option: 'odd' }, hits(1), endingIn);
    const xien: VietnamSheet = {
      ...endingIn,
      tiers: endingIn.tiers.map((tier, t) => (t === 7 ? ['11', '22', '33', '23'] : tier)),
    };
    expectAttained(north('xien3'), { numbers: ['11', '22', '33'] }, hits(1), xien);
    expectAttained(
      north('truot10'),
      { numbers: ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09'] },
      hits(1),
      endingIn,
    );
  });

  it('the sum of the special: one sum is drawn, the picked sum paid most', () => {
    const sum = north('sum');
    // 0 (one special in 100,000: 00000) pays far more than 22.
    const zero = sheetEndingIn('north', '00000');
    expectAttained(sum, { numbers: [22, 0] }, [{ prize: '0', count: 1 }], zero);
    const odds = { ...sum.defaultOdds, 22: decimalOdds('999999') };
    expect(sum.best({ numbers: [22, 0] }, odds)).toEqual([{ prize: '22', count: 1 }]);
  });

  it('no random sheet pays more than the best, whatever the bet type', () => {
    const rng = fastRng(27);
    for (const region of ['north', 'south'] as const) {
      for (let round = 0; round < 300; round += 1) {
        const sheet = drawVietnamSheet(rng, region);
        const endings = sheet.tiers.flat().map((n) => n.slice(-2));
        // Numbers from the sheet itself, so lines often win.
        const numbers = [...new Set([endings[uniformInt(rng, endings.length)]!, '00', '50'])];
        for (const bet of VIETNAM_BET_TYPES[region]) {
          const check = bet.check(selectionFor(bet.code, numbers, sheet));
          if (!check.ok) continue;
          const paid = prizeUnits(bet.settle(check.normalized, sheet), bet.defaultOdds);
          const best = prizeUnits(bet.best(check.normalized, bet.defaultOdds), bet.defaultOdds);
          expect(greater(paid, best), `${region} ${bet.code}`).toBe(false);
        }
      }
    }
  });

  /** A selection each bet type accepts, built from two-digit numbers drawn on the sheet. */
  function selectionFor(code: string, numbers: string[], sheet: VietnamSheet): Selection {
    const special = sheet.tiers[0]![0]!;
    if (code === 'tai_xiu') return { option: 'big' };
    if (code === 'chan_le') return { option: 'even' };
    if (code === 'sum') return { numbers: [20, 22, 27] };
    if (code === 'lo3' || code === 'cang3') return { numbers: [special.slice(-3)] };
    if (code === 'lo4' || code === 'cang4') return { numbers: [special.slice(-4)] };
    if (code === 'dau' || code === 'duoi') return { numbers: ['1', special.slice(-1)] };
    const k = /^(?:xien|truot)(\d+)$/.exec(code)?.[1];
    if (k !== undefined) {
      const group = [...numbers, '01', '02', '03', '04', '05', '06', '07', '08', '09', '10'];
      return { numbers: [...new Set(group)].slice(0, Number(k)) };
    }
    return { numbers };
  }
});

describe('4D: the 23 prizes go to different numbers', () => {
  const big = betOf(FOUR_D_BET_TYPES, 'big');
  const small = betOf(FOUR_D_BET_TYPES, 'small');
  const iBig = betOf(FOUR_D_BET_TYPES, 'ibig');

  /** A sheet giving the numbers the prizes in order: 1st, 2nd, 3rd, starters, consolations. */
  function sheetOf(numbers: readonly string[]): FourDSheet {
    const fill = Array.from({ length: 23 }, (_, i) => String(9000 + i));
    const all = [...numbers, ...fill.filter((n) => !numbers.includes(n))].slice(0, 23);
    return {
      first: all[0]!,
      second: all[1]!,
      third: all[2]!,
      starters: all.slice(3, 13),
      consolations: all.slice(13, 23),
    };
  }

  it('one number takes the first prize; two Small numbers the first and second', () => {
    expectAttained(big, { numbers: ['1234'] }, [{ prize: 'first', count: 1 }], sheetOf(['1234']));
    expectAttained(
      small,
      { numbers: ['1234', '5678', '0000', '4321'] },
      [
        { prize: 'first', count: 1 },
        { prize: 'second', count: 1 },
        { prize: 'third', count: 1 },
      ],
      sheetOf(['0000', '1234', '4321']),
    );
  });

  it('25 Big numbers win all 23 prizes, not 25 first prizes', () => {
    const numbers = Array.from({ length: 25 }, (_, i) => String(1000 + i));
    const every: PrizeWon[] = [
      { prize: 'first', count: 1 },
      { prize: 'second', count: 1 },
      { prize: 'third', count: 1 },
      { prize: 'starter', count: 10 },
      { prize: 'consolation', count: 10 },
    ];
    expectAttained(big, { numbers }, every, sheetOf(numbers));
    expect(prizeUnits(every, big.defaultOdds)).toEqual(
      rational(2500n + 1000n + 500n + 1800n + 600n, 1n),
    );
  });

  it('an i-bet’s permutations are different numbers: 1122 has 6, so it takes six prizes', () => {
    const orders = ['1122', '1212', '1221', '2112', '2121', '2211'];
    expectAttained(
      iBig,
      { numbers: ['1122'] },
      [
        { prize: 'first', count: 1 },
        { prize: 'second', count: 1 },
        { prize: 'third', count: 1 },
        { prize: 'starter', count: 3 },
      ],
      sheetOf(orders),
    );
  });

  it('follows the merchant’s odds: a starter paid above the first prize is the best', () => {
    const odds = { ...big.defaultOdds, starter: decimalOdds('3000') };
    const starter = sheetOf(['9100', '9101', '9102', '1234']);
    expectAttained(big, { numbers: ['1234'] }, [{ prize: 'starter', count: 1 }], starter, odds);
  });

  it('no random sheet pays more than the best', () => {
    const rng = fastRng(4);
    for (let round = 0; round < 500; round += 1) {
      const sheet = drawFourDSheet(rng);
      const numbers = [sheet.first, sheet.starters[0]!, sheet.consolations[1]!, '0000'];
      const unique = [...new Set(numbers)];
      for (const bet of FOUR_D_BET_TYPES) {
        const check = bet.check({ numbers: unique });
        if (!check.ok) continue;
        const paid = prizeUnits(bet.settle(check.normalized, sheet), bet.defaultOdds);
        const best = prizeUnits(bet.best(check.normalized, bet.defaultOdds), bet.defaultOdds);
        expect(greater(paid, best), bet.code).toBe(false);
      }
    }
  });
});

describe('Thai lottery: the best draw for a selection', () => {
  const thai = (code: string) => betOf(THAI_BET_TYPES, code);
  const DRAW: ThaiResult = {
    first: '000123',
    front3: ['456', '456'],
    back3: ['789', '012'],
    bottom2: '11',
  };

  it('front and back 3: one number can be both of the two, and is paid twice', () => {
    expectAttained(thai('front3'), { numbers: ['456'] }, hits(2), DRAW);
    expectAttained(thai('back3'), { numbers: ['789', '012', '555'] }, hits(2), DRAW);
  });

  it('3-tod: one order is drawn; a pair pays more than three different digits', () => {
    expectAttained(thai('tod3'), { numbers: ['321', '112'] }, [{ prize: 'pair', count: 1 }], {
      ...DRAW,
      first: '000121',
    });
    expectAttained(thai('tod3'), { numbers: ['321'] }, [{ prize: 'distinct', count: 1 }], DRAW);
  });

  it('running digits: three places hold three digits at most, two places two', () => {
    expectAttained(thai('run_top'), { numbers: ['1', '2', '3', '4'] }, hits(3), DRAW);
    expectAttained(thai('run_bottom'), { numbers: ['1', '2', '3'] }, hits(2), {
      ...DRAW,
      bottom2: '13',
    });
    expectAttained(thai('run_bottom'), { numbers: ['1'] }, hits(1), DRAW);
  });

  it('the straight numbers win once', () => {
    expectAttained(thai('top3'), { numbers: ['123', '124'] }, hits(1), DRAW);
    expectAttained(thai('top2'), { numbers: ['23', '24'] }, hits(1), DRAW);
    expectAttained(thai('bottom2'), { numbers: ['11', '12'] }, hits(1), DRAW);
  });

  it('no random draw pays more than the best', () => {
    const rng = fastRng(16);
    for (let round = 0; round < 500; round += 1) {
      const result = drawThaiResult(rng);
      const selections: Record<string, Selection> = {
        top3: { numbers: [result.first.slice(-3)] },
        tod3: { numbers: ['123', '112'] },
        top2: { numbers: [result.first.slice(-2)] },
        bottom2: { numbers: [result.bottom2] },
        run_top: { numbers: ['0', '1', '2', '3', '4', '5'] },
        run_bottom: { numbers: ['0', '1', '2', '3', '4', '5'] },
        front3: { numbers: [...new Set(result.front3)] },
        back3: { numbers: [...new Set(result.back3)] },
      };
      for (const bet of THAI_BET_TYPES) {
        const selection = selections[bet.code]!;
        const paid = prizeUnits(bet.settle(selection, result), bet.defaultOdds);
        const best = prizeUnits(bet.best(selection, bet.defaultOdds), bet.defaultOdds);
        expect(greater(paid, best), bet.code).toBe(false);
      }
    }
  });
});
