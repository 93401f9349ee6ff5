import { describe, expect, it } from 'vitest';
import { formatPercent, rational, rationalAdd, rationalEquals, rationalMultiply } from './rational';

describe('exact RTP fractions', () => {
  it('reduces, compares and prints without floats', () => {
    expect(rational(72n, -74n)).toEqual({ numerator: -36n, denominator: 37n });
    expect(rationalEquals(rational(307_300n, 320_000n), rational(3073n, 3200n))).toBe(true);
    expect(formatPercent(rational(36n, 37n), 3)).toBe('97.297%');
    expect(formatPercent(rational(3073n, 3200n), 5)).toBe('96.03125%');
    expect(formatPercent(rational(1n, 200n), 1)).toBe('0.5%');
    expect(() => rational(1n, 0n)).toThrow(RangeError);
  });

  it('adds and multiplies exactly, in lowest terms', () => {
    expect(rationalAdd(rational(1n, 6n), rational(1n, 3n))).toEqual(rational(1n, 2n));
    expect(rationalAdd(rational(99n, 50n), rational(-99n, 50n))).toEqual({
      numerator: 0n,
      denominator: 1n,
    });
    expect(rationalMultiply(rational(27n, 2_700n), rational(99n, 1n))).toEqual(rational(99n, 100n));
    expect(rationalMultiply(rational(-2n, 3n), rational(9n, -4n))).toEqual(rational(3n, 2n));
  });
});
