import { fastDrawFamilies, maxTicketLines } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { betTypeOf, betTypesOf } from './engine';
import { gameOf, sheetGameOf } from './lottery-testing';
import { emptyDraft, pickerOf, quickPicked, randomDraft, selectionsOf, withRow } from './pickers';
import { priceSlip, ticketRequest, type SlipLine } from './slip';

const line = (betType: string, selection: SlipLine['selection'], points = 1): SlipLine => ({
  id: betType,
  betType,
  selection,
  points,
});

describe('the pickers', () => {
  it.each(fastDrawFamilies)('offer every %s bet type of the engine', (family) => {
    for (const code of betTypesOf(family).keys()) expect(pickerOf(family, code)).toBeDefined();
  });

  it.each(fastDrawFamilies)(
    'pick at random what the %s engine accepts, in the fewest lines it allows',
    (family) => {
      for (const [code, betType] of betTypesOf(family)) {
        const picker = pickerOf(family, code)!;
        for (let draw = 0; draw < 20; draw += 1) {
          for (const place of picker.places ?? [undefined]) {
            const selections = selectionsOf(picker, randomDraft(picker, place));
            expect(selections).toHaveLength(1);
            // Group 3 of two digits plays each as the pair: two lines; all else one.
            const fewest = code === 'three_group3' ? 2 : 1;
            expect(betType.check(selections[0]!)).toMatchObject({ ok: true, lines: fewest });
          }
        }
      }
    },
  );

  it('build the selection the engine reads: a straight on the back three, digits per row', () => {
    const picker = pickerOf('ssc', 'three_direct')!;
    let draft = emptyDraft('back');
    draft = withRow(draft, 0, [7, 1]);
    draft = withRow(draft, 1, [0]);
    draft = withRow(draft, 2, [9, 8, 3]);
    const [selection] = selectionsOf(picker, draft);
    expect(selection).toEqual({ option: 'back', positions: [[1, 7], [0], [3, 8, 9]] });
    expect(betTypeOf('ssc', 'three_direct')!.check(selection!)).toMatchObject({ lines: 6 });
  });

  it('make one selection per chosen option, and none for no choice', () => {
    const picker = pickerOf('k3', 'side')!;
    expect(selectionsOf(picker, { ...emptyDraft(), options: ['odd', 'big'] })).toEqual([
      { option: 'big' },
      { option: 'odd' },
    ]);
    expect(selectionsOf(picker, emptyDraft())).toEqual([]);
  });

  it('quick-pick the halves the engine pays: a K3 sum is big from 11, a PK10 1st + 2nd 11 is neither', () => {
    const k3Sums = pickerOf('k3', 'sum')!.spec;
    const pk10Sums = pickerOf('pk10', 'top_two_sum')!.spec;
    if (k3Sums.kind !== 'numbers' || pk10Sums.kind !== 'numbers') throw new Error('grids');
    expect(quickPicked(k3Sums.pool, 'big')).toEqual([11, 12, 13, 14, 15, 16, 17]);
    expect(quickPicked(pk10Sums.pool, 'small')).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(quickPicked(pk10Sums.pool, 'big')).toEqual([12, 13, 14, 15, 16, 17, 18, 19]);
    expect(quickPicked(k3Sums.pool, 'clear')).toEqual([]);
  });
});

describe('the bet slip', () => {
  const ssc = gameOf('ssc');

  it('counts lines with the engine and prices them as the server does', () => {
    const digits = line('digit', { positions: [[1, 2, 3], [], [], [], [5]] }, 2);
    const group6 = line('three_group6', { option: 'front', numbers: [1, 2, 3, 4] });
    const slip = priceSlip(ssc, [digits, group6], 3);

    // 4 digits at 2 points × 3 = 6.00 each; C(4, 3) = 4 group-6 lines at 3.00.
    expect(slip.lines.map((priced) => priced.lines)).toEqual([4, 4]);
    expect(slip.lines.map((priced) => priced.unitStake)).toEqual([600n, 300n]);
    expect(slip.lineCount).toBe(8);
    expect(slip.stake).toBe(4n * 600n + 4n * 300n);
    // Win up to, as the server says: at best positions 1 and 5 each show a picked digit (2
    // of the 4 lines at 9.8), and one three of the four digits is drawn (one line at 160).
    expect(slip.lines.map((priced) => priced.potentialWin)).toEqual([
      (2n * 600n * 98n) / 10n,
      300n * 160n,
    ]);
    expect(slip.potentialWin).toBe(11_760n + 48_000n);
    expect(slip.problem).toBeNull();
  });

  it('shows ten digits at one position as winning one of them: 9.80 a unit, not 98.00', () => {
    const digits = line('digit', { positions: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]] });
    const [priced] = priceSlip(ssc, [digits], 1).lines;
    expect(priced).toMatchObject({ lines: 10, unitStake: 100n, stake: 1000n });
    expect(priced!.potentialWin).toBe(980n);
  });

  it('takes the best of several prizes at their own odds, to the cent (PK10 sums)', () => {
    const pk10 = gameOf('pk10', { stakePerPoint: 0.5, minStakePerLine: 0.5 });
    const sums = line('top_two_sum', { numbers: [3, 11] }, 3);
    const [priced] = priceSlip(pk10, [sums], 1).lines;
    expect(priced!.unitStake).toBe(150n);
    // One sum comes: 3 at 43.2 beats 11 at 8.64.
    expect(priced!.potentialWin).toBe((150n * 432n) / 10n);
  });

  it('admits a line whose winning lines exclude each other, below the maximum payout', () => {
    // 1,000 straights at 980: one can be drawn, 980.00 ≤ 1,000.00; not 980,000.00.
    const tight = gameOf('ssc', { maxPayoutPerTicket: 1000 });
    const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const all = line('three_direct', { option: 'back', positions: [digits, digits, digits] });
    const slip = priceSlip(tight, [all], 1);
    expect(slip.lines[0]).toMatchObject({ lines: 1000, potentialWin: 98_000n, problem: null });
  });

  it('prices the sheet lotteries’ lines too: a lô on one northern number plays all 27 results', () => {
    const north = sheetGameOf('vn-north');
    const lo = line('lo2', { numbers: ['27'] });
    const de = line('de', { numbers: ['27', '72'] });
    const slip = priceSlip(north, [lo, de], 1);
    expect(slip.lines.map((priced) => priced.lines)).toEqual([27, 2]);
    expect(slip.lines.map((priced) => priced.problem)).toEqual([null, null]);
    // At best 27 comes out as every result (27 × 99 a unit); one đề number is the special's.
    expect(slip.lines.map((priced) => priced.potentialWin)).toEqual([27n * 9_900n, 9_800n]);
    expect(slip.problem).toBeNull();
  });

  it('says which limit a line breaks, with the server’s own message keys', () => {
    const tight = gameOf('ssc', { maxStakePerLine: 5, maxPayoutPerTicket: 100 });
    const tooMuch = priceSlip(tight, [line('digit', { positions: [[1]] }, 6)], 1);
    expect(tooMuch.problem).toBe('lottery_stake_range');
    const tooRich = priceSlip(
      tight,
      [line('three_direct', { option: 'front', positions: [[1], [2], [3]] })],
      1,
    );
    expect(tooRich.problem).toBe('lottery_max_payout');
    const refused = priceSlip(ssc, [line('three_group6', { option: 'front', numbers: [1, 2] })], 1);
    expect(refused.problem).toBe('lottery_wrong_count');
    const many = Array.from({ length: maxTicketLines + 1 }, (_, index) =>
      line('sum_side', { option: 'big' }, 1 + (index % 3)),
    );
    expect(priceSlip(ssc, many, 1).problem).toBe('lottery_too_many_lines');
  });

  it('becomes the request the server takes: one line each, unit stakes as wire decimals', () => {
    const slip = priceSlip(
      gameOf('k3', { stakePerPoint: 0.1, minStakePerLine: 0.1 }),
      [line('two_different', { numbers: [2, 5, 6] }, 15), line('any_triple', {})],
      2,
    );
    expect(ticketRequest('k3-3m', '20261128-0044', slip, 'request-1')).toEqual({
      gameCode: 'k3-3m',
      numero: '20261128-0044',
      requestId: 'request-1',
      lines: [
        { betType: 'two_different', selection: { numbers: [2, 5, 6] }, unitStake: '3.00' },
        { betType: 'any_triple', selection: {}, unitStake: '0.20' },
      ],
    });
  });
});
