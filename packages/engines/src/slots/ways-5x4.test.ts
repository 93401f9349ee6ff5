import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatPercent, rational, type Rational } from '../rational';
import { seededRng } from '../rng/draw';
import { FastPrng } from '../rng/fast-prng';
import {
  COINS,
  PAYTABLE,
  REEL_STRIPS,
  ROWS,
  STRIP_LENGTHS,
  SYMBOLS,
  WAYS,
  WAYS_5X4_RTP,
  evaluate,
  playRoundUnits,
  spin,
  spinWinUnits,
  type PayingSymbol,
  type WaysSymbol,
} from './ways-5x4';

const count = (strip: readonly WaysSymbol[], symbol: WaysSymbol) =>
  strip.filter((s) => s === symbol).length;

/** The window of `reel` at `stop`, top row first. */
const column = (reel: number, stop: number): WaysSymbol[] =>
  Array.from({ length: ROWS }, (_, row) => {
    const strip = REEL_STRIPS[reel]!;
    return strip[(stop + row) % strip.length]!;
  });

/** Cells of a column showing `symbol` or a wild. */
const showing = (cells: readonly WaysSymbol[], symbol: PayingSymbol) =>
  cells.filter((cell) => cell === symbol || cell === 'WILD').length;

/** The first stop of `reel` whose window shows `symbol` (or a wild) exactly `times` times. */
function stopWith(reel: number, symbol: PayingSymbol, times: number): number {
  const stop = REEL_STRIPS[reel]!.findIndex((_, s) => showing(column(reel, s), symbol) === times);
  if (stop < 0) throw new Error(`reel ${reel + 1} never shows ${symbol} ${times} times`);
  return stop;
}

const add = (a: Rational, b: Rational) =>
  rational(
    a.numerator * b.denominator + b.numerator * a.denominator,
    a.denominator * b.denominator,
  );
const times = (a: Rational, b: Rational) =>
  rational(a.numerator * b.numerator, a.denominator * b.denominator);

const COMBINATIONS = 29_491_200; // 30 × 32 × 32 × 32 × 30

describe('Jade Tiger, 5×4 1024-ways slot', () => {
  it('has the documented strips, wilds only on reels 2 to 4', () => {
    const counts = REEL_STRIPS.map((strip) => SYMBOLS.map((symbol) => count(strip, symbol)));
    // WILD, TIGER, PANDA, CRANE, BAMBOO, A, K, Q, J, TEN
    expect(counts).toEqual([
      [0, 2, 2, 3, 3, 4, 4, 4, 4, 4],
      [2, 2, 2, 3, 3, 4, 4, 4, 4, 4],
      [2, 2, 2, 3, 3, 4, 4, 4, 4, 4],
      [2, 2, 2, 3, 3, 4, 4, 4, 4, 4],
      [0, 2, 2, 3, 3, 4, 4, 4, 4, 4],
    ]);
    // No window shows a symbol twice; a wild can join it on reels 2 to 4, so one symbol
    // has at most 1 × 2 × 2 × 2 × 1 = 8 ways.
    const most = REEL_STRIPS.map((strip, reel) =>
      Math.max(
        ...strip.map((_, stop) =>
          Math.max(
            ...Object.keys(PAYTABLE).map((s) => showing(column(reel, stop), s as PayingSymbol)),
          ),
        ),
      ),
    );
    expect(most).toEqual([1, 2, 2, 2, 1]);
    expect(WAYS).toBe(1024);
    expect(STRIP_LENGTHS.reduce((product, length) => product * length, 1)).toBe(COMBINATIONS);
  });

  it('returns exactly 277823/288000 = 96.466%, derived reel by reel from the strips', () => {
    // Reels stop independently, so E[pay · c1 · c2 · c3 · (c4 = 0)] factorises into
    // pay · E[c1] · E[c2] · E[c3] · P(c4 = 0), with c_r the cells of reel r showing the symbol
    // or a wild. Both factors come from the strip's own windows: neighbouring rows are
    // neighbouring stops, so they are not independent of each other.
    let rtp = rational(0n, 1n);
    for (const [symbol, pays] of Object.entries(PAYTABLE) as [PayingSymbol, readonly number[]][]) {
      const perReel = REEL_STRIPS.map((strip, reel) => {
        const cells = strip.map((_, stop) => showing(column(reel, stop), symbol));
        const length = BigInt(strip.length);
        return {
          mean: rational(BigInt(cells.reduce((sum, c) => sum + c, 0)), length),
          none: rational(BigInt(cells.filter((c) => c === 0).length), length),
        };
      });
      let product = rational(1n, 1n);
      perReel.forEach(({ mean }, reel) => {
        product = times(product, mean);
        if (reel < 2) return;
        const stopsHere = reel === 4 ? rational(1n, 1n) : perReel[reel + 1]!.none;
        const pay = rational(BigInt(pays[reel - 2]!), BigInt(COINS));
        rtp = add(rtp, times(times(product, stopsHere), pay));
      });
    }
    expect(rtp).toEqual(WAYS_5X4_RTP);
    expect(formatPercent(WAYS_5X4_RTP, 3)).toBe('96.466%');
  });

  // About a CPU second; several while other suites share the two cores.
  it(
    'returns the same over all 29,491,200 stop combinations, settled by the engine',
    { timeout: 60_000 },
    () => {
      const stops = new Int32Array(5);
      const [a, b, c, d, e] = [...STRIP_LENGTHS] as [number, number, number, number, number];
      const settle = spinWinUnits; // a local: Vitest reads imports through getters
      let coins = 0;
      let hits = 0;
      let best = 0;
      let overStake = 0;
      for (stops[0] = 0; stops[0] < a; stops[0] += 1) {
        for (stops[1] = 0; stops[1] < b; stops[1] += 1) {
          for (stops[2] = 0; stops[2] < c; stops[2] += 1) {
            for (stops[3] = 0; stops[3] < d; stops[3] += 1) {
              for (stops[4] = 0; stops[4] < e; stops[4] += 1) {
                const win = settle(stops);
                coins += win;
                if (win > 0) hits += 1;
                if (win > COINS) overStake += 1;
                if (win > best) best = win;
              }
            }
          }
        }
      }
      expect(rational(BigInt(coins), BigInt(COMBINATIONS * COINS))).toEqual(WAYS_5X4_RTP);
      // Figures quoted in docs/ways-5x4.md.
      expect(coins).toBe(568_981_504);
      expect(hits).toBe(23_330_880); // 79.11% of spins win something
      expect(overStake).toBe(9_147_009); // 31.02% win more than the stake
      expect(best).toBe(985); // 49.25 × the stake
    },
  );

  it('pays each symbol once per way, wilds standing in, from reel 1', () => {
    // TIGER once on reel 1, a tiger and a wild on reel 2, one on reel 3, none on reel 4:
    // 1 × 2 × 1 = 2 ways at 10 coins.
    const stops = [
      stopWith(0, 'TIGER', 1),
      stopWith(1, 'TIGER', 2),
      stopWith(2, 'TIGER', 1),
      stopWith(3, 'TIGER', 0),
      0,
    ];
    const outcome = evaluate(stops, 40n);
    expect(outcome.wins.find((win) => win.symbol === 'TIGER')).toEqual({
      symbol: 'TIGER',
      reels: 3,
      ways: 2,
      pays: 10,
      win: 40n, // 2 ways × 10 coins × 2 minor units a coin
    });
    // A symbol missing from reel 2 pays nothing, whatever follows.
    const broken = evaluate([stopWith(0, 'TIGER', 1), stopWith(1, 'TIGER', 0), 0, 0, 0], 40n);
    expect(broken.wins.find((win) => win.symbol === 'TIGER')).toBeUndefined();
  });

  it('settles every window as the rules read it, cell by cell', () => {
    const rng = new FastPrng(8);
    for (let round = 0; round < 5_000; round += 1) {
      const stops = Array.from(STRIP_LENGTHS, (length) => rng.nextUint32() % length);
      const outcome = evaluate(stops, 20n);
      const columns = stops.map((stop, reel) => column(reel, stop));
      expect(outcome.window).toEqual(
        Array.from({ length: ROWS }, (_, row) => columns.map((cells) => cells[row])),
      );
      let expected = 0n;
      for (const [symbol, pays] of Object.entries(PAYTABLE) as [
        PayingSymbol,
        readonly number[],
      ][]) {
        let ways = 1;
        let reels = 0;
        while (reels < 5 && showing(columns[reels]!, symbol) > 0) {
          ways *= showing(columns[reels]!, symbol);
          reels += 1;
        }
        if (reels >= 3) expected += BigInt(ways * pays[reels - 3]!);
      }
      expect(outcome.totalWin).toBe(expected);
      expect(BigInt(spinWinUnits(Int32Array.from(stops)))).toBe(expected);
    }
  });

  it('wraps the strip from the last stop to the first', () => {
    const outcome = evaluate([29, 31, 31, 31, 29], 20n);
    expect(outcome.window.map((row) => row[0])).toEqual([
      REEL_STRIPS[0]![29],
      REEL_STRIPS[0]![0],
      REEL_STRIPS[0]![1],
      REEL_STRIPS[0]![2],
    ]);
  });

  it('refuses bad stakes and stops', () => {
    expect(() => evaluate([0, 0, 0, 0, 0], 0n)).toThrow(RangeError);
    expect(() => evaluate([0, 0, 0, 0, 0], 25n)).toThrow(RangeError); // not 20 coins
    expect(() => evaluate([0, 0, 0, 0, 0], 20 as unknown as bigint)).toThrow(RangeError);
    expect(() => evaluate([0, 0, 0, 0], 20n)).toThrow(RangeError);
    expect(() => evaluate([30, 0, 0, 0, 0], 20n)).toThrow(RangeError);
    expect(() => evaluate([0, 0, -1, 0, 0], 20n)).toThrow(RangeError);
    expect(() => spin(new FastPrng(1), 10n)).toThrow(RangeError);
  });

  it('spins the same stops for the same seeds, recomputable from the HMAC', () => {
    const seeds = { serverSeed: 'f'.repeat(64), clientSeed: 'tiger', nonce: 9 };
    const first = spin(seededRng(seeds), 100n);
    expect(spin(seededRng(seeds), 100n)).toEqual(first);
    const digest = createHmac('sha256', seeds.serverSeed).update('tiger:9:0').digest();
    expect(first.stops).toEqual(
      [0, 4, 8, 12, 16].map((offset, reel) => digest.readUInt32BE(offset) % STRIP_LENGTHS[reel]!),
    );
  });

  // About a CPU second; several while other suites share the two cores.
  it(
    'lands within 0.5 pp of the documented RTP over 2,000,000 simulated rounds',
    { timeout: 60_000 },
    () => {
      // σ ≈ 1.5 stakes per round: the standard error is 0.105 pp.
      const rng = new FastPrng(20_261_124);
      const stops = new Int32Array(5);
      const rounds = 2_000_000;
      let won = 0;
      for (let round = 0; round < rounds; round += 1) won += playRoundUnits(rng, stops);
      const measured = won / (rounds * COINS);
      const documented = Number(WAYS_5X4_RTP.numerator) / Number(WAYS_5X4_RTP.denominator);
      expect(Math.abs(measured - documented)).toBeLessThan(0.005);
    },
  );
});
