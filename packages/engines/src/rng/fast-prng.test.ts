import { describe, expect, it } from 'vitest';
import { uniformInt } from './draw';
import { FastPrng, fastRng } from './fast-prng';

describe('fast simulation PRNG', () => {
  it('repeats its stream for a seed, and other seeds give other streams', () => {
    const rng = fastRng(2026);
    const first = Array.from({ length: 8 }, () => rng.nextUint32());
    const again = new FastPrng(2026);
    expect(Array.from({ length: 8 }, () => again.nextUint32())).toEqual(first);
    const other = new FastPrng(2027);
    expect(Array.from({ length: 8 }, () => other.nextUint32())).not.toEqual(first);
  });

  it('draws 32-bit words that cover the whole range', () => {
    const rng = new FastPrng(1);
    let high = 0;
    for (let i = 0; i < 10_000; i += 1) {
      const word = rng.nextUint32();
      expect(Number.isInteger(word) && word >= 0 && word < 2 ** 32).toBe(true);
      if (word >= 2 ** 31) high += 1;
    }
    expect(high).toBeGreaterThan(4_800);
    expect(high).toBeLessThan(5_200);
  });

  it('spreads reel stops evenly (chi-square over 30 stops, 300,000 draws)', () => {
    const rng = new FastPrng(99);
    const counts = new Array<number>(30).fill(0);
    for (let i = 0; i < 300_000; i += 1) counts[uniformInt(rng, 30)]! += 1;
    const expected = 10_000;
    const chiSquare = counts.reduce((sum, seen) => sum + (seen - expected) ** 2 / expected, 0);
    // 29 degrees of freedom: the 99.9th percentile is 58.30.
    expect(chiSquare).toBeLessThan(58.3);
  });

  it('refuses a seed it could not reproduce', () => {
    expect(() => new FastPrng(0.5)).toThrow(RangeError);
    expect(() => new FastPrng(-1)).toThrow(RangeError);
    expect(() => new FastPrng(2 ** 32)).toThrow(RangeError);
    expect(new FastPrng(2 ** 32 - 1).nextUint32()).not.toBe(new FastPrng(0).nextUint32());
  });
});
