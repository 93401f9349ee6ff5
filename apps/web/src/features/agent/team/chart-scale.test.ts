import { describe, expect, it } from 'vitest';
import { barsOf } from './chart-scale';

describe('the chart’s bars', () => {
  it('rise from the bottom when nothing is negative, the largest filling the height', () => {
    expect(barsOf([0, 50, 100], 120)).toEqual({
      zero: 120,
      bars: [
        { y: 120, height: 0, negative: false },
        { y: 60, height: 60, negative: false },
        { y: 0, height: 120, negative: false },
      ],
    });
  });

  it('hang a loss below one zero line shared with the gains', () => {
    // 90 up and 30 down span 120: the zero line is 90 from the top.
    expect(barsOf([90, -30], 120)).toEqual({
      zero: 90,
      bars: [
        { y: 0, height: 90, negative: false },
        { y: 90, height: 30, negative: true },
      ],
    });
  });

  it('lie flat on the bottom when every day is zero', () => {
    expect(barsOf([0, 0], 120).bars).toEqual([
      { y: 120, height: 0, negative: false },
      { y: 120, height: 0, negative: false },
    ]);
  });
});
