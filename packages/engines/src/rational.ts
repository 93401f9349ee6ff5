/**
 * Exact fractions for RTP figures. Money and odds must never pass through floats: an RTP
 * such as 36/37 is kept as integers so tests can assert it exactly, and only the
 * documentation shows a rounded decimal.
 */
export type Rational = { readonly numerator: bigint; readonly denominator: bigint };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The fraction in lowest terms with a positive denominator. */
export function rational(numerator: bigint, denominator: bigint): Rational {
  if (denominator === 0n) throw new RangeError('denominator must not be zero');
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

export function rationalEquals(a: Rational, b: Rational): boolean {
  return a.numerator * b.denominator === b.numerator * a.denominator;
}

/** a + b, exact, in lowest terms. */
export function rationalAdd(a: Rational, b: Rational): Rational {
  return rational(
    a.numerator * b.denominator + b.numerator * a.denominator,
    a.denominator * b.denominator,
  );
}

/** a × b, exact, in lowest terms. */
export function rationalMultiply(a: Rational, b: Rational): Rational {
  return rational(a.numerator * b.numerator, a.denominator * b.denominator);
}

/** A decimal string with `places` digits, truncated, for documents and screens. */
export function formatPercent(value: Rational, places: number): string {
  const scaled = (value.numerator * 100n * 10n ** BigInt(places)) / value.denominator;
  const text = scaled.toString().padStart(places + 1, '0');
  return places === 0 ? `${text}%` : `${text.slice(0, -places)}.${text.slice(-places)}%`;
}
