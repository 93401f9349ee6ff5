import { rational, rationalAdd, rationalMultiply, type Rational } from '../rational';
import type { OddsTable, PrizeWon } from './types';

/**
 * The exact arithmetic of odds every lottery game shares: odds as merchants write them, what
 * a line returns at a table of odds, and the counts those returns are made of. Nothing here
 * passes through a float, so a test can assert an RTP to the last digit.
 */

/** Exact odds from a decimal as merchants write them: "16.3" → 163/10, "1.98" → 99/50. */
export function decimalOdds(text: string): Rational {
  const match = /^([0-9]+)(?:\.([0-9]+))?$/.exec(text);
  if (!match) throw new RangeError(`odds must be a decimal, not "${text}"`);
  const fraction = match[2] ?? '';
  return rational(BigInt(match[1]! + fraction), 10n ** BigInt(fraction.length));
}

/** An odds table from the decimals of a published table, prize by prize. */
export const oddsTable = (rates: Readonly<Record<string, string>>): OddsTable =>
  Object.fromEntries(Object.entries(rates).map(([prize, rate]) => [prize, decimalOdds(rate)]));

/** One rate for every prize: the four sides of a sum, all at 1.98. */
export const sameOdds = (prizes: readonly string[], rate: string): OddsTable =>
  Object.fromEntries(prizes.map((prize) => [prize, decimalOdds(rate)]));

/** The odds of `prize`; a table without it is a configuration fault, not a player's. */
export function oddsOf(odds: OddsTable, prize: string): Rational {
  if (!Object.hasOwn(odds, prize)) throw new RangeError(`the odds table has no prize "${prize}"`);
  return odds[prize]!;
}

/**
 * Σ weight × odds, exactly: the units a line is expected to return per unit staked, where a
 * term's weight is the chance of its prize (a 4D number's starter prize: 10/10,000) or, for
 * a prize that can come more than once, how many times a line wins it on average (a North lô
 * number is drawn 27/100 times and costs 27 lines: 1/100 a line).
 */
export function weightedReturn(terms: readonly (readonly [Rational, Rational])[]): Rational {
  return terms.reduce(
    (sum, [weight, odds]) => rationalAdd(sum, rationalMultiply(weight, odds)),
    rational(0n, 1n),
  );
}

/**
 * What one line returns per unit staked over equally likely outcomes, exactly: Σ ways(prize)
 * × odds(prize) / outcomes, where ways counts the outcomes in which the line wins that prize
 * once (a K3 side: the throws on that side, of 216).
 */
export function expectedReturn(
  ways: Iterable<readonly [prize: string, ways: bigint]>,
  outcomes: bigint,
  odds: OddsTable,
): Rational {
  return weightedReturn(
    [...ways].map(([prize, count]) => [rational(count, outcomes), oddsOf(odds, prize)] as const),
  );
}

/**
 * What a settled line returns per unit stake, stake included: Σ count × odds(prize). The
 * server multiplies by the unit stake and rounds down once, in the currency's minor unit.
 */
export function prizeUnits(prizes: readonly PrizeWon[], odds: OddsTable): Rational {
  return expectedReturn(
    prizes.map(({ prize, count }) => [prize, BigInt(count)] as const),
    1n,
    odds,
  );
}

/** a > b, exactly. */
const exceeds = (a: Rational, b: Rational): boolean =>
  a.numerator * b.denominator > b.numerator * a.denominator;

/**
 * Of what some results would pay a line, the winnings that return most at these odds (the
 * first on a tie), or nothing when no candidate is given: how a bet type picks its best
 * result among the few that can matter.
 */
export function mostPaying(
  candidates: readonly (readonly PrizeWon[])[],
  odds: OddsTable,
): PrizeWon[] {
  let best: readonly PrizeWon[] = [];
  let most = rational(0n, 1n);
  for (const candidate of candidates) {
    const units = prizeUnits(candidate, odds);
    if (exceeds(units, most)) [best, most] = [candidate, units];
  }
  return [...best];
}

/**
 * One of `prizes` won once, the one paid most: the best of picks of which one result shows
 * only one (a K3 line on sums 4 and 9 wins 4 or 9, never both).
 */
export const bestSinglePrize = (prizes: readonly string[], odds: OddsTable): PrizeWon[] =>
  mostPaying(
    prizes.map((prize) => [{ prize, count: 1 }]),
    odds,
  );

/** The least of some returns: the figure a bet type shows when its selections differ. */
export function leastReturn(returns: readonly Rational[]): Rational {
  return returns.reduce((least, r) =>
    r.numerator * least.denominator < least.numerator * r.denominator ? r : least,
  );
}

// ---------------------------------------------------------------------------------------
// What a draw makes likely: exact counts and chances.

/** n choose k, exact; 0 when k is out of 0…n. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let value = 1n;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) value = (value * BigInt(n - i + 1)) / BigInt(i);
  return value;
}

/**
 * That each of k distinct numbers appears at least once among n independent results, each
 * uniform over `alphabet` numbers (a Vietnamese xiên; a Thai running digit, k = 1 of 10).
 * Inclusion–exclusion over the numbers that are missing: Σ_j (−1)^j C(k, j) (alphabet − j)^n
 * / alphabet^n. Results may repeat, so the hypergeometric answer (draws without replacement)
 * would be wrong here.
 */
export function probabilityAllAppear(k: number, n: number, alphabet = 100): Rational {
  let ways = 0n;
  for (let j = 0; j <= k; j += 1) {
    const term = binomial(k, j) * BigInt(alphabet - j) ** BigInt(n);
    ways += j % 2 === 0 ? term : -term;
  }
  return rational(ways, BigInt(alphabet) ** BigInt(n));
}

/** That none of k distinct numbers appears among n independent uniform results (lô trượt). */
export function probabilityNoneAppear(k: number, n: number, alphabet = 100): Rational {
  return rational(BigInt(alphabet - k) ** BigInt(n), BigInt(alphabet) ** BigInt(n));
}

/**
 * How many `digits`-digit strings have each digit sum s (index s, 0 … 9 × digits): the
 * number of ways to write s as `digits` parts of 0–9, by inclusion–exclusion over the parts
 * that exceed 9: Σ_j (−1)^j C(digits, j) C(s − 10j + digits − 1, digits − 1). The sum of a
 * Vietnamese special prize's digits, and of the five SSC digits.
 */
export function digitSumWays(digits: number): bigint[] {
  return Array.from({ length: 9 * digits + 1 }, (_, s) => {
    let ways = 0n;
    for (let j = 0; 10 * j <= s && j <= digits; j += 1) {
      const term = binomial(digits, j) * binomial(s - 10 * j + digits - 1, digits - 1);
      ways += j % 2 === 0 ? term : -term;
    }
    return ways;
  });
}
