import { gameCategories, rewards, type GameCategory } from '@croupier/contract';

type PointType = rewards.PointType;

// EARNING, in whole hundredths of a point (see schema.ts):
//
//   points of a category = floor(valid turnover in minor units × rate / 100)
//
// where the rate is hundredths of a point per 1.00 of turnover (70 = 0.70). So 150.00 of live
// turnover (15000 minor units) at 0.70 earns 15000 × 70 / 100 = 10500 = 105.00 points. Rounded
// down once per member, category and earning window; a window loses less than 0.01 point per
// category. The categories of one point type (RNG and FISH are both `rng`) are added up after
// rounding, so changing how categories group never changes what each earns.

/** The spec's rates (§9), for a category the merchant has not set: 0 where it names none. */
export const defaultPointRates: Readonly<Record<GameCategory, number>> = {
  LIVE: 70,
  SPORTS: 100,
  FISH: 120,
  RNG: 120,
  PVP: 100,
  ESPORTS: 0,
  LOTT: 0,
  ELOTT: 0,
};

/** The merchant's rates of every category: its own where set, the defaults elsewhere. */
export function ratesWithDefaults(
  own: readonly { category: string; rate: number }[],
): Map<GameCategory, number> {
  const rates = new Map<GameCategory, number>(
    gameCategories.map((category) => [category, defaultPointRates[category]]),
  );
  for (const row of own) rates.set(row.category as GameCategory, row.rate);
  return rates;
}

/** Hundredths of a point that `turnover` (minor units) earns at `rate`: rounded down. */
export function pointsEarned(turnover: bigint, rate: number): bigint {
  if (turnover <= 0n || rate <= 0) return 0n;
  return (turnover * BigInt(rate)) / 100n;
}

/** A member's earnings of one window by point type (in `pointTypes` order), none of zero. */
export function earningsByType(
  turnoverByCategory: ReadonlyMap<GameCategory, bigint>,
  rates: ReadonlyMap<GameCategory, number>,
): Map<PointType, bigint> {
  const earned = new Map<PointType, bigint>();
  for (const [category, turnover] of turnoverByCategory) {
    const points = pointsEarned(turnover, rates.get(category) ?? 0);
    if (points === 0n) continue;
    const type = rewards.pointTypeOfCategory[category];
    earned.set(type, (earned.get(type) ?? 0n) + points);
  }
  // In the types' own order, so a window's journal rows always come in the same order.
  return new Map(
    rewards.pointTypes.flatMap((type) => (earned.has(type) ? [[type, earned.get(type)!]] : [])),
  );
}

/**
 * Cash (minor units) that `points` (hundredths) buy at `cashPerHundredPoints` (minor units per
 * 100.00 points): rounded down to the cent. 250 points at 1.00 per 100 points: 25000 × 100 /
 * 10000 = 250 minor units = 2.50.
 */
export function cashForPoints(points: bigint, cashPerHundredPoints: bigint): bigint {
  return (points * cashPerHundredPoints) / 10_000n;
}

/** Whole hundredths as the wire's decimal number of points. */
export const toPoints = (hundredths: bigint): number => Number(hundredths) / 100;
