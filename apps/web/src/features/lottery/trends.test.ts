import { describe, expect, it } from 'vitest';
import { markCounts, markOf, numberTrends, roadColumns, talliesOf } from './trends';

describe('the trends', () => {
  // SSC results, newest first.
  const draws = [
    [3, 8, 0, 8, 5],
    [1, 1, 2, 3, 9],
    [3, 0, 0, 0, 0],
    [7, 2, 9, 4, 4],
  ];

  it('count how often each digit came at a position and how long it has been missing', () => {
    const first = talliesOf('ssc')[0]!.tally;
    const trends = numberTrends(first, draws);
    expect(trends).toHaveLength(10);
    expect(trends[3]).toEqual({ value: 3, drawn: 2, missing: 0 });
    expect(trends[1]).toEqual({ value: 1, drawn: 1, missing: 1 });
    expect(trends[7]).toEqual({ value: 7, drawn: 1, missing: 3 });
    // Never drawn: missing for every draw counted.
    expect(trends[5]).toEqual({ value: 5, drawn: 0, missing: 4 });
  });

  it('count a face once per throw it shows in (K3 reads the whole throw)', () => {
    const [all] = talliesOf('k3');
    const trends = numberTrends(all!.tally, [
      [2, 2, 5],
      [6, 6, 6],
    ]);
    expect(trends.find((trend) => trend.value === 2)).toEqual({ value: 2, drawn: 1, missing: 0 });
    expect(trends.find((trend) => trend.value === 6)).toEqual({ value: 6, drawn: 1, missing: 1 });
  });

  it('put each result on the side the engine pays, and neither where no side pays', () => {
    expect(markOf('ssc', 'sum', 'bigSmall', [3, 8, 0, 8, 5])).toBe('big'); // 24
    expect(markOf('ssc', 'sum', 'bigSmall', [1, 1, 2, 3, 9])).toBe('small'); // 16
    expect(markOf('ssc', 0, 'oddEven', [3, 8, 0, 8, 5])).toBe('odd');
    expect(markOf('ssc', 4, 'bigSmall', [3, 8, 0, 8, 5])).toBe('big');
    expect(markOf('k3', 'sum', 'bigSmall', [6, 6, 6])).toBe('none'); // a triple loses big
    expect(markOf('k3', 'sum', 'oddEven', [2, 2, 5])).toBe('odd');
    expect(markOf('pk10', 'sum', 'bigSmall', [5, 6, 1, 2, 3, 4, 7, 8, 9, 10])).toBe('none'); // 11
    expect(markOf('pk10', 1, 'bigSmall', [5, 6, 1, 2, 3, 4, 7, 8, 9, 10])).toBe('big');
  });

  it('draw the road a run per column, a long run wrapping into the next', () => {
    const marks = ['big', 'big', 'small', 'none', 'small', ...Array(7).fill('big')] as const;
    expect(roadColumns(marks)).toEqual([
      ['big', 'big'],
      ['small'],
      ['none'],
      ['small'],
      ['big', 'big', 'big', 'big', 'big', 'big'],
      ['big'],
    ]);
    expect(markCounts(marks)).toEqual({ big: 9, small: 2, none: 1 });
  });
});
