import { rational, type Rational } from '../rational';
import type { Rng } from '../rng/draw';
import { checkStops, drawReelStops, stoppedAt, stripLengthsOf, type Stopped } from './reels';

/**
 * "Classic 3×3": three reels, three rows visible, five fixed paylines (the three rows and
 * the two diagonals), every line always played. The paytable and rules screen is
 * docs/classic-3x3.md; the RTP below is proved by enumerating all 40³ = 64,000 stop
 * combinations in classic-3x3.test.ts.
 */

export type ClassicSymbol = 'SEVEN' | 'TRIPLE_BAR' | 'DOUBLE_BAR' | 'BAR' | 'CHERRY' | 'BLANK';

const BAR_SYMBOLS: ReadonlySet<ClassicSymbol> = new Set(['TRIPLE_BAR', 'DOUBLE_BAR', 'BAR']);

/**
 * A mechanical-style strip: every symbol is followed by a blank, so a stop shows either two
 * symbols and a blank or one symbol between two blanks, and a near miss looks like one.
 */
function strip(symbols: readonly ClassicSymbol[]): readonly ClassicSymbol[] {
  return symbols.flatMap((symbol) => [symbol, 'BLANK' as const]);
}

/**
 * Reel 1 carries more cherries (a cherry on reel 1 pays on its own) and fewer sevens; reels
 * 2 and 3 carry the second seven and the third triple bar. Only the symbol counts set the
 * RTP (each visible row of a reel is a uniform draw over its strip); the order sets what
 * the window looks like. Per reel: 20 symbols + 20 blanks = 40 stops.
 *   reel 1:     1 seven, 2 triple bars, 4 double bars, 7 bars, 6 cherries
 *   reels 2, 3: 2 sevens, 3 triple bars, 3 double bars, 7 bars, 5 cherries
 */
const REEL_1: readonly ClassicSymbol[] = [
  'SEVEN', 'BAR', 'CHERRY', 'DOUBLE_BAR', 'BAR', 'CHERRY', 'TRIPLE_BAR', 'BAR', 'CHERRY', 'DOUBLE_BAR',
  'BAR', 'CHERRY', 'DOUBLE_BAR', 'BAR', 'CHERRY', 'TRIPLE_BAR', 'BAR', 'CHERRY', 'DOUBLE_BAR', 'BAR',
]; // prettier-ignore
const REEL_2: readonly ClassicSymbol[] = [
  'SEVEN', 'BAR', 'CHERRY', 'DOUBLE_BAR', 'BAR', 'CHERRY', 'TRIPLE_BAR', 'BAR', 'SEVEN', 'BAR',
  'CHERRY', 'TRIPLE_BAR', 'BAR', 'CHERRY', 'DOUBLE_BAR', 'BAR', 'CHERRY', 'TRIPLE_BAR', 'DOUBLE_BAR', 'BAR',
]; // prettier-ignore

export const REEL_STRIPS: readonly (readonly ClassicSymbol[])[] = [
  strip(REEL_1),
  strip(REEL_2),
  // Same counts as reel 2 in another order, so reels 2 and 3 do not move in step.
  strip([...REEL_2].reverse()),
];

export const STRIP_LENGTHS: Int32Array = stripLengthsOf(REEL_STRIPS);

export const ROWS = 3;

/** Row shown on each reel, per line; line 1 is the middle row as on a mechanical machine. */
export const PAYLINES: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Multipliers of the bet per line. A line pays only its highest win. */
export const PAYTABLE = {
  threeSevens: 300,
  threeTripleBars: 100,
  threeDoubleBars: 50,
  threeBars: 20,
  anyThreeBars: 10,
  threeCherries: 30,
  twoCherries: 10, // cherries on reels 1 and 2
  oneCherry: 2, // cherry on reel 1
} as const;

/** Exact return to player, 61,460 / 64,000 units per unit staked per line. */
export const CLASSIC_3X3_RTP: Rational = rational(3073n, 3200n); // 96.03125%

/** The line multiplier for the three symbols on one payline, read from reel 1. */
export function lineMultiplier(symbols: readonly ClassicSymbol[]): number {
  const [a, b, c] = symbols;
  if (a === b && b === c) {
    if (a === 'SEVEN') return PAYTABLE.threeSevens;
    if (a === 'TRIPLE_BAR') return PAYTABLE.threeTripleBars;
    if (a === 'DOUBLE_BAR') return PAYTABLE.threeDoubleBars;
    if (a === 'BAR') return PAYTABLE.threeBars;
  }
  if (symbols.every((symbol) => BAR_SYMBOLS.has(symbol))) return PAYTABLE.anyThreeBars;
  // Cherries count from the left only: a cherry on reel 2 alone pays nothing.
  if (a === 'CHERRY') {
    if (b !== 'CHERRY') return PAYTABLE.oneCherry;
    return c === 'CHERRY' ? PAYTABLE.threeCherries : PAYTABLE.twoCherries;
  }
  return 0;
}

export type LineWin = {
  /** 1-based, as printed beside the window. */
  line: number;
  symbols: readonly ClassicSymbol[];
  multiplier: number;
  /** betPerLine × multiplier, in minor units. */
  win: bigint;
};

export type ClassicSpin = Stopped<ClassicSymbol> & {
  lineWins: readonly LineWin[];
  totalBet: bigint;
  totalWin: bigint;
};

/**
 * Settles given stops. Separate from `spin` so a fairness check can replay a round from
 * its recorded stops, and the RTP test can walk every combination.
 */
export function evaluate(stops: readonly number[], betPerLine: bigint): ClassicSpin {
  if (typeof betPerLine !== 'bigint' || betPerLine <= 0n) {
    throw new RangeError('betPerLine must be a positive bigint');
  }
  checkStops(stops, STRIP_LENGTHS);
  const stopped = stoppedAt(REEL_STRIPS, stops, ROWS);
  const lineWins: LineWin[] = [];
  PAYLINES.forEach((rows, index) => {
    const symbols = rows.map((row, reel) => stopped.window[row]![reel]!);
    const multiplier = lineMultiplier(symbols);
    if (multiplier > 0) {
      lineWins.push({ line: index + 1, symbols, multiplier, win: betPerLine * BigInt(multiplier) });
    }
  });
  return {
    ...stopped,
    lineWins,
    totalBet: betPerLine * BigInt(PAYLINES.length),
    totalWin: lineWins.reduce((sum, lineWin) => sum + lineWin.win, 0n),
  };
}

/** One round: a uniform, unbiased stop per reel (reel 1 first), then `evaluate`. */
export function spin(rng: Rng, betPerLine: bigint): ClassicSpin {
  const stops = drawStops(rng, new Int32Array(REEL_STRIPS.length));
  return evaluate([...stops], betPerLine);
}

// ---------------------------------------------------------------------------------------
// The hot path, for simulations and benches: the same maths as `evaluate`, on typed
// arrays and with no allocation. LINE_PAYS is `lineMultiplier` tabulated for every
// three-symbol line, so the rules still live only in `lineMultiplier`.

const SYMBOLS: readonly ClassicSymbol[] = [
  'SEVEN',
  'TRIPLE_BAR',
  'DOUBLE_BAR',
  'BAR',
  'CHERRY',
  'BLANK',
];
const SYMBOL_COUNT = SYMBOLS.length;

/** LINE_PAYS[(a × 6 + b) × 6 + c]: line-bet multiple of symbol ids a, b, c on a line. */
const LINE_PAYS = new Int32Array(SYMBOL_COUNT ** 3);
SYMBOLS.forEach((a, i) =>
  SYMBOLS.forEach((b, j) =>
    SYMBOLS.forEach((c, k) => {
      LINE_PAYS[(i * SYMBOL_COUNT + j) * SYMBOL_COUNT + k] = lineMultiplier([a, b, c]);
    }),
  ),
);

/**
 * Symbol ids of every strip, each followed by its first ROWS − 1 ids again so a window
 * reads forward with no modulo; STRIP_START[reel] is where a reel's strip begins.
 */
const STRIP_START = new Int32Array(REEL_STRIPS.length);
const STRIP_IDS = new Uint8Array(
  REEL_STRIPS.reduce((sum, reelStrip) => sum + reelStrip.length + ROWS - 1, 0),
);
REEL_STRIPS.reduce((at, reelStrip, reel) => {
  STRIP_START[reel] = at;
  for (let i = 0; i < reelStrip.length + ROWS - 1; i += 1) {
    STRIP_IDS[at + i] = SYMBOLS.indexOf(reelStrip[i % reelStrip.length]!);
  }
  return at + reelStrip.length + ROWS - 1;
}, 0);

/** For line l, the offsets of its cells from each reel's stop: PAYLINES flattened. */
const LINE_ROWS = Int8Array.from(PAYLINES.flat());

/**
 * Hot path: the win of the spin at `stops` in line bets (multiply by the bet per line).
 * Trusts its input, one valid stop per reel: for simulations, benches and enumerations.
 */
export function spinWinUnits(stops: ArrayLike<number>): number {
  const at0 = STRIP_START[0]! + stops[0]!;
  const at1 = STRIP_START[1]! + stops[1]!;
  const at2 = STRIP_START[2]! + stops[2]!;
  let units = 0;
  for (let line = 0; line < PAYLINES.length; line += 1) {
    const a = STRIP_IDS[at0 + LINE_ROWS[line * 3]!]!;
    const b = STRIP_IDS[at1 + LINE_ROWS[line * 3 + 1]!]!;
    const c = STRIP_IDS[at2 + LINE_ROWS[line * 3 + 2]!]!;
    units += LINE_PAYS[(a * SYMBOL_COUNT + b) * SYMBOL_COUNT + c]!;
  }
  return units;
}

/** Draws the stops as `spin` does (reel 1 first, unbiased) into `stops`. */
export function drawStops(rng: Rng, stops: Int32Array): Int32Array {
  return drawReelStops(rng, STRIP_LENGTHS, stops);
}

/** Hot path: a paid round (one spin) drawn as `spin` draws it; the win in line bets. */
export function playRoundUnits(rng: Rng, stops: Int32Array): number {
  return spinWinUnits(drawStops(rng, stops));
}
