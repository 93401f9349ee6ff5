// The definition of "Lucky Lanterns" (video-5x3.ts): its symbols, reel strips, paylines and
// pays. Data only: the engine builds its lookup tables from these once, and the RTP proof in
// video-5x3.test.ts holds for exactly these values (docs/video-5x3.md prints them).

export type VideoSymbol =
  'WILD' | 'LANTERN' | 'DRAGON' | 'KOI' | 'INGOT' | 'FAN' | 'A' | 'K' | 'Q' | 'J' | 'TEN';

/** The symbols pays are quoted for on a line: all but the scatter. */
export type LineSymbol = Exclude<VideoSymbol, 'LANTERN'>;

/** Index = the symbol's id in the engine's tables. WILD and LANTERN come first on purpose. */
export const SYMBOLS: readonly VideoSymbol[] = [
  'WILD', 'LANTERN', 'DRAGON', 'KOI', 'INGOT', 'FAN', 'A', 'K', 'Q', 'J', 'TEN',
]; // prettier-ignore

export const REELS = 5;
export const ROWS = 3;

/**
 * Only the symbol counts set the RTP: each visible row of a reel is a uniform draw over
 * its strip, and a reel shows at most one lantern (one per strip). The order sets what
 * the window looks like. Reel 1 has one wild, the others three; reel 4 one more ten.
 *   reel 1 (28): WILD 1, LANTERN 1, DRAGON 1, KOI 2, INGOT 2, FAN 3, A 3, K 3, Q 4, J 4, TEN 4
 *   reels 2, 3, 5 (30): as reel 1 with WILD 3
 *   reel 4 (31): as reels 2, 3, 5 with TEN 5
 */
const REEL_1: readonly VideoSymbol[] = [
  'TEN', 'Q', 'FAN', 'J', 'A', 'TEN', 'K', 'KOI', 'INGOT', 'Q', 'J', 'WILD', 'TEN', 'LANTERN',
  'DRAGON', 'FAN', 'A', 'K', 'Q', 'J', 'TEN', 'KOI', 'INGOT', 'FAN', 'A', 'K', 'Q', 'J',
]; // prettier-ignore
const REEL_2: readonly VideoSymbol[] = [
  'Q', 'J', 'TEN', 'WILD', 'Q', 'FAN', 'J', 'A', 'TEN', 'K', 'KOI', 'INGOT', 'Q', 'J', 'TEN',
  'WILD', 'LANTERN', 'DRAGON', 'FAN', 'A', 'K', 'Q', 'J', 'TEN', 'KOI', 'INGOT', 'WILD', 'FAN', 'A', 'K',
]; // prettier-ignore
const REEL_4: readonly VideoSymbol[] = [
  'FAN', 'A', 'K', 'Q', 'J', 'TEN', 'WILD', 'TEN', 'Q', 'FAN', 'J', 'A', 'K', 'KOI', 'INGOT', 'TEN',
  'Q', 'J', 'WILD', 'LANTERN', 'DRAGON', 'FAN', 'A', 'K', 'TEN', 'Q', 'J', 'KOI', 'INGOT', 'TEN', 'WILD',
]; // prettier-ignore
const REEL_5: readonly VideoSymbol[] = [
  'K', 'TEN', 'WILD', 'A', 'Q', 'KOI', 'J', 'FAN', 'TEN', 'INGOT', 'Q', 'K', 'LANTERN', 'J', 'A',
  'WILD', 'TEN', 'FAN', 'Q', 'DRAGON', 'J', 'K', 'KOI', 'A', 'TEN', 'WILD', 'Q', 'INGOT', 'J', 'FAN',
]; // prettier-ignore

export const REEL_STRIPS: readonly (readonly VideoSymbol[])[] = [
  REEL_1,
  REEL_2,
  // Reel 2's strip backwards, so reels 2 and 3 do not move in step.
  [...REEL_2].reverse(),
  REEL_4,
  REEL_5,
];

/**
 * Row shown on each reel, per line (0 = top). Line 1 is the middle row; all 20 differ,
 * and every line takes one cell from each reel, left to right.
 */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

export const LINES = PAYLINES.length;

/**
 * Multiples of the line bet for 3, 4 and 5 of a kind on a line, reel 1 first. Wilds pay
 * on their own too, so a line pays the higher of its wilds-only win and the win of the
 * first other symbol with the wilds standing in for it.
 */
export const PAYTABLE: Readonly<Record<LineSymbol, readonly [number, number, number]>> = {
  WILD: [50, 200, 1000],
  DRAGON: [25, 100, 500],
  KOI: [20, 75, 250],
  INGOT: [15, 50, 200],
  FAN: [10, 40, 150],
  A: [5, 20, 100],
  K: [5, 20, 100],
  Q: [5, 15, 75],
  J: [5, 15, 75],
  TEN: [5, 10, 50],
};

/** Lanterns anywhere in the window pay these multiples of the total bet (3, 4, 5 lanterns). */
export const SCATTER_PAYS: readonly [number, number, number] = [2, 10, 100];

/**
 * Three or more lanterns award 10 free spins on the same reels, every win in them tripled
 * (line and lantern wins). Lanterns in a free spin award 10 more: retriggers have no
 * limit, and the round ends when no free spin is left.
 */
export const FREE_SPINS = { lanternsNeeded: 3, awarded: 10, multiplier: 3 } as const;
