import { randomFloats, type SeedPair } from './provably-fair';

/**
 * What a game engine draws from: uniform 32-bit integers. Engines take this interface
 * rather than seeds so that production play uses the provably fair stream while a bench
 * or simulation may plug in a fast PRNG, with the game maths unchanged.
 */
export interface Rng {
  /** A uniform integer in [0, 2^32). */
  nextUint32(): number;
}

const TWO_POW_32 = 2 ** 32;

/**
 * The provably fair stream of one bet as an Rng. Each float from `randomFloats` is k / 2^32
 * for a 32-bit k, so multiplying by 2^32 recovers k exactly and the integers are the very
 * bytes a player verifies. Numbers are fetched in growing batches; `randomFloats` always
 * yields the same prefix for the same seeds, so a refill just reads further along it.
 */
export function seededRng(seeds: SeedPair): Rng {
  let batch: number[] = [];
  let used = 0;
  return {
    nextUint32(): number {
      if (used === batch.length) {
        // 8 numbers per HMAC round; doubling keeps the recomputation of the prefix cheap.
        batch = randomFloats(seeds, Math.max(8, batch.length * 2));
      }
      const value = batch[used]!;
      used += 1;
      return value * TWO_POW_32;
    },
  };
}

/**
 * A uniform integer in [0, upper) with no modulo bias: draws at or above the largest
 * multiple of `upper` that fits in 2^32 are rejected and redrawn. (`floor(x * upper)` on a
 * 32-bit x, as `randomIntegers` does, favours some outcomes by up to 1 part in 2^32 / upper.)
 * For a 37-pocket wheel a redraw happens with probability 7/2^32.
 */
export function uniformInt(rng: Rng, upper: number): number {
  if (!Number.isInteger(upper) || upper < 1 || upper > TWO_POW_32) {
    throw new RangeError('upper must be an integer in 1..2^32');
  }
  // limit = 2^32 − (2^32 mod upper) and draw mod upper, written with a float division:
  // for x ≤ 2^32 a quotient x / upper that is not whole lies at least 1/upper from the
  // next whole number, far more than the division's rounding error, so floor(x / upper) is
  // exact. Several times faster than `%` on numbers past 2^31, which V8 does with fmod.
  const limit = upper * Math.floor(TWO_POW_32 / upper);
  for (;;) {
    const draw = rng.nextUint32();
    if (draw < limit) return draw - Math.floor(draw / upper) * upper;
  }
}
