import { describe, expect, it } from 'vitest';
import { rational, type Rational } from '../rational';
import { fastRng } from '../rng/fast-prng';
import { THAI_BET_TYPES, checkThaiResult, drawThaiResult, type ThaiResult } from './thai';
import type { LotteryBetType, Selection } from './types';

/** The draw of the 16th: first prize 062418, bottom two 63. */
const DRAW: ThaiResult = {
  first: '062418',
  front3: ['593', '017'],
  back3: ['240', '786'],
  bottom2: '63',
};

const betType = (code: string): LotteryBetType<ThaiResult> => {
  const found = THAI_BET_TYPES.find((b) => b.code === code);
  if (!found) throw new Error(`no bet type ${code}`);
  return found;
};

const add = (a: Rational, b: Rational) =>
  rational(
    a.numerator * b.denominator + b.numerator * a.denominator,
    a.denominator * b.denominator,
  );

/** What one unit on each line returns against `result`: Σ count × odds. */
function returned(code: string, selection: Selection, result: ThaiResult = DRAW): Rational {
  const bet = betType(code);
  return bet.settle(selection, result).reduce(
    (sum, { prize, count }) => {
      const odds = bet.defaultOdds[prize]!;
      return add(sum, rational(BigInt(count) * odds.numerator, odds.denominator));
    },
    rational(0n, 1n),
  );
}

const units = (text: string): Rational => {
  const [whole, fraction = ''] = text.split('.');
  return rational(BigInt(whole! + fraction), 10n ** BigInt(fraction.length));
};

const refusal = (code: string, selection: unknown) => {
  const check = betType(code).check(selection as Selection);
  return check.ok ? check.lines : check.reason;
};

describe('Thai results', () => {
  it('accepts a result as entered and points at what is wrong', () => {
    expect(checkThaiResult(DRAW)).toEqual({ ok: true, result: DRAW });
    expect(checkThaiResult({ ...DRAW, back3: ['240', '240'] })).toMatchObject({ ok: true });
    expect(checkThaiResult({ ...DRAW, first: '62418' })).toEqual({
      ok: false,
      reason: 'wrong_length',
      field: 'first',
    });
    expect(checkThaiResult({ ...DRAW, bottom2: 63 })).toMatchObject({ reason: 'not_digits' });
    expect(checkThaiResult({ ...DRAW, front3: ['593'] })).toEqual({
      ok: false,
      reason: 'wrong_count',
      field: 'front3',
    });
    expect(checkThaiResult({ ...DRAW, back3: ['240', '78'] })).toEqual({
      ok: false,
      reason: 'wrong_length',
      field: 'back3',
      position: 1,
    });
    expect(checkThaiResult(undefined)).toMatchObject({ ok: false, field: 'first' });
  });

  it('draws results of the right shape from an Rng, the same for the same seed', () => {
    const rng = fastRng(1);
    for (let i = 0; i < 100; i += 1) {
      const result = drawThaiResult(rng);
      expect(checkThaiResult(result)).toEqual({ ok: true, result });
    }
    expect(drawThaiResult(fastRng(16))).toEqual(drawThaiResult(fastRng(16)));
  });
});

describe('Thai bets, worked on 062418 / 593 017 / 240 786 / 63', () => {
  it('3-top wants 418 exactly; 3-tod any order of 4, 1, 8', () => {
    expect(returned('top3', { numbers: ['418'] })).toEqual(units('900'));
    expect(returned('top3', { numbers: ['481'] })).toEqual(units('0'));
    expect(returned('tod3', { numbers: ['481'] })).toEqual(units('150'));
    expect(returned('tod3', { numbers: ['418', '123'] })).toEqual(units('150'));
    expect(refusal('tod3', { numbers: ['418', '123'] })).toBe(2);
  });

  it('3-tod on a pair pays double: it has 3 orders, not 6', () => {
    const pair: ThaiResult = { ...DRAW, first: '530353' };
    expect(returned('tod3', { numbers: ['335'] }, pair)).toEqual(units('300'));
    expect(betType('tod3').settle({ numbers: ['533'] }, pair)).toEqual([
      { prize: 'pair', count: 1 },
    ]);
    expect(refusal('tod3', { numbers: ['111'] })).toBe('invalid_number');
    expect(refusal('tod3', { numbers: ['481', '814'] })).toBe('duplicate_number');
  });

  it('2-top is the first prize’s last two, 2-bottom the drawn two', () => {
    expect(returned('top2', { numbers: ['18'] })).toEqual(units('90'));
    expect(returned('top2', { numbers: ['63'] })).toEqual(units('0'));
    expect(returned('bottom2', { numbers: ['63', '36'] })).toEqual(units('90'));
  });

  it('running digits pay once per digit found, however often it is there', () => {
    expect(returned('run_top', { numbers: ['4', '9'] })).toEqual(units('3.2'));
    expect(returned('run_top', { numbers: ['3'] }, { ...DRAW, first: '530353' })).toEqual(
      units('3.2'),
    );
    expect(returned('run_bottom', { numbers: ['6', '3'] })).toEqual(units('9.2'));
    expect(returned('run_bottom', { numbers: ['3'] }, { ...DRAW, bottom2: '33' })).toEqual(
      units('4.6'),
    );
    expect(refusal('run_top', { numbers: ['12'] })).toBe('invalid_number');
  });

  it('front 3 and back 3 win on either number, and twice if both are it', () => {
    expect(refusal('front3', { numbers: ['017'] })).toBe(1);
    expect(returned('front3', { numbers: ['017'] })).toEqual(units('450'));
    expect(returned('back3', { numbers: ['017'] })).toEqual(units('0'));
    expect(returned('back3', { numbers: ['786', '240'] })).toEqual(units('900'));
    expect(returned('back3', { numbers: ['240'] }, { ...DRAW, back3: ['240', '240'] })).toEqual(
      units('900'),
    );
  });
});

describe('Thai RTPs, exact', () => {
  /** The average return per line over every equally likely value of what the bet reads. */
  function settledOver(
    code: string,
    selection: Selection,
    values: number,
    digits: number,
    place: (value: string) => ThaiResult,
  ): Rational {
    let total = rational(0n, 1n);
    for (let v = 0; v < values; v += 1) {
      total = add(total, returned(code, selection, place(String(v).padStart(digits, '0'))));
    }
    const check = betType(code).check(selection);
    const lines = BigInt(check.ok ? check.lines : 0);
    return rational(total.numerator, total.denominator * lines * BigInt(values));
  }

  const lastThree = (v: string): ThaiResult => ({ ...DRAW, first: `062${v}` });
  const bottom = (v: string): ThaiResult => ({ ...DRAW, bottom2: v });

  it('settling every ending of the first prize gives each bet’s RTP', () => {
    const cases: [string, Selection][] = [
      ['top3', { numbers: ['418', '007'] }],
      ['tod3', { numbers: ['418'] }],
      ['tod3', { numbers: ['445'] }],
      ['top2', { numbers: ['18'] }],
      ['run_top', { numbers: ['0', '7'] }],
    ];
    for (const [code, selection] of cases) {
      const bet = betType(code);
      expect(settledOver(code, selection, 1000, 3, lastThree), code).toEqual(
        bet.rtp(bet.defaultOdds),
      );
    }
    for (const code of ['bottom2', 'run_bottom']) {
      const selection = { numbers: code === 'bottom2' ? ['63'] : ['3'] };
      const bet = betType(code);
      expect(settledOver(code, selection, 100, 2, bottom)).toEqual(bet.rtp(bet.defaultOdds));
    }
  });

  it('front and back 3: the two numbers are settled one at a time and add up', () => {
    for (const code of ['front3', 'back3'] as const) {
      const field = code;
      const selection = { numbers: ['505'] };
      // With the other number fixed off the selection, each position alone returns its share.
      const first = settledOver(code, selection, 1000, 3, (v) => ({
        ...DRAW,
        [field]: [v, '000'],
      }));
      const second = settledOver(code, selection, 1000, 3, (v) => ({
        ...DRAW,
        [field]: ['000', v],
      }));
      const bet = betType(code);
      expect(add(first, second)).toEqual(bet.rtp(bet.defaultOdds));
    }
  });

  it('every default RTP is below 100% and above 85%', () => {
    expect(THAI_BET_TYPES.map((b) => [b.code, b.rtp(b.defaultOdds)])).toEqual([
      ['top3', rational(9n, 10n)],
      ['tod3', rational(9n, 10n)],
      ['top2', rational(9n, 10n)],
      ['bottom2', rational(9n, 10n)],
      ['run_top', rational(542n, 625n)], // 3.2 × 271/1000 = 86.72%
      ['run_bottom', rational(437n, 500n)], // 4.6 × 19/100 = 87.4%
      ['front3', rational(9n, 10n)],
      ['back3', rational(9n, 10n)],
    ]);
    for (const bet of THAI_BET_TYPES) {
      const { numerator, denominator } = bet.rtp(bet.defaultOdds);
      expect(numerator < denominator && numerator * 100n > 85n * denominator).toBe(true);
    }
  });
});
