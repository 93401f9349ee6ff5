import type { Rng } from './draw';

/**
 * A fast, seedable PRNG for simulations and benches ONLY — never for real play. Its whole
 * state can be recovered from a few outputs, so a player who saw some results could
 * predict the next; real rounds draw from the provably fair stream (`seededRng`).
 *
 * The generator is sfc32 (Chris Doty-Humphrey's "small fast chaotic" generator, from
 * PractRand): four 32-bit words, a counter that guarantees a period of at least 2^32, and
 * it passes PractRand and BigCrush. It needs only 32-bit adds, xors and shifts, which V8
 * keeps in registers, so a draw costs a few nanoseconds against a microsecond or more for
 * an HMAC. Same seed, same sequence: simulation tests are deterministic.
 */
export class FastPrng implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** `seed`: any integer in 0..2^32 − 1; nearby seeds give unrelated streams. */
  constructor(seed: number) {
    if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32) {
      throw new RangeError('seed must be an integer in 0..2^32 - 1');
    }
    // Spread the seed over the state with splitmix32.
    let s = seed | 0;
    const next = (): number => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) | 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = 1; // the counter
    for (let i = 0; i < 12; i += 1) this.nextUint32(); // the usual warm-up of sfc32
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (((this.c << 21) | (this.c >>> 11)) + t) | 0;
    return t >>> 0;
  }
}

/** A simulation stream for `seed`. Not for real play: see `FastPrng`. */
export function fastRng(seed: number): Rng {
  return new FastPrng(seed);
}
