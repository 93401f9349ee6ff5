import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rational } from '../rational';
import type { Rng } from '../rng/draw';
import { fastRng } from '../rng/fast-prng';
import { hashServerSeed, type SeedPair } from '../rng/provably-fair';
import { readNumbers, readOptions, readPositions } from './elottery-bets';
import {
  DRAWS,
  ELOTTERY_GAMES,
  drawKeno,
  drawPk10,
  drawResult,
  drawSeeds,
  verifyDraw,
  type ElotteryGame,
} from './elottery-draw';
import { binomial, decimalOdds, expectedReturn, leastReturn, prizeUnits } from './odds';

const serverSeed = 'e1f0c3a9'.repeat(8);
const seeds = drawSeeds('ssc-1m', '20261128-0931', serverSeed);

/**
 * A player's verifier written from the rules page alone, with node:crypto: 32-bit words
 * read big-endian from HMAC-SHA256(serverSeed, "clientSeed:nonce:round"), a word at or
 * above the largest multiple of n below 2^32 skipped, the rest taken modulo n.
 */
function verifierOf({ serverSeed: key, clientSeed, nonce }: SeedPair) {
  function* words(): Generator<number> {
    for (let round = 0; ; round += 1) {
      const digest = createHmac('sha256', key).update(`${clientSeed}:${nonce}:${round}`).digest();
      for (let i = 0; i < 32; i += 4) yield digest.readUInt32BE(i);
    }
  }
  const stream = words();
  const below = (n: number): number => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const word = stream.next().value as number;
      if (word < limit) return word % n;
    }
  };
  const shuffleFront = (size: number, take: number): number[] => {
    const balls = Array.from({ length: size }, (_, i) => i + 1);
    for (let i = 0; i < take; i += 1) {
      const j = i + below(size - i);
      [balls[i], balls[j]] = [balls[j]!, balls[i]!];
    }
    return balls.slice(0, take);
  };
  return { below, shuffleFront };
}

const recomputed: Record<ElotteryGame, (seeds: SeedPair) => number[]> = {
  ssc: (s) => {
    const { below } = verifierOf(s);
    return [0, 1, 2, 3, 4].map(() => below(10));
  },
  k3: (s) => {
    const { below } = verifierOf(s);
    return [0, 1, 2].map(() => 1 + below(6));
  },
  pk10: (s) => verifierOf(s).shuffleFront(10, 10),
  keno: (s) => verifierOf(s).shuffleFront(80, 20),
};

const zeros: Rng = { nextUint32: () => 0 };

describe('e-lottery draws', () => {
  it('names a draw in its client seed, with nonce 0, and refuses ambiguous names', () => {
    expect(seeds).toEqual({ serverSeed, clientSeed: 'ssc-1m:20261128-0931', nonce: 0 });
    expect(drawSeeds('k3_5m', '20261128-0001', serverSeed).clientSeed).toBe('k3_5m:20261128-0001');
    // "a:b" + "c" and "a" + "b:c" would name the same draw.
    expect(() => drawSeeds('ssc:1m', '0931', serverSeed)).toThrow(RangeError);
    expect(() => drawSeeds('ssc-1m', '2026:0931', serverSeed)).toThrow(RangeError);
    expect(() => drawSeeds('', '0931', serverSeed)).toThrow(RangeError);
    expect(() => drawSeeds('ssc 1m', '0931', serverSeed)).toThrow(RangeError);
  });

  it('draws the same result from the same seeds, and another for the next draw', () => {
    for (const game of ELOTTERY_GAMES) {
      expect(drawResult(game, seeds)).toEqual(drawResult(game, { ...seeds }));
      const draws = Array.from({ length: 20 }, (_, i) =>
        drawResult(game, drawSeeds('g', `20261128-${i}`, serverSeed)).join(','),
      );
      expect(new Set(draws).size).toBeGreaterThan(15);
    }
  });

  it('gives the result a player recomputes from the revealed seed with any HMAC tool', () => {
    for (const game of ELOTTERY_GAMES) {
      for (let draw = 1; draw <= 25; draw += 1) {
        const drawSeedPair = drawSeeds(`${game}-1m`, `20261128-${draw}`, serverSeed);
        expect(drawResult(game, drawSeedPair)).toEqual(recomputed[game](drawSeedPair));
      }
    }
  });

  it('shuffles front to back: a stream of zeros leaves the cars and balls in order', () => {
    expect(drawPk10(zeros)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(drawKeno(zeros)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('verifies a published draw against the commitment made before betting', () => {
    const committed = hashServerSeed(serverSeed);
    const result = drawResult('keno', seeds);
    expect(verifyDraw('keno', seeds, committed, result)).toEqual({ ok: true });
    expect(verifyDraw('keno', seeds, committed.toUpperCase(), result)).toEqual({ ok: true });
    // Another seed than the one committed to.
    expect(verifyDraw('keno', { ...seeds, serverSeed: 'x' }, committed, result)).toEqual({
      ok: false,
      reason: 'seed_not_committed',
    });
    expect(verifyDraw('keno', seeds, 'not hex', result)).toEqual({
      ok: false,
      reason: 'seed_not_committed',
    });
    // The right seed, but a published result that is not what it draws.
    const swapped = [result[1]!, result[0]!, ...result.slice(2)];
    expect(verifyDraw('keno', seeds, committed, swapped)).toEqual({
      ok: false,
      reason: 'result_differs',
    });
    expect(verifyDraw('keno', seeds, committed, result.slice(0, 19))).toEqual({
      ok: false,
      reason: 'result_differs',
    });
    // The seed of another draw of the same game.
    const next = drawSeeds('ssc-1m', '20261128-0932', serverSeed);
    expect(verifyDraw('keno', next, committed, result)).toEqual({
      ok: false,
      reason: 'result_differs',
    });
  });

  it('draws results of the right shape, each number about as often as any other', () => {
    // Loose bounds (at least 8 standard deviations wide) on a fixed simulation stream:
    // a broken draw fails them, a fair one cannot.
    const rng = fastRng(20_261_128);
    const tally = (size: number) => new Array<number>(size + 1).fill(0);

    let misshapen = 0;
    const digits = tally(9);
    for (let i = 0; i < 20_000; i += 1) {
      const result = DRAWS.ssc(rng);
      if (result.length !== 5) misshapen += 1;
      for (const d of result) digits[d]! += 1;
    }
    for (const count of digits) expect(count).toBeGreaterThan(9_000);
    for (const count of digits) expect(count).toBeLessThan(11_000);

    const faces = tally(6);
    for (let i = 0; i < 20_000; i += 1) for (const face of DRAWS.k3(rng)) faces[face]! += 1;
    expect(faces[0]).toBe(0);
    for (const count of faces.slice(1)) expect(Math.abs(count - 10_000)).toBeLessThan(1_000);

    const first = tally(10);
    const last = tally(10);
    for (let i = 0; i < 20_000; i += 1) {
      const order = DRAWS.pk10(rng);
      if (order.length !== 10 || new Set(order).size !== 10) misshapen += 1;
      first[order[0]!]! += 1;
      last[order[9]!]! += 1;
    }
    for (const count of [...first.slice(1), ...last.slice(1)]) {
      expect(Math.abs(count - 2_000)).toBeLessThan(350);
    }

    const balls = tally(80);
    let sums = 0;
    for (let i = 0; i < 5_000; i += 1) {
      const draw = DRAWS.keno(rng);
      if (new Set(draw).size !== 20 || draw.length !== 20) misshapen += 1;
      for (const ball of draw) balls[ball]! += 1;
      sums += draw.reduce((a, b) => a + b, 0);
    }
    for (const count of balls.slice(1)) expect(Math.abs(count - 1_250)).toBeLessThan(300);
    expect(Math.abs(sums / 5_000 - 810)).toBeLessThan(12); // the mean's deviation is 1.3
    expect(misshapen).toBe(0);
  });
});

describe('what the bet types share', () => {
  it('reads picks as sorted integers in range, each once', () => {
    expect(readNumbers([7, 3, 9], 0, 9)).toEqual([3, 7, 9]);
    expect(readNumbers([10], 0, 9)).toBe('invalid_number');
    expect(readNumbers(['7'], 0, 9)).toBe('invalid_number');
    expect(readNumbers([1.5], 0, 9)).toBe('invalid_number');
    expect(readNumbers([3, 3], 0, 9)).toBe('duplicate_number');
    expect(readNumbers(undefined, 0, 9)).toBe('wrong_count');
    expect(readOptions(['odd', 'big'], ['big', 'small', 'odd', 'even'])).toEqual(['big', 'odd']);
    expect(readOptions(['huge'], ['big', 'small'])).toBe('invalid_option');
    expect(readOptions(['big', 'big'], ['big', 'small'])).toBe('duplicate_number');
  });

  it('reads per-position picks, padding missing positions with none', () => {
    const digits = (list: unknown) => readNumbers(list, 0, 9);
    expect(readPositions([[1], [2, 0]], 3, digits)).toEqual([[1], [0, 2], []]);
    expect(readPositions([[1], [], [], []], 3, digits)).toBe('wrong_count');
    expect(readPositions([], 3, digits)).toBe('wrong_count');
    expect(readPositions([[1], 'x'], 3, digits)).toBe('wrong_count');
    expect(readPositions([[1], [12]], 3, digits)).toBe('invalid_number');
  });

  it('counts returns exactly', () => {
    expect(binomial(80, 20)).toBe(3_535_316_142_212_174_320n);
    expect(binomial(5, 7)).toBe(0n);
    expect(decimalOdds('1.98')).toEqual(rational(99n, 50n));
    expect(decimalOdds('43.2')).toEqual(rational(216n, 5n));
    expect(decimalOdds('210')).toEqual(rational(210n, 1n));
    expect(() => decimalOdds('1,98')).toThrow(RangeError);
    const odds = { big: decimalOdds('1.98'), tie: decimalOdds('9.8') };
    expect(expectedReturn([['big', 1n]], 2n, odds)).toEqual(rational(99n, 100n));
    expect(
      expectedReturn(
        [
          ['big', 1n],
          ['tie', 1n],
        ],
        4n,
        odds,
      ),
    ).toEqual(rational(99n + 490n, 200n));
    expect(() => expectedReturn([['small', 1n]], 2n, odds)).toThrow(RangeError);
    expect(() => expectedReturn([['toString', 1n]], 2n, odds)).toThrow(RangeError);
    expect(prizeUnits([{ prize: 'big', count: 2 }], odds)).toEqual(rational(99n, 25n));
    expect(prizeUnits([], odds)).toEqual(rational(0n, 1n));
    expect(leastReturn([rational(99n, 100n), rational(49n, 50n), rational(1n, 1n)])).toEqual(
      rational(49n, 50n),
    );
  });
});
