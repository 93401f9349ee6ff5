import { describe, expect, it } from 'vitest';
import { rational, rationalEquals, type Rational } from '../rational';
import { fastRng } from '../rng/fast-prng';
import { digitSumWays, probabilityAllAppear, probabilityNoneAppear } from './odds';
import type { LotteryBetType, Selection } from './types';
import {
  VIETNAM_BET_TYPES,
  VIETNAM_LAYOUTS,
  checkVietnamSheet,
  drawVietnamSheet,
  loResults,
  type VietnamRegion,
  type VietnamSheet,
} from './vietnam';

/** A Hà Nội sheet: đề 23; 23, 17 and 45 are each drawn twice among the 27 lô results. */
const NORTH: VietnamSheet = {
  region: 'north',
  tiers: [
    ['48123'],
    ['90517'],
    ['33206', '71245'],
    ['05863', '62391', '18774', '40958', '27630', '86411'],
    ['3907', '5568', '2246', '8190'],
    ['0734', '6152', '4879', '1329', '9066', '2701'],
    ['517', '984', '362'],
    ['45', '08', '71', '23'],
  ],
};

/** A TP. Hồ Chí Minh sheet: đề 15, eighth prize 37; 15 and 37 are each drawn twice. */
const SOUTH: VietnamSheet = {
  region: 'south',
  tiers: [
    ['372915'],
    ['58264'],
    ['10937'],
    ['66015', '42871'],
    ['09352', '71548', '35018', '80463', '27719', '94286', '53170'],
    ['6628'],
    ['1932', '4402', '8851'],
    ['605'],
    ['37'],
  ],
};

const betType = (region: VietnamRegion, code: string): LotteryBetType<VietnamSheet> => {
  const found = VIETNAM_BET_TYPES[region].find((b) => b.code === code);
  if (!found) throw new Error(`no bet type ${code}`);
  return found;
};

/** What a ticket line returns for one unit staked per line: Σ count × odds, and its cost. */
function ticket(region: VietnamRegion, code: string, selection: Selection, sheet: VietnamSheet) {
  const bet = betType(region, code);
  const check = bet.check(selection);
  if (!check.ok) throw new Error(`refused: ${check.reason}`);
  const prizes = bet.settle(selection, sheet);
  const returned = prizes.reduce(
    (sum, { prize, count }) => {
      const odds = bet.defaultOdds[prize]!;
      return rational(
        sum.numerator * odds.denominator + BigInt(count) * odds.numerator * sum.denominator,
        sum.denominator * odds.denominator,
      );
    },
    rational(0n, 1n),
  );
  return { lines: check.lines, prizes, returned };
}

const units = (text: string): Rational => {
  const [whole, fraction = ''] = text.split('.');
  return rational(BigInt(whole! + fraction), 10n ** BigInt(fraction.length));
};

const refusal = (region: VietnamRegion, code: string, selection: unknown) => {
  const check = betType(region, code).check(selection as Selection);
  return check.ok ? 'ok' : check.reason;
};

describe('Vietnamese result sheets', () => {
  it('has 27 numbers in 8 tiers in the North and 18 in 9 tiers in the South and Centre', () => {
    const shape = (region: VietnamRegion) =>
      VIETNAM_LAYOUTS[region].map((tier) => `${tier.count}×${tier.digits}`);
    expect(shape('north')).toEqual(['1×5', '1×5', '2×5', '6×5', '4×4', '6×4', '3×3', '4×2']);
    expect(shape('south')).toEqual(['1×6', '1×5', '1×5', '2×5', '7×5', '1×4', '3×4', '1×3', '1×2']);
    expect(shape('central')).toEqual(shape('south'));
    expect(loResults(NORTH, 2)).toHaveLength(27);
    expect(loResults(NORTH, 3)).toHaveLength(23);
    expect(loResults(NORTH, 4)).toHaveLength(20);
    expect(loResults(SOUTH, 2)).toHaveLength(18);
    expect(loResults(SOUTH, 3)).toHaveLength(17);
    expect(loResults(SOUTH, 4)).toHaveLength(16);
  });

  it('accepts a sheet as entered, repeats included, and points at what is wrong', () => {
    expect(checkVietnamSheet(NORTH)).toEqual({ ok: true, sheet: NORTH });
    expect(checkVietnamSheet({ ...SOUTH, region: 'central' })).toMatchObject({ ok: true });
    const withTier = (tier: number, numbers: unknown[]) => ({
      ...NORTH,
      tiers: NORTH.tiers.map((t, i) => (i === tier ? numbers : t)),
    });
    expect(checkVietnamSheet(withTier(7, ['45', '45', '45', '45']))).toMatchObject({ ok: true });
    expect(checkVietnamSheet({ ...NORTH, region: 'west' })).toEqual({
      ok: false,
      reason: 'unknown_region',
    });
    expect(checkVietnamSheet(null)).toEqual({ ok: false, reason: 'unknown_region' });
    expect(checkVietnamSheet({ ...SOUTH, region: 'north' })).toEqual({
      ok: false,
      reason: 'wrong_tier_count',
    });
    expect(checkVietnamSheet(withTier(3, ['05863', '62391']))).toEqual({
      ok: false,
      reason: 'wrong_count',
      tier: 3,
    });
    expect(checkVietnamSheet(withTier(6, ['517', '98a', '362']))).toEqual({
      ok: false,
      reason: 'not_digits',
      tier: 6,
      position: 1,
    });
    expect(checkVietnamSheet(withTier(6, ['517', 984, '362']))).toMatchObject({
      reason: 'not_digits',
    });
    expect(checkVietnamSheet(withTier(0, ['4812']))).toEqual({
      ok: false,
      reason: 'wrong_length',
      tier: 0,
      position: 0,
    });
    expect(checkVietnamSheet(withTier(7, ['45', '08', '71', '٢٣']))).toMatchObject({
      reason: 'not_digits',
    });
  });

  it('draws sheets of the right shape from an Rng, the same for the same seed', () => {
    for (const region of ['north', 'central', 'south'] as const) {
      const rng = fastRng(16);
      for (let i = 0; i < 50; i += 1) {
        const sheet = drawVietnamSheet(rng, region);
        expect(checkVietnamSheet(sheet)).toEqual({ ok: true, sheet });
      }
    }
    expect(drawVietnamSheet(fastRng(7), 'north')).toEqual(drawVietnamSheet(fastRng(7), 'north'));
    expect(drawVietnamSheet(fastRng(7), 'north')).not.toEqual(
      drawVietnamSheet(fastRng(8), 'north'),
    );
  });
});

describe('Vietnamese bets, worked on the North sheet (đề 23)', () => {
  const play = (code: string, selection: Selection) => ticket('north', code, selection, NORTH);

  it('lô 2 số: 27 lines a number, and a number drawn twice pays twice', () => {
    const lo = play('lo2', { numbers: ['99', '23', '30'] });
    expect(lo.lines).toBe(81);
    expect(lo.prizes).toEqual([{ prize: 'hit', count: 3 }]); // 23 twice, 30 once
    expect(lo.returned).toEqual(units('297'));
    expect(play('lo2', { numbers: ['00'] }).prizes).toEqual([]);
  });

  it('lô 3 số and lô 4 số count only the results long enough', () => {
    const lo3 = play('lo3', { numbers: ['517', '123', '000'] });
    expect(lo3).toMatchObject({ lines: 69, prizes: [{ prize: 'hit', count: 3 }] });
    expect(lo3.returned).toEqual(units('2880'));
    const lo4 = play('lo4', { numbers: ['8123', '2246', '0517'] });
    expect(lo4).toMatchObject({ lines: 60, prizes: [{ prize: 'hit', count: 3 }] });
    // 517 of the 6th prize has three digits: it is not a lô 4 số result.
    expect(play('lo4', { numbers: ['0517'] }).prizes).toEqual([{ prize: 'hit', count: 1 }]);
  });

  it('đề, 3 càng and 4 càng read the special prize 48123', () => {
    expect(play('de', { numbers: ['32', '23'] })).toMatchObject({ lines: 2 });
    expect(play('de', { numbers: ['32', '23'] }).returned).toEqual(units('98'));
    expect(play('de_duoi', { numbers: ['23'] }).returned).toEqual(units('98'));
    expect(play('cang3', { numbers: ['123'] }).returned).toEqual(units('960'));
    expect(play('cang3', { numbers: ['812'] }).prizes).toEqual([]);
    expect(play('cang4', { numbers: ['8123'] }).returned).toEqual(units('9200'));
    expect(play('de', { numbers: ['17'] }).prizes).toEqual([]); // a lô result, not the đề
  });

  it('đề đầu covers the four 7th prizes (45 08 71 23), a line each', () => {
    const head = play('de_dau', { numbers: ['45', '23', '99'] });
    expect(head.lines).toBe(12);
    expect(head.prizes).toEqual([{ prize: 'hit', count: 2 }]);
    expect(head.returned).toEqual(units('196'));
  });

  it('xiên wins when every number is among the lô results, and misses by one', () => {
    expect(play('xien2', { numbers: ['23', '45'] })).toMatchObject({ lines: 1 });
    expect(play('xien2', { numbers: ['23', '45'] }).returned).toEqual(units('17'));
    expect(play('xien3', { numbers: ['23', '45', '99'] }).prizes).toEqual([]);
    expect(play('xien4', { numbers: ['06', '17', '23', '91'] }).returned).toEqual(units('350'));
  });

  it('lô trượt wins when none of its numbers is drawn', () => {
    expect(play('truot4', { numbers: ['00', '02', '03', '04'] }).returned).toEqual(units('2.85'));
    expect(play('truot4', { numbers: ['00', '02', '03', '23'] }).prizes).toEqual([]);
    const eight = ['00', '02', '03', '04', '05', '09', '10', '12'];
    expect(play('truot8', { numbers: eight }).returned).toEqual(units('9'));
    const ten = [...eight, '13', '14'];
    expect(play('truot10', { numbers: ten }).returned).toEqual(units('16.3'));
  });

  it('đầu and đuôi read the đề 23 digit by digit; tài/xỉu and chẵn/lẻ read the đề', () => {
    expect(play('dau', { numbers: ['2', '5'] })).toMatchObject({ lines: 2 });
    expect(play('dau', { numbers: ['2', '5'] }).returned).toEqual(units('9.8'));
    expect(play('dau', { numbers: ['3'] }).prizes).toEqual([]);
    expect(play('duoi', { numbers: ['3'] }).returned).toEqual(units('9.8'));
    expect(play('tai_xiu', { option: 'small' }).returned).toEqual(units('1.96'));
    expect(play('tai_xiu', { option: 'big' }).prizes).toEqual([]);
    expect(play('chan_le', { option: 'odd' }).returned).toEqual(units('1.96'));
    expect(play('chan_le', { option: 'even' }).prizes).toEqual([]);
  });

  it('the sum of the special 4+8+1+2+3 = 18 pays the odds of 18', () => {
    const sum = play('sum', { numbers: [18, 22] });
    expect(sum.lines).toBe(2);
    expect(sum.prizes).toEqual([{ prize: '18', count: 1 }]);
    expect(sum.returned).toEqual(units('20.2')); // 4,840 of 100,000 specials sum to 18
    expect(play('sum', { numbers: [22] }).prizes).toEqual([]);
  });
});

describe('Vietnamese bets, worked on the South sheet (đề 15, 8th prize 37)', () => {
  const play = (code: string, selection: Selection) => ticket('south', code, selection, SOUTH);

  it('lô 2 số costs 18 lines a number; 15 is drawn twice', () => {
    const lo = play('lo2', { numbers: ['15'] });
    expect(lo.lines).toBe(18);
    expect(lo.returned).toEqual(units('198'));
  });

  it('đề đầu is the one 8th prize, đề the last two of the six-digit special', () => {
    expect(play('de_dau', { numbers: ['37'] })).toMatchObject({ lines: 1 });
    expect(play('de_dau', { numbers: ['37'] }).returned).toEqual(units('98'));
    expect(play('de', { numbers: ['15'] }).returned).toEqual(units('98'));
    expect(play('cang3', { numbers: ['915'] }).returned).toEqual(units('960'));
    expect(play('cang4', { numbers: ['2915'] }).returned).toEqual(units('9200'));
  });

  it('pays xiên and lô trượt at the southern odds', () => {
    expect(play('xien2', { numbers: ['15', '37'] }).returned).toEqual(units('36'));
    expect(play('xien3', { numbers: ['15', '37', '64'] }).returned).toEqual(units('240'));
    expect(play('truot4', { numbers: ['00', '01', '03', '04'] }).returned).toEqual(units('1.97'));
  });

  it('the sum of 372915 is 27, the likeliest sum of six digits', () => {
    expect(play('sum', { numbers: [27] }).returned).toEqual(units('17.7'));
    expect(refusal('south', 'sum', { numbers: [54] })).toBe('ok');
  });

  it('a bet of one layout refuses to settle a sheet of the other', () => {
    expect(() => betType('north', 'lo2').settle({ numbers: ['15'] }, SOUTH)).toThrow(RangeError);
    expect(() => betType('south', 'de').settle({ numbers: ['23'] }, NORTH)).toThrow(RangeError);
    const central = { ...SOUTH, region: 'central' as const };
    expect(betType('south', 'de').settle({ numbers: ['15'] }, central)).toHaveLength(1);
  });
});

describe('Vietnamese selections', () => {
  it('refuses what a client should not send', () => {
    expect(refusal('north', 'lo2', { numbers: ['7'] })).toBe('invalid_number');
    expect(refusal('north', 'lo2', { numbers: [7] })).toBe('invalid_number');
    expect(refusal('north', 'lo2', { numbers: ['007'] })).toBe('invalid_number');
    expect(refusal('north', 'lo2', { numbers: [' 7'] })).toBe('invalid_number');
    expect(refusal('north', 'lo2', { numbers: '07' })).toBe('invalid_number');
    expect(refusal('north', 'lo2', { numbers: ['07', '07'] })).toBe('duplicate_number');
    expect(refusal('north', 'lo2', { numbers: [] })).toBe('wrong_count');
    expect(refusal('north', 'lo2', {})).toBe('wrong_count');
    expect(refusal('north', 'xien2', { numbers: ['07', '08', '09'] })).toBe('wrong_count');
    expect(refusal('north', 'truot10', { numbers: ['07'] })).toBe('wrong_count');
    expect(refusal('north', 'dau', { numbers: ['10'] })).toBe('invalid_number');
    expect(refusal('north', 'tai_xiu', { option: 'tai' })).toBe('invalid_option');
    expect(refusal('north', 'chan_le', {})).toBe('invalid_option');
    expect(refusal('north', 'sum', { numbers: [46] })).toBe('invalid_number');
    expect(refusal('north', 'sum', { numbers: ['18'] })).toBe('invalid_number');
    expect(refusal('north', 'sum', { numbers: [1.5] })).toBe('invalid_number');
    const every3 = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
    expect(refusal('north', 'lo3', { numbers: every3 })).toBe('ok');
    expect(refusal('north', 'lo3', { numbers: [...every3, '000'] })).toBe('too_many_lines');
  });

  it('normalizes a selection to sorted numbers, and settle will not read an unchecked one', () => {
    const check = betType('north', 'xien3').check({ numbers: ['45', '06', '23'], option: 'x' });
    expect(check).toEqual({ ok: true, lines: 1, normalized: { numbers: ['06', '23', '45'] } });
    expect(() => betType('north', 'lo2').settle({ numbers: ['7'] }, NORTH)).toThrow(
      'lo2: unchecked selection (invalid_number)',
    );
  });
});

// ---------------------------------------------------------------------------------------
// Exact RTPs, each against a second method.

const times = (a: Rational, b: Rational) =>
  rational(a.numerator * b.numerator, a.denominator * b.denominator);
const hitOdds = (region: VietnamRegion, code: string) => betType(region, code).defaultOdds.hit!;
const LO_COUNTS = { north: 27, central: 18, south: 18 } as const;

function binomial(n: number, k: number): bigint {
  let value = 1n;
  for (let i = 0; i < k; i += 1) value = (value * BigInt(n - i)) / BigInt(i + 1);
  return value;
}

/**
 * The ways n results of `alphabet` values can fall so that k chosen values have all been
 * seen, by walking through the results one at a time (a Markov chain on how many of the k
 * have been seen): an independent count from the module's inclusion–exclusion.
 */
function waysAllSeen(k: number, n: number, alphabet: number): bigint {
  let ways: bigint[] = Array.from({ length: k + 1 }, (_, seen) => (seen === 0 ? 1n : 0n));
  for (let draw = 0; draw < n; draw += 1) {
    const next = ways.map(() => 0n);
    ways.forEach((w, seen) => {
      next[seen]! += w * BigInt(alphabet - (k - seen)); // a value already seen, or another
      if (seen < k) next[seen + 1]! += w * BigInt(k - seen); // one of the k not seen yet
    });
    ways = next;
  }
  return ways[k]!;
}

/** Every sequence of n values of an alphabet, counted: brute force for small cases. */
function bruteForce(k: number, n: number, alphabet: number) {
  let all = 0n;
  let none = 0n;
  for (let code = 0; code < alphabet ** n; code += 1) {
    const seen = new Set<number>();
    for (let c = code, i = 0; i < n; i += 1, c = Math.floor(c / alphabet)) seen.add(c % alphabet);
    const chosen = Array.from({ length: k }, (_, v) => seen.has(v));
    if (chosen.every(Boolean)) all += 1n;
    if (!chosen.some(Boolean)) none += 1n;
  }
  const total = BigInt(alphabet) ** BigInt(n);
  return { all: rational(all, total), none: rational(none, total) };
}

/** The bet's average return over every special ending of `digits` digits, by settling. */
function settledOverSpecials(
  region: VietnamRegion,
  code: string,
  selection: Selection,
  digits: number,
): Rational {
  const bet = betType(region, code);
  const base = region === 'north' ? NORTH : SOUTH;
  let returned = rational(0n, 1n);
  for (let ending = 0; ending < 10 ** digits; ending += 1) {
    const special = base.tiers[0]![0]!.slice(0, -digits) + String(ending).padStart(digits, '0');
    const sheet = { ...base, tiers: [[special], ...base.tiers.slice(1)] };
    for (const { prize, count } of bet.settle(selection, sheet)) {
      const odds = bet.defaultOdds[prize]!;
      const won = times(odds, rational(BigInt(count), 1n));
      returned = rational(
        returned.numerator * won.denominator + won.numerator * returned.denominator,
        returned.denominator * won.denominator,
      );
    }
  }
  const check = bet.check(selection);
  const lines = check.ok ? check.lines : 0;
  return times(returned, rational(1n, BigInt(lines) * 10n ** BigInt(digits)));
}

describe('Vietnamese RTPs, exact', () => {
  it('proves the xiên and lô trượt probabilities by brute force on small alphabets', () => {
    for (const [k, n, alphabet] of [
      [1, 3, 10],
      [2, 4, 6],
      [3, 5, 5],
      [2, 6, 4],
      [4, 4, 4],
    ] as const) {
      const counted = bruteForce(k, n, alphabet);
      expect(probabilityAllAppear(k, n, alphabet)).toEqual(counted.all);
      expect(probabilityNoneAppear(k, n, alphabet)).toEqual(counted.none);
    }
  });

  it('lô pays the mean of Binomial(results, 1/10^d) per line: odds / 10^d', () => {
    for (const region of ['north', 'south'] as const) {
      for (const [code, digits] of [
        ['lo2', 2],
        ['lo3', 3],
        ['lo4', 4],
      ] as const) {
        const n = loResults(region === 'north' ? NORTH : SOUTH, digits).length;
        const space = 10n ** BigInt(digits);
        // E[hits] = Σ k C(n, k) (space − 1)^(n−k) / space^n, summed term by term.
        let weighted = 0n;
        for (let k = 0; k <= n; k += 1) {
          weighted += BigInt(k) * binomial(n, k) * (space - 1n) ** BigInt(n - k);
        }
        const perLine = rational(weighted, space ** BigInt(n) * BigInt(n));
        const rtp = betType(region, code).rtp(betType(region, code).defaultOdds);
        expect(rationalEquals(rtp, times(perLine, hitOdds(region, code)))).toBe(true);
      }
    }
    expect(betType('north', 'lo2').rtp(betType('north', 'lo2').defaultOdds)).toEqual(
      rational(99n, 100n),
    );
  });

  it('xiên and lô trượt: all or none of k numbers among 27 or 18 results', () => {
    for (const region of ['north', 'south'] as const) {
      const n = LO_COUNTS[region];
      for (const k of [2, 3, 4]) {
        const code = `xien${k}`;
        const walked = rational(waysAllSeen(k, n, 100), 100n ** BigInt(n));
        const rtp = betType(region, code).rtp(betType(region, code).defaultOdds);
        expect(rationalEquals(rtp, times(walked, hitOdds(region, code)))).toBe(true);
      }
      for (const k of [4, 8, 10]) {
        const code = `truot${k}`;
        // None of k: all of the 100 − k others, i.e. each result avoids k values.
        const avoided = rational(BigInt(100 - k) ** BigInt(n), 100n ** BigInt(n));
        const rtp = betType(region, code).rtp(betType(region, code).defaultOdds);
        expect(rationalEquals(rtp, times(avoided, hitOdds(region, code)))).toBe(true);
      }
    }
    // The figures of docs/lottery-rules.md.
    const percent = (region: VietnamRegion, code: string) => {
      const r = betType(region, code).rtp(betType(region, code).defaultOdds);
      return Number((r.numerator * 100_000n) / r.denominator) / 1000;
    };
    expect(['xien2', 'xien3', 'xien4'].map((c) => percent('north', c))).toEqual([
      93.299, 93.464, 93.447,
    ]);
    expect(['truot4', 'truot8', 'truot10'].map((c) => percent('north', c))).toEqual([
      94.66, 94.735, 94.784,
    ]);
    expect(['xien2', 'xien3', 'xien4'].map((c) => percent('south', c))).toEqual([
      93.988, 93.922, 94.388,
    ]);
    expect(['truot4', 'truot8', 'truot10'].map((c) => percent('south', c))).toEqual([
      94.481, 94.747, 94.559,
    ]);
  });

  it('bets on the special: settled over every ending of the special', () => {
    const cases: [VietnamRegion, string, Selection, number][] = [
      ['north', 'de', { numbers: ['07', '23'] }, 2],
      ['south', 'de_duoi', { numbers: ['99'] }, 2],
      ['north', 'cang3', { numbers: ['000', '123'] }, 3],
      ['south', 'cang4', { numbers: ['2915'] }, 4],
      ['north', 'dau', { numbers: ['0', '9'] }, 2],
      ['south', 'duoi', { numbers: ['5'] }, 2],
      ['north', 'tai_xiu', { option: 'big' }, 2],
      ['south', 'tai_xiu', { option: 'small' }, 2],
      ['north', 'chan_le', { option: 'even' }, 2],
      ['south', 'chan_le', { option: 'odd' }, 2],
    ];
    for (const [region, code, selection, digits] of cases) {
      const bet = betType(region, code);
      expect(settledOverSpecials(region, code, selection, digits)).toEqual(
        bet.rtp(bet.defaultOdds),
      );
    }
  });

  it('đề đầu: the head tier is 4 results in the North, 1 in the South', () => {
    for (const [region, heads] of [
      ['north', 4],
      ['south', 1],
    ] as const) {
      const bet = betType(region, 'de_dau');
      expect(bet.check({ numbers: ['00'] })).toMatchObject({ lines: heads });
      expect(bet.rtp(bet.defaultOdds)).toEqual(
        times(hitOdds(region, 'de_dau'), rational(1n, 100n)),
      );
    }
  });

  it('sum of the special: digit-sum counts by convolution, least return shown', () => {
    for (const [region, digits] of [
      ['north', 5],
      ['south', 6],
    ] as const) {
      let ways: bigint[] = [1n];
      for (let d = 0; d < digits; d += 1) {
        ways = Array.from({ length: ways.length + 9 }, (_, s) =>
          ways.reduce((sum, w, t) => (s - t >= 0 && s - t <= 9 ? sum + w : sum), 0n),
        );
      }
      expect(digitSumWays(digits)).toEqual(ways);
      const bet = betType(region, 'sum');
      const returns = ways.map((w, s) =>
        times(bet.defaultOdds[String(s)]!, rational(w, 10n ** BigInt(digits))),
      );
      const least = returns.reduce((a, b) =>
        a.numerator * b.denominator <= b.numerator * a.denominator ? a : b,
      );
      expect(bet.rtp(bet.defaultOdds)).toEqual(least);
      for (const r of returns) {
        expect(r.numerator * 100n <= 98n * r.denominator).toBe(true);
      }
    }
    expect(betType('north', 'sum').rtp(betType('north', 'sum').defaultOdds)).toEqual(
      rational(3901n, 4000n),
    );
  });

  it('every default RTP is below 100% and above 85%, in every region', () => {
    for (const region of ['north', 'central', 'south'] as const) {
      expect(VIETNAM_BET_TYPES[region].map((b) => b.code)).toEqual([
        'lo2', 'lo3', 'lo4', 'de', 'de_dau', 'de_duoi', 'cang3', 'cang4', 'xien2', 'xien3',
        'xien4', 'truot4', 'truot8', 'truot10', 'dau', 'duoi', 'tai_xiu', 'chan_le', 'sum',
      ]); // prettier-ignore
      for (const bet of VIETNAM_BET_TYPES[region]) {
        const { numerator, denominator } = bet.rtp(bet.defaultOdds);
        expect(numerator < denominator, bet.code).toBe(true);
        expect(numerator * 100n > 85n * denominator, bet.code).toBe(true);
      }
    }
  });

  it('computes the RTP at a merchant’s odds, and refuses a table missing a prize', () => {
    const lo = betType('north', 'lo2');
    expect(lo.rtp({ hit: units('99.5') })).toEqual(rational(199n, 200n));
    expect(() => lo.rtp({})).toThrow(RangeError);
  });
});
