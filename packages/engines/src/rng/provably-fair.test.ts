import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createServerSeed,
  hashServerSeed,
  randomFloats,
  randomIntegers,
  rotateSeed,
  verifyServerSeed,
} from './provably-fair';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player-chosen', nonce: 7 };

describe('provably fair RNG', () => {
  it('derives numbers anyone can recompute from the revealed seeds', () => {
    const digest = createHmac('sha256', seeds.serverSeed).update('player-chosen:7:0').digest();
    const expected =
      digest[0]! / 256 + digest[1]! / 256 ** 2 + digest[2]! / 256 ** 3 + digest[3]! / 256 ** 4;
    expect(randomFloats(seeds, 1)[0]).toBe(expected);
  });

  it('is deterministic for a seed pair and differs when the nonce or client seed changes', () => {
    const first = randomFloats(seeds, 20);
    expect(randomFloats(seeds, 20)).toEqual(first);
    expect(randomFloats({ ...seeds, nonce: 8 }, 20)).not.toEqual(first);
    expect(randomFloats({ ...seeds, clientSeed: 'other' }, 20)).not.toEqual(first);
  });

  it('extends past one HMAC block for bets that need many numbers', () => {
    const many = randomFloats(seeds, 25);
    expect(many.slice(0, 8)).toEqual(randomFloats(seeds, 8));
    expect(new Set(many).size).toBe(25);
    expect(many.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('spreads integers evenly (chi-square over 37 pockets, 74,000 spins)', () => {
    const counts = new Array<number>(37).fill(0);
    for (let nonce = 0; nonce < 2_000; nonce += 1) {
      for (const pocket of randomIntegers({ ...seeds, nonce }, 37, 37)) counts[pocket]! += 1;
    }
    const expected = 2_000;
    const chiSquare = counts.reduce(
      (sum, observed) => sum + (observed - expected) ** 2 / expected,
      0,
    );
    // 36 degrees of freedom: the 99.9th percentile is 67.98.
    expect(chiSquare).toBeLessThan(67.98);
  });

  it('commits to a server seed by its hash and reveals it on rotation', () => {
    const serverSeed = createServerSeed();
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const commitment = hashServerSeed(serverSeed);
    expect(verifyServerSeed(serverSeed, commitment)).toBe(true);
    expect(verifyServerSeed(createServerSeed(), commitment)).toBe(false);

    const rotation = rotateSeed({ serverSeed, clientSeed: 'mine', nonce: 42 }, 'new-client-seed');
    expect(rotation.revealed.serverSeed).toBe(serverSeed);
    expect(rotation.next.serverSeed).not.toBe(serverSeed);
    expect(rotation.commitment).toEqual({
      serverSeedHash: hashServerSeed(rotation.next.serverSeed),
      clientSeed: 'new-client-seed',
      nonce: 0,
    });
  });

  it('refuses nonsense arguments', () => {
    expect(() => randomFloats({ ...seeds, nonce: -1 }, 1)).toThrow(RangeError);
    expect(() => randomIntegers(seeds, 1, 0)).toThrow(RangeError);
  });
});
