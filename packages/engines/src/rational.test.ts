import { describe, expect, it } from 'vitest';
import { formatPercent, rational, rationalEquals } from './rational';

describe('exact RTP fractions', () => {
  it('reduces, compares and prints without floats', () => {
    expect(rational(72n, -74n)).toEqual({ numerator: -36n, denominator: 37n });
    expect(rationalEquals(rational(307_300n, 320_000n), rational(3073n, 3200n))).toBe(true);
    expect(formatPercent(rational(36n, 37n), 3)).toBe('97.297%');
    expect(formatPercent(rational(3073n, 3200n), 5)).toBe('96.03125%');
    expect(formatPercent(rational(1n, 200n), 1)).toBe('0.5%');
    expect(() => rational(1n, 0n)).toThrow(RangeError);
  });
});
