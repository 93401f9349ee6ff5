import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rational } from '../rational';
import { seededRng } from '../rng/draw';
import { FastPrng } from '../rng/fast-prng';
import {
  CLASSIC_3X3_RTP,
  PAYLINES,
  REEL_STRIPS,
  evaluate,
  lineMultiplier,
  playRoundUnits,
  spin,
  spinWinUnits,
  type ClassicSymbol,
} from './classic-3x3';

const count = (strip: readonly ClassicSymbol[], symbol: ClassicSymbol) =>
  strip.filter((s) => s === symbol).length;

/** The stop that puts the strip's `nth` `symbol` in `row`. */
function stopShowing(reel: number, symbol: ClassicSymbol, row: number, nth = 0): number {
  const strip = REEL_STRIPS[reel]!;
  const positions = strip.flatMap((s, i) => (s === symbol ? [i] : []));
  return (positions[nth]! - row + strip.length) % strip.length;
}

describe('classic 3×3 slot', () => {
  it('has 40-stop strips with the documented symbol counts, a blank after every symbol', () => {
    const counts = REEL_STRIPS.map((strip) =>
      (['SEVEN', 'TRIPLE_BAR', 'DOUBLE_BAR', 'BAR', 'CHERRY', 'BLANK'] as const).map((symbol) =>
        count(strip, symbol),
      ),
    );
    expect(counts).toEqual([
      [1, 2, 4, 7, 6, 20],
      [2, 3, 3, 7, 5, 20],
      [2, 3, 3, 7, 5, 20],
    ]);
    for (const strip of REEL_STRIPS) {
      strip.forEach((symbol, i) => expect(symbol === 'BLANK').toBe(i % 2 === 1));
    }
  });

  it('returns exactly 3073/3200 = 96.03125%, enumerating all 64,000 stop combinations', () => {
    const [a, b, c] = REEL_STRIPS.map((strip) => strip.length) as [number, number, number];
    let returned = 0n;
    let hits = 0;
    let best = 0n;
    for (let i = 0; i < a; i += 1) {
      for (let j = 0; j < b; j += 1) {
        for (let k = 0; k < c; k += 1) {
          const { totalWin } = evaluate([i, j, k], 1n);
          returned += totalWin;
          if (totalWin > 0n) hits += 1;
          if (totalWin > best) best = totalWin;
        }
      }
    }
    const staked = BigInt(a * b * c * PAYLINES.length);
    expect(a * b * c).toBe(64_000);
    expect(returned).toBe(307_300n);
    expect(rational(returned, staked)).toEqual(CLASSIC_3X3_RTP);
    expect(CLASSIC_3X3_RTP).toEqual({ numerator: 3073n, denominator: 3200n });
    // Figures quoted in docs/classic-3x3.md.
    expect(hits).toBe(35_057); // 54.78% of spins win something
    expect(best).toBe(320n); // 64 × the total bet
  });

  it('settles every stop combination the same on the fast path as in `evaluate`', () => {
    const stops = new Int32Array(3);
    for (stops[0] = 0; stops[0] < 40; stops[0] += 1) {
      for (stops[1] = 0; stops[1] < 40; stops[1] += 1) {
        for (stops[2] = 0; stops[2] < 40; stops[2] += 1) {
          const units = spinWinUnits(stops);
          if (BigInt(units) !== evaluate([...stops], 1n).totalWin) {
            expect.fail(`stops ${stops.join()} pay ${units} on the fast path`);
          }
        }
      }
    }
    // The fast round draws as `spin` does.
    const fast = new FastPrng(3);
    const scratch = new Int32Array(3);
    const pretty = new FastPrng(3);
    for (let round = 0; round < 1_000; round += 1) {
      expect(BigInt(playRoundUnits(fast, scratch)) * 7n).toBe(spin(pretty, 7n).totalWin);
    }
  });

  it('pays the paytable on one line, highest win only, cherries from the left', () => {
    expect(lineMultiplier(['SEVEN', 'SEVEN', 'SEVEN'])).toBe(300);
    expect(lineMultiplier(['TRIPLE_BAR', 'TRIPLE_BAR', 'TRIPLE_BAR'])).toBe(100);
    expect(lineMultiplier(['DOUBLE_BAR', 'DOUBLE_BAR', 'DOUBLE_BAR'])).toBe(50);
    expect(lineMultiplier(['BAR', 'BAR', 'BAR'])).toBe(20);
    expect(lineMultiplier(['BAR', 'TRIPLE_BAR', 'DOUBLE_BAR'])).toBe(10);
    expect(lineMultiplier(['CHERRY', 'CHERRY', 'CHERRY'])).toBe(30);
    expect(lineMultiplier(['CHERRY', 'CHERRY', 'SEVEN'])).toBe(10);
    expect(lineMultiplier(['CHERRY', 'BLANK', 'CHERRY'])).toBe(2);
    expect(lineMultiplier(['CHERRY', 'BAR', 'BAR'])).toBe(2);
    expect(lineMultiplier(['BLANK', 'CHERRY', 'CHERRY'])).toBe(0);
    expect(lineMultiplier(['SEVEN', 'SEVEN', 'BAR'])).toBe(0);
    expect(lineMultiplier(['BAR', 'BAR', 'BLANK'])).toBe(0);
  });

  it('reads the window from the stops and pays every line in minor units', () => {
    const jackpot = evaluate(
      [0, 1, 2].map((reel) => stopShowing(reel, 'SEVEN', 1)),
      25n,
    );
    expect(jackpot.window[1]).toEqual(['SEVEN', 'SEVEN', 'SEVEN']);
    expect(jackpot.lineWins).toEqual([
      { line: 1, symbols: ['SEVEN', 'SEVEN', 'SEVEN'], multiplier: 300, win: 7_500n },
    ]);
    expect(jackpot.totalBet).toBe(125n);
    expect(jackpot.totalWin).toBe(7_500n);

    // Cherries down the falling diagonal: line 4 pays three cherries; reel 1's cherry in
    // the top row also starts line 2.
    const diagonal = evaluate(
      [stopShowing(0, 'CHERRY', 0), stopShowing(1, 'CHERRY', 1), stopShowing(2, 'CHERRY', 2)],
      10n,
    );
    expect(diagonal.window.map((row, r) => row[r])).toEqual(['CHERRY', 'CHERRY', 'CHERRY']);
    const byLine = new Map(diagonal.lineWins.map((w) => [w.line, w.win]));
    expect(byLine.get(4)).toBe(300n);
    expect(byLine.get(2)).toBeGreaterThanOrEqual(20n);
    expect(diagonal.totalWin).toBe([...byLine.values()].reduce((sum, win) => sum + win, 0n));

    const nothing = evaluate([1, 3, 5], 10n); // BAR / CHERRY / CHERRY on the middle row
    expect(nothing.window[1]).toEqual(['BAR', 'CHERRY', 'CHERRY']);
    expect(nothing.lineWins).toEqual([]);
    expect(nothing.totalWin).toBe(0n);
  });

  it('wraps the strip from the last stop to the first', () => {
    const last = REEL_STRIPS[0]!.length - 1;
    const round = evaluate([last, last, last], 1n);
    expect(round.window.map((row) => row[0])).toEqual([
      REEL_STRIPS[0]![last],
      REEL_STRIPS[0]![0],
      REEL_STRIPS[0]![1],
    ]);
  });

  it('refuses bad stakes and stops', () => {
    expect(() => evaluate([0, 0, 0], 0n)).toThrow(RangeError);
    expect(() => evaluate([0, 0, 0], 1 as unknown as bigint)).toThrow(RangeError);
    expect(() => evaluate([0, 0], 1n)).toThrow(RangeError);
    expect(() => evaluate([0, 0, 40], 1n)).toThrow(RangeError);
    expect(() => evaluate([0, 0.5, 0], 1n)).toThrow(RangeError);
  });

  it('spins the same stops for the same seeds, recomputable from the HMAC', () => {
    const seeds = { serverSeed: 'd'.repeat(64), clientSeed: 'reels', nonce: 11 };
    const first = spin(seededRng(seeds), 5n);
    expect(spin(seededRng(seeds), 5n)).toEqual(first);
    expect(spin(seededRng({ ...seeds, nonce: 12 }), 5n).stops).not.toEqual(first.stops);
    // Verifier: three big-endian 32-bit words, each modulo 40 (a redraw only for the top
    // 16 of 2^32 values).
    const digest = createHmac('sha256', seeds.serverSeed).update('reels:11:0').digest();
    expect(first.stops).toEqual([0, 4, 8].map((offset) => digest.readUInt32BE(offset) % 40));
  });
});
