import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seededRng, uniformInt, type Rng } from './draw';
import { randomFloats } from './provably-fair';

const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'player', nonce: 3 };

const scripted = (values: number[]): Rng => {
  let i = 0;
  return {
    nextUint32: () => {
      if (i === values.length) throw new Error('scripted draws exhausted');
      return values[i++]!;
    },
  };
};

describe('engine draws', () => {
  it('reads the same 32-bit words a player recomputes from the HMAC', () => {
    const digest = createHmac('sha256', seeds.serverSeed).update('player:3:0').digest();
    const rng = seededRng(seeds);
    expect(rng.nextUint32()).toBe(digest.readUInt32BE(0));
    expect(rng.nextUint32()).toBe(digest.readUInt32BE(4));
  });

  it('continues the published stream across refills', () => {
    const rng = seededRng(seeds);
    const words = Array.from({ length: 40 }, () => rng.nextUint32());
    expect(words).toEqual(randomFloats(seeds, 40).map((value) => value * 2 ** 32));
    expect(words.every((word) => Number.isInteger(word) && word >= 0 && word < 2 ** 32)).toBe(true);
  });

  it('rejects the biased tail instead of folding it with a modulo', () => {
    // 2^32 mod 37 = 7: the seven largest words would make pockets 0..6 more likely.
    const limit = 2 ** 32 - 7;
    expect(uniformInt(scripted([limit, limit + 6, 38]), 37)).toBe(1);
    expect(uniformInt(scripted([limit - 1]), 37)).toBe((limit - 1) % 37);
    expect(uniformInt(scripted([2 ** 32 - 1]), 2 ** 32)).toBe(2 ** 32 - 1);
  });

  it('maps an accepted draw to draw mod upper exactly, for small and huge ranges', () => {
    const draws = [0, 1, 36, 37, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 2 ** 20, 4_294_967_288];
    for (const upper of [1, 2, 3, 28, 30, 31, 37, 1_000_003, 2 ** 31 + 11, 3_000_000_019]) {
      const limit = 2n ** 32n - (2n ** 32n % BigInt(upper));
      for (const draw of draws.filter((value) => BigInt(value) < limit)) {
        expect(uniformInt(scripted([draw]), upper)).toBe(Number(BigInt(draw) % BigInt(upper)));
      }
    }
  });

  it('refuses a nonsense range', () => {
    expect(() => uniformInt(scripted([0]), 0)).toThrow(RangeError);
    expect(() => uniformInt(scripted([0]), 1.5)).toThrow(RangeError);
  });
});
