import { rational, type Rational } from '../rational';
import type { Rng } from '../rng/draw';
import {
  checkStops,
  drawReelStops,
  paysByCount,
  reelStarts,
  stakeShare,
  stoppedAt,
  stripLengthsOf,
  symbolIdReader,
  type Stopped,
} from './reels';

/**
 * "Jade Tiger": five reels, four rows, 1024 ways. A symbol pays when it shows anywhere on
 * reels 1, 2 and 3 (and on through 4 and 5 for more), once per way: the product of how
 * many times it shows on each of those reels. The WILD, on reels 2 to 4 only, stands in for
 * every symbol. No scatter, no feature: a round is one spin. The paytable and rules screen
 * is docs/ways-5x4.md; the RTP below is derived reel by reel (see ways-5x4.test.ts) and
 * checked by enumerating all 29,491,200 stop combinations.
 *
 * Money: the stake (the total bet) is 20 coins, so it must be a whole number of minor units
 * divisible by 20; a coin is then whole, and every win, a whole number of coins, is exact.
 * Nothing is rounded.
 */

export type WaysSymbol =
  'WILD' | 'TIGER' | 'PANDA' | 'CRANE' | 'BAMBOO' | 'A' | 'K' | 'Q' | 'J' | 'TEN';

export type PayingSymbol = Exclude<WaysSymbol, 'WILD'>;

/** Index = the symbol's id in the engine's tables; WILD first. */
export const SYMBOLS: readonly WaysSymbol[] = [
  'WILD', 'TIGER', 'PANDA', 'CRANE', 'BAMBOO', 'A', 'K', 'Q', 'J', 'TEN',
]; // prettier-ignore

export const REELS = 5;
export const ROWS = 4;
/** Ways across the window: 4 rows on each of 5 reels. */
export const WAYS = ROWS ** REELS;
/** The stake is this many coins; pays are in coins. */
export const COINS = 20;

/**
 * Counts per reel: TIGER 2, PANDA 2, CRANE 3, BAMBOO 3 and 4 each of A, K, Q, J, TEN (30
 * stops); reels 2 to 4 add two wilds (32 stops). Unlike a line game the order matters to
 * the RTP, not only the counts: the four rows are neighbouring stops, so what a reel shows
 * in one row tells what the next row can show. Equal symbols are spread out: no window
 * shows a symbol twice, so a reel counts a symbol twice only when a wild shares its window.
 */
const REEL_1: readonly WaysSymbol[] = [
  'A', 'K', 'CRANE', 'Q', 'BAMBOO', 'J', 'TEN', 'TIGER', 'PANDA', 'A', 'K', 'Q', 'J', 'TEN', 'CRANE',
  'BAMBOO', 'A', 'K', 'Q', 'J', 'TEN', 'TIGER', 'PANDA', 'CRANE', 'BAMBOO', 'A', 'K', 'Q', 'J', 'TEN',
]; // prettier-ignore
const REEL_2: readonly WaysSymbol[] = [
  'TEN', 'A', 'K', 'CRANE', 'Q', 'BAMBOO', 'J', 'TEN', 'TIGER', 'PANDA', 'WILD', 'A', 'K', 'Q', 'J', 'TEN',
  'CRANE', 'BAMBOO', 'A', 'K', 'Q', 'J', 'TEN', 'TIGER', 'PANDA', 'WILD', 'CRANE', 'BAMBOO', 'A', 'K', 'Q', 'J',
]; // prettier-ignore

/** A strip backwards shows the same windows upside down, so the maths is unchanged. */
const backwards = (strip: readonly WaysSymbol[]): readonly WaysSymbol[] => [...strip].reverse();

export const REEL_STRIPS: readonly (readonly WaysSymbol[])[] = [
  REEL_1,
  REEL_2,
  backwards(REEL_2),
  REEL_2,
  backwards(REEL_1),
];

/** Coins per way for 3, 4 and 5 reels from the left. */
export const PAYTABLE: Readonly<Record<PayingSymbol, readonly [number, number, number]>> = {
  TIGER: [10, 20, 50],
  PANDA: [8, 15, 40],
  CRANE: [6, 12, 30],
  BAMBOO: [5, 10, 25],
  A: [4, 8, 15],
  K: [4, 8, 15],
  Q: [3, 6, 12],
  J: [3, 6, 12],
  TEN: [2, 5, 10],
};

/**
 * Exact return to player, 277,823 / 288,000 = 96.466%. Reels stop independently, so for
 * one symbol the expected ways win factorises: with c_r the cells of reel r showing the
 * symbol or a wild, E[pay(3) · c1·c2·c3 · (c4 = 0)] = pay(3) · E[c1]·E[c2]·E[c3]·P(c4 = 0),
 * and the same for 4 and 5 reels. E[c_r] = 4 × (symbols + wilds) / strip length; P(c_r = 0)
 * counts the stops whose four-row window lacks both. Summed over the symbols, over the 20
 * coins staked; ways-5x4.test.ts computes it from the strips and enumerates every stop
 * combination to confirm it.
 */
export const WAYS_5X4_RTP: Rational = rational(277_823n, 288_000n);

// ---------------------------------------------------------------------------------------
// The hot path. Tables are built once from the definitions above, and one function,
// `settleWays`, applies the ways rules: the simulation path (`spinWinUnits`) adds up what it
// returns and the outcome a player sees (`evaluate`) lists what it records.

const SYMBOL_COUNT = SYMBOLS.length;
const WILD = 0;
/** Stride of the pay table: index = symbol id × PAY_STRIDE + reels from the left. */
const PAY_STRIDE = REELS + 1;

export const STRIP_LENGTHS: Int32Array = stripLengthsOf(REEL_STRIPS);

/** Where each reel's stops begin in the per-stop tables below. */
const { starts: REEL_START, allStops: ALL_STOPS } = reelStarts(STRIP_LENGTHS);

const symbolAt = symbolIdReader(SYMBOLS, REEL_STRIPS);

/**
 * SHOWING[(REEL_START[reel] + stop) × SYMBOL_COUNT + symbol]: the cells of that reel's
 * window showing the symbol or a wild, 0 to 4. A spin's ways for a symbol are products of
 * five of these.
 */
const SHOWING = new Uint8Array(ALL_STOPS * SYMBOL_COUNT);
/** The symbols reel 1 shows at each stop (no wild there): the only ones that can pay. */
const CANDIDATES = new Uint8Array(STRIP_LENGTHS[0]! * ROWS);
const CANDIDATE_COUNT = new Uint8Array(STRIP_LENGTHS[0]!);

for (let reel = 0; reel < REELS; reel += 1) {
  for (let stop = 0; stop < STRIP_LENGTHS[reel]!; stop += 1) {
    const at = (REEL_START[reel]! + stop) * SYMBOL_COUNT;
    for (let row = 0; row < ROWS; row += 1) {
      const shown = symbolAt(reel, stop, row);
      for (let id = 1; id < SYMBOL_COUNT; id += 1) {
        if (shown === id || shown === WILD) SHOWING[at + id]! += 1;
      }
    }
  }
}
for (let stop = 0; stop < STRIP_LENGTHS[0]!; stop += 1) {
  const shown = [...new Set(Array.from({ length: ROWS }, (_, row) => symbolAt(0, stop, row)))];
  if (shown.includes(WILD)) throw new Error('reel 1 carries no wild');
  CANDIDATES.set(shown, stop * ROWS);
  CANDIDATE_COUNT[stop] = shown.length;
}

/** Coins per way by symbol id and reels from the left; 0 below three. */
const WAY_PAYS = paysByCount(SYMBOLS, PAYTABLE, REELS);

/** A symbol's win for `record`: ways << 8 | reels << 4 | symbol id (ways ≤ 1024). */
const waysCode = (ways: number, reels: number, symbol: number): number =>
  (ways << 8) | (reels << 4) | symbol;

/**
 * The ways wins of the window at `stops`, in coins. When `record` is given (zeroed, one
 * entry per symbol id), each paying symbol's `waysCode` is written to it. Only symbols on
 * reel 1 can pay, and a run stops at the first reel not showing the symbol or a wild.
 */
function settleWays(stops: ArrayLike<number>, record: Int32Array | null): number {
  const on0 = (REEL_START[0]! + stops[0]!) * SYMBOL_COUNT;
  const on1 = (REEL_START[1]! + stops[1]!) * SYMBOL_COUNT;
  const on2 = (REEL_START[2]! + stops[2]!) * SYMBOL_COUNT;
  const on3 = (REEL_START[3]! + stops[3]!) * SYMBOL_COUNT;
  const on4 = (REEL_START[4]! + stops[4]!) * SYMBOL_COUNT;
  let coins = 0;
  const from = stops[0]! * ROWS;
  const to = from + CANDIDATE_COUNT[stops[0]!]!;
  for (let i = from; i < to; i += 1) {
    const symbol = CANDIDATES[i]!;
    const second = SHOWING[on1 + symbol]!;
    if (second === 0) continue;
    const third = SHOWING[on2 + symbol]!;
    if (third === 0) continue;
    let ways = SHOWING[on0 + symbol]! * second * third;
    let reels = 3;
    const fourth = SHOWING[on3 + symbol]!;
    if (fourth !== 0) {
      ways *= fourth;
      reels = 4;
      const fifth = SHOWING[on4 + symbol]!;
      if (fifth !== 0) {
        ways *= fifth;
        reels = 5;
      }
    }
    coins += WAY_PAYS[symbol * PAY_STRIDE + reels]! * ways;
    if (record !== null) record[symbol] = waysCode(ways, reels, symbol);
  }
  return coins;
}

/**
 * Hot path: the win of the spin at `stops`, in coins. Allocates nothing and trusts its
 * input (one valid stop per reel): for simulations, benches and the RTP enumeration.
 */
export function spinWinUnits(stops: ArrayLike<number>): number {
  return settleWays(stops, null);
}

/** Draws one uniform, unbiased stop per reel, reel 1 first, into `stops`. */
export function drawStops(rng: Rng, stops: Int32Array): Int32Array {
  return drawReelStops(rng, STRIP_LENGTHS, stops);
}

/** Hot path: a paid round (one spin here) drawn as `spin` draws it; the win in coins. */
export function playRoundUnits(rng: Rng, stops: Int32Array): number {
  return settleWays(drawStops(rng, stops), null);
}

// ---------------------------------------------------------------------------------------
// Outcomes for the client, in minor units.

export type WaysWin = {
  symbol: PayingSymbol;
  /** Reels from the left the symbol (or a wild) shows on: 3, 4 or 5. */
  reels: number;
  /** Product of the symbol's cells (wilds included) on each of those reels. */
  ways: number;
  /** Coins per way from the paytable. */
  pays: number;
  /** coin × pays × ways, in minor units. */
  win: bigint;
};

export type WaysSpin = Stopped<WaysSymbol> & {
  wins: readonly WaysWin[];
  stake: bigint;
  totalWin: bigint;
};

/**
 * Settles given stops for a stake (the total bet). Separate from `spin` so a fairness check
 * can replay a round from its recorded stops.
 */
export function evaluate(stops: readonly number[], stake: bigint): WaysSpin {
  const coin = stakeShare(stake, COINS);
  checkStops(stops, STRIP_LENGTHS);
  const record = new Int32Array(SYMBOL_COUNT);
  settleWays(Int32Array.from(stops), record);
  const wins: WaysWin[] = [];
  record.forEach((code, symbol) => {
    if (code === 0) return;
    const reels = (code >>> 4) & 0xf;
    const ways = code >>> 8;
    const pays = WAY_PAYS[symbol * PAY_STRIDE + reels]!;
    wins.push({
      symbol: SYMBOLS[symbol] as PayingSymbol,
      reels,
      ways,
      pays,
      win: coin * BigInt(pays * ways),
    });
  });
  return {
    ...stoppedAt(REEL_STRIPS, stops, ROWS),
    wins,
    stake,
    totalWin: wins.reduce((sum, win) => sum + win.win, 0n),
  };
}

/** One paid round: a uniform, unbiased stop per reel (reel 1 first), then `evaluate`. */
export function spin(rng: Rng, stake: bigint): WaysSpin {
  stakeShare(stake, COINS); // refuse a bad stake before drawing
  return evaluate([...drawStops(rng, new Int32Array(REELS))], stake);
}
