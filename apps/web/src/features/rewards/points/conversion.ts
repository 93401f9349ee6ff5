/**
 * Cash (major units) that whole `points` buy at `cashPerHundredPoints` (major units per 100
 * points), rounded down to the cent as the server does: computed in cents, never in floats
 * of money. 250 points at 1.00 per 100: 2.50; 101 points at 0.35 per 100: 0.35.
 */
export function cashForPoints(points: number, cashPerHundredPoints: number): number {
  const centsPerHundred = BigInt(Math.round(cashPerHundredPoints * 100));
  const cents = (BigInt(points) * centsPerHundred) / 100n;
  return Number(cents) / 100;
}
