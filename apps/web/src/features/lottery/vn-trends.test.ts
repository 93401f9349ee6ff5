import { describe, expect, it } from 'vitest';
import { deOf, loOf, loTrends, longestMissing } from './vn-trends';

// Three small sheets, newest first, counted by hand.
const newest = [['12345'], ['67812', '00007'], ['99', '00012']];
const middle = [['55512'], ['34534']];
const oldest = [['10000'], ['77777', '12399'], ['07']];
const sheets = [newest, middle, oldest];

describe('the lô trends of Vietnamese sheets', () => {
  it('reads a number by its last two digits and the đề from the special prize', () => {
    expect(loOf('12345')).toBe('45');
    expect(loOf('07')).toBe('07');
    expect(sheets.map(deOf)).toEqual(['45', '12', '00']);
    expect(deOf([])).toBeUndefined();
  });

  it('counts every number, twice when drawn twice, and the draws since each lô came', () => {
    const trends = new Map(loTrends(sheets).map((trend) => [trend.lo, trend]));
    expect(trends.size).toBe(100);
    // 12: twice in the newest (67812, 00012), once in the middle (55512).
    expect(trends.get('12')).toEqual({ lo: '12', drawn: 3, missing: 0 });
    // 07: newest (00007) and oldest (07).
    expect(trends.get('07')).toEqual({ lo: '07', drawn: 2, missing: 0 });
    expect(trends.get('34')).toEqual({ lo: '34', drawn: 1, missing: 1 });
    // 99: the newest (99) and the oldest (12399).
    expect(trends.get('99')).toEqual({ lo: '99', drawn: 2, missing: 0 });
    expect(trends.get('00')).toEqual({ lo: '00', drawn: 1, missing: 2 });
    expect(trends.get('77')).toEqual({ lo: '77', drawn: 1, missing: 2 });
    expect(trends.get('01')).toEqual({ lo: '01', drawn: 0, missing: 3 });
    const total = [...trends.values()].reduce((sum, trend) => sum + trend.drawn, 0);
    expect(total).toBe(11);
  });

  it('lists the longest missing first, the lower number first on a tie', () => {
    const gan = longestMissing(loTrends(sheets), 3);
    expect(gan.map((trend) => trend.lo)).toEqual(['01', '02', '03']);
    expect(gan.every((trend) => trend.missing === 3)).toBe(true);
    const onlyOldSeen = longestMissing(loTrends([[['11']], [['22']], [['33']]]), 100);
    expect(onlyOldSeen.slice(-3).map((trend) => [trend.lo, trend.missing])).toEqual([
      ['33', 2],
      ['22', 1],
      ['11', 0],
    ]);
  });
});
