import { describe, expect, it } from 'vitest';
import { rational, rationalEquals, type Rational } from '../rational';
import { fastRng } from '../rng/fast-prng';
import {
  FOUR_D_BET_TYPES,
  big,
  checkFourDSheet,
  drawFourDSheet,
  iBig,
  iSmall,
  permutationsOf,
  small,
  type FourDSheet,
} from './sea-4d';
import type { LotteryBetType, Selection } from './types';

/** A Magnum-style draw: 23 distinct numbers. */
const SHEET: FourDSheet = {
  first: '4821',
  second: '0736',
  third: '1284',
  starters: ['5590', '2048', '8812', '3107', '6634', '9015', '0472', '7360', '1948', '2222'],
  consolations: ['3355', '6071', '8406', '1529', '4380', '9763', '0118', '5247', '7912', '2690'],
};

/** What one unit on each line returns: Σ count × odds. */
function returned(bet: LotteryBetType<FourDSheet>, selection: Selection, sheet = SHEET): Rational {
  return bet.settle(selection, sheet).reduce(
    (sum, { prize, count }) => {
      const odds = bet.defaultOdds[prize]!;
      return rational(
        sum.numerator * odds.denominator + BigInt(count) * odds.numerator * sum.denominator,
        sum.denominator * odds.denominator,
      );
    },
    rational(0n, 1n),
  );
}

const whole = (n: bigint) => rational(n, 1n);
const lines = (bet: LotteryBetType<FourDSheet>, selection: Selection) => {
  const check = bet.check(selection);
  return check.ok ? check.lines : check.reason;
};

describe('4D sheets', () => {
  it('accepts 23 distinct four-digit numbers and points at what is wrong', () => {
    expect(checkFourDSheet(SHEET)).toEqual({ ok: true, sheet: SHEET });
    expect(checkFourDSheet({ ...SHEET, starters: SHEET.starters.slice(1) })).toEqual({
      ok: false,
      reason: 'wrong_count',
      field: 'starters',
    });
    expect(checkFourDSheet({ ...SHEET, consolations: undefined })).toMatchObject({
      reason: 'wrong_count',
      field: 'consolations',
    });
    expect(checkFourDSheet({ ...SHEET, second: '736' })).toEqual({
      ok: false,
      reason: 'wrong_length',
      field: 'second',
    });
    expect(checkFourDSheet({ ...SHEET, first: 4821 })).toMatchObject({ reason: 'not_digits' });
    const repeated = [...SHEET.consolations];
    repeated[4] = '1284'; // the third prize again
    expect(checkFourDSheet({ ...SHEET, consolations: repeated })).toEqual({
      ok: false,
      reason: 'duplicate_number',
      field: 'consolations',
      position: 4,
    });
  });

  it('draws 23 distinct numbers from an Rng, the same for the same seed', () => {
    const rng = fastRng(4);
    for (let i = 0; i < 100; i += 1) {
      const sheet = drawFourDSheet(rng);
      expect(checkFourDSheet(sheet)).toEqual({ ok: true, sheet });
    }
    expect(drawFourDSheet(fastRng(9))).toEqual(drawFourDSheet(fastRng(9)));
  });
});

describe('4D bets, worked on the sheet (1st 4821, 2nd 0736, 3rd 1284)', () => {
  it('Big pays on every prize, Small on the top three only', () => {
    expect(returned(big, { numbers: ['4821'] })).toEqual(whole(2500n));
    expect(returned(big, { numbers: ['0736'] })).toEqual(whole(1000n));
    expect(returned(big, { numbers: ['1284'] })).toEqual(whole(500n));
    expect(returned(big, { numbers: ['2048'] })).toEqual(whole(180n));
    expect(returned(big, { numbers: ['0118'] })).toEqual(whole(60n));
    expect(returned(big, { numbers: ['1821'] })).toEqual(whole(0n));
    expect(returned(small, { numbers: ['4821'] })).toEqual(whole(3500n));
    expect(returned(small, { numbers: ['1284'] })).toEqual(whole(1000n));
    expect(returned(small, { numbers: ['2048'] })).toEqual(whole(0n));
    // Several numbers on one line of the slip: one line each.
    expect(lines(big, { numbers: ['4821', '2048', '9999'] })).toBe(3);
    expect(big.settle({ numbers: ['4821', '2048', '9999'] }, SHEET)).toEqual([
      { prize: 'first', count: 1 },
      { prize: 'starter', count: 1 },
    ]);
  });

  it('an i-bet is one line per distinct permutation, each an ordinary bet', () => {
    expect(lines(iBig, { numbers: ['1248'] })).toBe(24);
    expect(lines(iBig, { numbers: ['1128'] })).toBe(12);
    expect(lines(iBig, { numbers: ['1188'] })).toBe(6);
    expect(lines(iBig, { numbers: ['1112'] })).toBe(4);
    expect(lines(iBig, { numbers: ['2222'] })).toBe(1);
    // Among the 24 orders of 1248 are 4821 (1st) and 1284 (3rd); no starter or consolation.
    expect(iBig.settle({ numbers: ['1248'] }, SHEET)).toEqual([
      { prize: 'first', count: 1 },
      { prize: 'third', count: 1 },
    ]);
    // 3000 per unit on each line: a stake of 24 spread over the 24 lines wins 3000.
    expect(returned(iBig, { numbers: ['1248'] })).toEqual(whole(3000n));
    expect(returned(iSmall, { numbers: ['8412'] })).toEqual(whole(4500n));
    expect(lines(iBig, { numbers: ['1248', '8421'] })).toBe('duplicate_number');
    expect(lines(iBig, { numbers: ['1248', '3107'] })).toBe(48);
  });

  it('refuses numbers that are not four digits', () => {
    expect(lines(big, { numbers: ['482'] })).toBe('invalid_number');
    expect(lines(big, { numbers: [4821] })).toBe('invalid_number');
    expect(lines(big, { numbers: ['4821', '4821'] })).toBe('duplicate_number');
    expect(lines(small, { numbers: [] })).toBe('wrong_count');
  });
});

describe('4D RTPs, exact', () => {
  it('counts the distinct permutations of every number as brute force does', () => {
    const byDigits = new Map<string, number>();
    for (let n = 0; n < 10_000; n += 1) {
      const key = [...String(n).padStart(4, '0')].sort().join('');
      byDigits.set(key, (byDigits.get(key) ?? 0) + 1);
    }
    for (const number of ['0000', '0001', '0011', '0012', '0123', '9876', '5055', '7117']) {
      const perms = permutationsOf(number);
      expect(perms.length).toBe(byDigits.get([...number].sort().join('')));
      expect(perms).toContain(number);
      expect(new Set(perms).size).toBe(perms.length);
    }
  });

  it('Big 64% and Small 65%: hypergeometric chances of each tier', () => {
    // P(a given number is among the m prizes of a tier) = C(9999, m − 1) / C(10000, m).
    const choose = (n: bigint, k: bigint): bigint => {
      let value = 1n;
      for (let i = 0n; i < k; i += 1n) value = (value * (n - i)) / (i + 1n);
      return value;
    };
    const tier = (m: bigint) => rational(choose(9999n, m - 1n), choose(10_000n, m));
    expect(tier(10n)).toEqual(rational(10n, 10_000n));
    const expected = (paid: [odds: bigint, m: bigint][]) =>
      paid.reduce(
        (sum, [odds, m]) => {
          const p = tier(m);
          return rational(
            sum.numerator * p.denominator + odds * p.numerator * sum.denominator,
            sum.denominator * p.denominator,
          );
        },
        rational(0n, 1n),
      );
    const bigRtp = expected([
      [2500n, 1n],
      [1000n, 1n],
      [500n, 1n],
      [180n, 10n],
      [60n, 10n],
    ]);
    const smallRtp = expected([
      [3500n, 1n],
      [2000n, 1n],
      [1000n, 1n],
    ]);
    expect(FOUR_D_BET_TYPES.map((b) => b.rtp(b.defaultOdds))).toEqual([
      bigRtp,
      smallRtp,
      bigRtp,
      smallRtp,
    ]);
    // The pools' own tables: docs/lottery-rules.md shows why they stay below 85%.
    expect([bigRtp, smallRtp]).toEqual([rational(16n, 25n), rational(13n, 20n)]);
  });

  it('on any one sheet, the 10,000 ordinary bets return the RTP on average', () => {
    // Relabelling the 10,000 numbers maps draws to equally likely draws, so a number's
    // average return over all draws is the average over all numbers of one draw.
    for (const sheet of [SHEET, drawFourDSheet(fastRng(23))]) {
      for (const bet of [big, small]) {
        let total = 0n;
        for (let n = 0; n < 10_000; n += 1) {
          const won = returned(bet, { numbers: [String(n).padStart(4, '0')] }, sheet);
          total += won.numerator / won.denominator;
        }
        expect(rationalEquals(rational(total, 10_000n), bet.rtp(bet.defaultOdds))).toBe(true);
      }
    }
  });

  it('an i-bet settles as its permutations bought one by one', () => {
    const rng = fastRng(5);
    for (let i = 0; i < 200; i += 1) {
      const sheet = drawFourDSheet(rng);
      // A permutation of a winning number, so the i-bet usually wins something.
      const number = [...sheet.starters[i % 10]!].reverse().join('');
      const asIBet = returned(iBig, { numbers: [number] }, sheet);
      const oneByOne = rational(
        permutationsOf(number).reduce((sum, p) => {
          const won = returned(big, { numbers: [p] }, sheet);
          return sum + won.numerator / won.denominator;
        }, 0n),
        1n,
      );
      expect(asIBet).toEqual(oneByOne);
    }
  });
});
