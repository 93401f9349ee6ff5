import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createServerSeed,
  hashServerSeed,
  randomFloats,
  randomIntegers,
  rotateSeed,
  verifyServerSeed,
} from './provably-fair';
import { seededRng } from './draw';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player-chosen', nonce: 7 };

describe('provably fair RNG', () => {
  it('derives numbers anyone can recompute from the revealed seeds', () => {
    const digest = createHmac('sha256', seeds.serverSeed).update('player-chosen:7:0').digest();
    const expected =
      digest[0]! / 256 + digest[1]! / 256 ** 2 + digest[2]! / 256 ** 3 + digest[3]! / 256 ** 4;
    expect(randomFloats(seeds, 1)[0]).toBe(expected);
  });

  it('is the published stream: HMAC-SHA256 bytes of each round, read as big-endian uint32s', () => {
    // Computed here with Node's own crypto, independently of the engines' hashing, over five
    // HMAC rounds so that the step from one round's bytes to the next is covered.
    const expected: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const digest = createHmac('sha256', seeds.serverSeed)
        .update(`${seeds.clientSeed}:${seeds.nonce}:${round}`)
        .digest();
      for (let offset = 0; offset < 32; offset += 4) expected.push(digest.readUInt32BE(offset));
    }
    const rng = seededRng(seeds);
    expect(Array.from({ length: 40 }, () => rng.nextUint32())).toEqual(expected);
  });

  it('keeps its numbers across versions (recorded vectors)', () => {
    const rng = seededRng({
      serverSeed: 'golden-server-seed',
      clientSeed: 'golden-client',
      nonce: 42,
    });
    expect(Array.from({ length: 10 }, () => rng.nextUint32())).toEqual([
      3033194584, 57552108, 912701935, 3777772087, 3616470103, 2419333159, 500154645, 1567808088,
      2714319291, 1719229375,
    ]);
  });

  it('hashes seeds as UTF-8, like SHA-256 anywhere (FIPS 180 vector, non-ASCII text)', () => {
    expect(hashServerSeed('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const text = 'sëed-✓';
    expect(hashServerSeed(text)).toBe(createHash('sha256').update(text).digest('hex'));
    const rng = seededRng({ ...seeds, serverSeed: text, clientSeed: 'ñ' });
    const digest = createHmac('sha256', text).update(`ñ:${seeds.nonce}:0`).digest();
    expect(rng.nextUint32()).toBe(digest.readUInt32BE(0));
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
    expect(verifyServerSeed(serverSeed, commitment.toUpperCase())).toBe(true);
    // A commitment that is not exactly 32 bytes of hex never matches, prefix or not.
    expect(verifyServerSeed(serverSeed, `${commitment}zz`)).toBe(false);
    expect(verifyServerSeed(serverSeed, commitment.slice(0, 62))).toBe(false);

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
