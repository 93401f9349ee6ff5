import { describe, expect, it } from 'vitest';
import { fastDrawFamilies } from '@croupier/contract';
import type { LotterySelection } from '@croupier/engines';
import * as games from '../games/service';
import { isPickOf, pickLines, plannedBetTypes } from './picks';

/** Selections of every fast-draw bet type, as players send them. */
const selections: Record<string, Record<string, LotterySelection[]>> = {
  ssc: {
    digit: [{ positions: [[1, 7], [], [3]] }],
    digit_side: [{ positions: [['big'], ['odd', 'even']] }],
    sum_side: [{ option: 'small' }],
    dragon_tiger: [{ option: 'tie' }],
    three_direct: [{ option: 'middle', positions: [[1, 2], [3], [4, 5, 6]] }],
    three_group3: [{ option: 'front', numbers: [1, 2, 3] }],
    three_group6: [{ option: 'back', numbers: [1, 2, 3, 4] }],
    three_leopard: [{ option: 'back' }],
    two_direct: [{ option: 'front', positions: [[0, 9], [9]] }],
    two_group: [{ option: 'back', numbers: [3, 5, 7] }],
  },
  k3: {
    sum: [{ numbers: [4, 9, 17] }],
    side: [{ option: 'big' }],
    any_triple: [{}],
    triple: [{ numbers: [1, 6] }],
    pair: [{ numbers: [2] }],
    two_different: [{ numbers: [1, 2, 3] }],
    three_different: [{ numbers: [1, 2, 3, 4] }],
    straight: [{}],
  },
  pk10: {
    position: [{ positions: [[10], [], [1, 2]] }],
    position_side: [{ positions: [[], ['small']] }],
    dragon_tiger: [{ positions: [['dragon', 'tiger'], [], [], [], ['tiger']] }],
    top_two_sum: [{ numbers: [3, 11, 19] }],
    top_two_sum_side: [{ option: 'even' }],
  },
  keno: {
    ...Object.fromEntries(
      Array.from({ length: 10 }, (_, index) => [
        `pick${index + 1}`,
        [{ numbers: Array.from({ length: index + 1 }, (_, ball) => ball * 7 + 1) }],
      ]),
    ),
    sum_side: [{ option: 'odd' }],
  },
};

function linesOf(family: string, betType: string, selection: LotterySelection) {
  const bet = games.betTypesOf(family).get(betType)!;
  const checked = bet.check(selection);
  if (!checked.ok) throw new Error(`${family} ${betType}: ${checked.reason}`);
  const prizes = Object.keys(bet.defaultOdds);
  return {
    engineLines: checked.lines,
    prizes,
    lines: pickLines(family, betType, checked.normalized, checked.lines, prizes),
  };
}

describe('the picks of a selection', () => {
  it('has a plan for every fast-draw bet type, and as many lines as the engine counts', () => {
    for (const family of fastDrawFamilies) {
      const betTypes = [...games.betTypesOf(family).keys()];
      expect(plannedBetTypes(family).sort(), family).toEqual([...betTypes].sort());
      for (const betType of betTypes) {
        const samples = selections[family]?.[betType];
        expect(samples, `${family} ${betType} has a sample`).toBeDefined();
        for (const selection of samples!) {
          const { engineLines, prizes, lines } = linesOf(family, betType, selection);
          const counted = lines.reduce((sum, entry) => sum + entry.lines, 0);
          expect(counted, `${family} ${betType}`).toBe(engineLines);
          for (const entry of lines) {
            for (const prize of entry.prizes) expect(prizes).toContain(prize);
            for (const pick of entry.picks) {
              expect(isPickOf(family, betType, pick), `${family} ${betType} ${pick}`).toBe(true);
            }
          }
        }
      }
    }
  });

  it('names a digit by its position, a number of a place by its digits, a sum by itself', () => {
    const picks = (family: string, betType: string, selection: LotterySelection) =>
      linesOf(family, betType, selection).lines.map((entry) => entry.picks.join('+'));
    expect(picks('ssc', 'digit', { positions: [[1, 7], [], [3]] })).toEqual(['1:1', '1:7', '3:3']);
    expect(
      picks('ssc', 'three_direct', { option: 'middle', positions: [[1, 2], [3], [4]] }),
    ).toEqual(['middle:134', 'middle:234']);
    expect(picks('ssc', 'three_group3', { option: 'front', numbers: [1, 2] })).toEqual([
      'front:112',
      'front:122',
    ]);
    expect(picks('k3', 'sum', { numbers: [9, 4] })).toEqual(['4', '9']);
    expect(picks('k3', 'two_different', { numbers: [3, 1, 2] })).toEqual(['12', '13', '23']);
    expect(picks('pk10', 'dragon_tiger', { positions: [['tiger']] })).toEqual(['1:tiger']);
    // A Keno line stands on every ball it picked, and can win any of its prizes.
    const keno = linesOf('keno', 'pick3', { numbers: [5, 60, 23] });
    expect(keno.lines).toEqual([{ picks: ['5', '23', '60'], prizes: keno.prizes, lines: 1 }]);
  });

  it('gives each line the prizes it can win: its own sum, side or the hit', () => {
    expect(linesOf('k3', 'sum', { numbers: [4, 9] }).lines).toEqual([
      { picks: ['4'], prizes: ['4'], lines: 1 },
      { picks: ['9'], prizes: ['9'], lines: 1 },
    ]);
    expect(linesOf('ssc', 'digit_side', { positions: [[], ['odd']] }).lines).toEqual([
      { picks: ['2:odd'], prizes: ['odd'], lines: 1 },
    ]);
    expect(linesOf('ssc', 'three_leopard', { option: 'back' }).lines).toEqual([
      { picks: ['back'], prizes: ['hit'], lines: 1 },
    ]);
  });

  it('knows the picks an operator may close, and refuses the others', () => {
    expect(isPickOf('ssc', 'digit', '5:9')).toBe(true);
    expect(isPickOf('ssc', 'digit', '6:9')).toBe(false);
    expect(isPickOf('ssc', 'three_group6', 'front:123')).toBe(true);
    expect(isPickOf('ssc', 'three_group6', 'front:113')).toBe(false);
    expect(isPickOf('k3', 'sum', '18')).toBe(false);
    expect(isPickOf('keno', 'pick4', '80')).toBe(true);
    expect(isPickOf('keno', 'pick4', '81')).toBe(false);
  });

  it('splits the other lotteries’ numbers into picks when each costs the same lines', () => {
    // A lô on two numbers of a 27-result sheet: 27 lines each.
    expect(pickLines('vn-north', 'lo2', { numbers: ['12', '34'] }, 54, ['hit'])).toEqual([
      { picks: ['12'], prizes: ['hit'], lines: 27 },
      { picks: ['34'], prizes: ['hit'], lines: 27 },
    ]);
    // A xiên 2: one line on both numbers together.
    expect(pickLines('vn-north', 'xien2', { numbers: ['12', '34'] }, 1, ['hit'])).toEqual([
      { picks: ['12', '34'], prizes: ['hit'], lines: 1 },
    ]);
  });
});
