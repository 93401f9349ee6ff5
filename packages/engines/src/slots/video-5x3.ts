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
import {
  FREE_SPINS,
  LINES,
  PAYLINES,
  PAYTABLE,
  REEL_STRIPS,
  REELS,
  ROWS,
  SCATTER_PAYS,
  SYMBOLS,
  type LineSymbol,
  type VideoSymbol,
} from './video-5x3-tables';

/**
 * "Lucky Lanterns": five reels, three rows, 20 fixed paylines, every line always played.
 * The golden WILD stands in for any paying symbol; the LANTERN is a scatter that pays
 * anywhere on the reels and, three or more at once, starts free spins played at triple
 * pay. Free spins belong to the paid round: `playRound` plays them all and settles one
 * total. The paytable and rules screen is docs/video-5x3.md; the RTP below is proved in
 * video-5x3.test.ts by enumerating all 23,436,000 stop combinations of the base game.
 *
 * Money: the stake is the total bet, a whole number of minor units divisible by 20, so the
 * line bet (stake / 20) is whole and every win, a whole multiple of it, is exact. Nothing
 * is rounded.
 *
 * The symbols, reel strips, paylines and pays are in video-5x3-tables.ts; this file plays them.
 */

export * from './video-5x3-tables';

/**
 * Exact return to player, 96.032%. With N = 23,436,000 stop combinations, S = the base
 * spin wins over all of them in line bets (lines and lanterns) and T = the combinations
 * that trigger free spins, a spin returns W = S/N line bets and triggers with q = T/N.
 * Free spins use the same reels, so each pays 3W on average, and a feature plays
 * 10 / (1 − 10q) spins on average (10 + 10q more per spin, Wald's identity). Per round:
 *   W + q · 3W · 10 / (1 − 10q) = W (1 + 20q) / (1 − 10q) line bets, over 20 staked.
 * The figures S and T are in video-5x3.test.ts and docs/video-5x3.md.
 */
export const VIDEO_5X3_RTP: Rational = rational(3_301_276_319n, 3_437_670_600n);

// ---------------------------------------------------------------------------------------
// The hot path. Tables are built once from the definitions (video-5x3-tables.ts), and one
// function, `settleLines`, applies the line rules: the simulation path (`spinCode`) adds up
// what it returns and the outcome a player sees (`evaluate`) lists the lines it records, so
// the maths exists once.

const SYMBOL_COUNT = SYMBOLS.length;
const WILD = 0;
const LANTERN = 1;
/** Stride of the pay table: index = symbol id × PAY_STRIDE + symbols in a row. */
const PAY_STRIDE = REELS + 1;

export const STRIP_LENGTHS: Int32Array = stripLengthsOf(REEL_STRIPS);

/** Where each reel's stops begin in the per-stop tables below. */
const { starts: REEL_START, allStops: ALL_STOPS } = reelStarts(STRIP_LENGTHS);

const symbolAt = symbolIdReader(SYMBOLS, REEL_STRIPS);

/**
 * Lines as bit sets: bit l stands for line l + 1. LINES_SHOWING[(REEL_START[reel] + stop) ×
 * SYMBOL_COUNT + symbol] is the set of lines whose cell on that reel shows the symbol or a
 * wild (for WILD itself: a wild). ANDing one entry per reel leaves the lines on which a
 * symbol, wilds standing in, runs from reel 1 that far: a whole window is settled with a
 * few loads per symbol instead of a walk along each of the 20 lines.
 */
const LINES_SHOWING = new Int32Array(ALL_STOPS * SYMBOL_COUNT);
/** Lanterns in the window of each reel at each stop (at most one: one per strip). */
const LANTERNS_AT = new Uint8Array(ALL_STOPS);
/**
 * The symbols that may pay on a line when reel 1 stops at a stop: those it shows, or every
 * line symbol when it shows a wild (a wild on reel 1 can start any symbol's run).
 * MAX_CANDIDATES per stop, CANDIDATE_COUNT of them used.
 */
const MAX_CANDIDATES = SYMBOL_COUNT;
const CANDIDATES = new Uint8Array(STRIP_LENGTHS[0]! * MAX_CANDIDATES);
const CANDIDATE_COUNT = new Uint8Array(STRIP_LENGTHS[0]!);

for (let reel = 0; reel < REELS; reel += 1) {
  for (let stop = 0; stop < STRIP_LENGTHS[reel]!; stop += 1) {
    const at = REEL_START[reel]! + stop;
    PAYLINES.forEach((rows, line) => {
      const symbol = symbolAt(reel, stop, rows[reel]!);
      for (let id = 0; id < SYMBOL_COUNT; id += 1) {
        if (symbol === id || (symbol === WILD && id !== LANTERN)) {
          LINES_SHOWING[at * SYMBOL_COUNT + id]! |= 1 << line;
        }
      }
    });
    for (let row = 0; row < ROWS; row += 1) {
      if (symbolAt(reel, stop, row) === LANTERN) LANTERNS_AT[at]! += 1;
    }
  }
}
for (let stop = 0; stop < STRIP_LENGTHS[0]!; stop += 1) {
  const shown = new Set(Array.from({ length: ROWS }, (_, row) => symbolAt(0, stop, row)));
  const candidates = shown.has(WILD)
    ? SYMBOLS.map((_, id) => id).filter((id) => id !== WILD && id !== LANTERN)
    : [...shown].filter((id) => id !== LANTERN);
  CANDIDATES.set(candidates, stop * MAX_CANDIDATES);
  CANDIDATE_COUNT[stop] = candidates.length;
}

/** Line-bet multiples by symbol id and symbols in a row; 0 below three. */
const LINE_PAYS = paysByCount(SYMBOLS, PAYTABLE, REELS);

/** Lantern wins in line bets (a total-bet multiple × LINES), by lanterns shown. */
const SCATTER_UNITS = new Int32Array(REELS + 1);
SCATTER_PAYS.forEach((pay, i) => (SCATTER_UNITS[3 + i] = pay * LINES));

/** Lines in a bit set (at most 20 bits). */
function lineCount(set: number): number {
  let x = set - ((set >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** A line's win for `record`: pay << 8 | symbols counted << 4 | symbol id. */
const lineCode = (pay: number, count: number, symbol: number): number =>
  (pay << 8) | (count << 4) | symbol;

/** Writes `code` for every line in `set`. */
function recordLines(record: Int32Array, set: number, code: number): void {
  for (let line = 0; line < LINES; line += 1) if ((set >>> line) & 1) record[line] = code;
}

/**
 * The line wins of the window at `stops`, in line bets. When `record` is given (zeroed,
 * one entry per line), each paying line's `lineCode` is written to it.
 *
 * Why symbol by symbol is the same as the rule (first non-wild symbol, or the wilds alone,
 * whichever pays more): if a line's first three cells are not all wild, at most one symbol
 * runs three or more from reel 1 (two would need three shared cells, which only a wild
 * can be) and the leading wilds, two at most, pay nothing, so the line pays that symbol's
 * run. Lines starting with three wilds let every symbol "run" three; there the engine takes
 * the highest win over all symbols and the wild, which is the rule because wilds pay at
 * least as much as any symbol for the same count (checked in the tests).
 */
function settleLines(stops: ArrayLike<number>, record: Int32Array | null): number {
  const on0 = (REEL_START[0]! + stops[0]!) * SYMBOL_COUNT;
  const on1 = (REEL_START[1]! + stops[1]!) * SYMBOL_COUNT;
  const on2 = (REEL_START[2]! + stops[2]!) * SYMBOL_COUNT;
  const on3 = (REEL_START[3]! + stops[3]!) * SYMBOL_COUNT;
  const on4 = (REEL_START[4]! + stops[4]!) * SYMBOL_COUNT;
  const wildThree =
    LINES_SHOWING[on0 + WILD]! & LINES_SHOWING[on1 + WILD]! & LINES_SHOWING[on2 + WILD]!;
  let units = 0;
  const from = stops[0]! * MAX_CANDIDATES;
  const to = from + CANDIDATE_COUNT[stops[0]!]!;
  for (let i = from; i < to; i += 1) {
    const symbol = CANDIDATES[i]!;
    const three =
      LINES_SHOWING[on0 + symbol]! &
      LINES_SHOWING[on1 + symbol]! &
      LINES_SHOWING[on2 + symbol]! &
      ~wildThree;
    if (three === 0) continue;
    const four = three & LINES_SHOWING[on3 + symbol]!;
    const five = four & LINES_SHOWING[on4 + symbol]!;
    const pays = symbol * PAY_STRIDE;
    units +=
      LINE_PAYS[pays + 3]! * lineCount(three ^ four) +
      LINE_PAYS[pays + 4]! * lineCount(four ^ five) +
      LINE_PAYS[pays + 5]! * lineCount(five);
    if (record !== null) {
      recordLines(record, three ^ four, lineCode(LINE_PAYS[pays + 3]!, 3, symbol));
      recordLines(record, four ^ five, lineCode(LINE_PAYS[pays + 4]!, 4, symbol));
      recordLines(record, five, lineCode(LINE_PAYS[pays + 5]!, 5, symbol));
    }
  }
  for (let line = 0; wildThree >>> line !== 0; line += 1) {
    if (((wildThree >>> line) & 1) === 0) continue;
    let best = 0;
    for (let symbol = 0; symbol < SYMBOL_COUNT; symbol += 1) {
      if (symbol === LANTERN) continue;
      const count =
        3 +
        ((LINES_SHOWING[on3 + symbol]! >>> line) & 1) +
        ((LINES_SHOWING[on3 + symbol]! & LINES_SHOWING[on4 + symbol]! & (1 << line)) === 0 ? 0 : 1);
      const code = lineCode(LINE_PAYS[symbol * PAY_STRIDE + count]!, count, symbol);
      // Ties go to the wild (id 0, tried first): the player sees why the line paid.
      if (code >>> 8 > best >>> 8) best = code;
    }
    units += best >>> 8;
    if (record !== null) record[line] = best;
  }
  return units;
}

function lanternCount(stops: ArrayLike<number>): number {
  let lanterns = 0;
  for (let reel = 0; reel < REELS; reel += 1) {
    lanterns += LANTERNS_AT[REEL_START[reel]! + stops[reel]!]!;
  }
  return lanterns;
}

/** Free spins awarded by a spin showing `lanterns` lanterns, in the base game or in free spins. */
export function freeSpinsFor(lanterns: number): number {
  return lanterns >= FREE_SPINS.lanternsNeeded ? FREE_SPINS.awarded : 0;
}

/**
 * Hot path: the spin at `stops` packed as win << 3 | lanterns, the win in line bets before
 * any free-spin multiplier (at most 22,000, so the code stays a small integer) and the
 * lanterns shown (at most 5). Allocates nothing and trusts its input (one valid stop per
 * reel): for simulations, benches and the RTP enumeration.
 */
export function spinCode(stops: ArrayLike<number>): number {
  const lanterns = lanternCount(stops);
  return ((settleLines(stops, null) + SCATTER_UNITS[lanterns]!) << 3) | lanterns;
}

/** Draws one uniform, unbiased stop per reel, reel 1 first, into `stops`. */
export function drawStops(rng: Rng, stops: Int32Array): Int32Array {
  return drawReelStops(rng, STRIP_LENGTHS, stops);
}

/**
 * Hot path: a whole paid round, base spin and every free spin, drawn as `playRound` draws
 * it; returns the total win in line bets. `stops` is scratch for the draws.
 */
export function playRoundUnits(rng: Rng, stops: Int32Array): number {
  let code = spinCode(drawStops(rng, stops));
  let units = code >>> 3;
  let freeSpins = freeSpinsFor(code & 7);
  while (freeSpins > 0) {
    freeSpins -= 1;
    code = spinCode(drawStops(rng, stops));
    units += FREE_SPINS.multiplier * (code >>> 3);
    freeSpins += freeSpinsFor(code & 7);
  }
  return units;
}

// ---------------------------------------------------------------------------------------
// Outcomes for the client, in minor units.

export type LineWin = {
  /** 1-based, as printed beside the window. */
  line: number;
  symbol: LineSymbol;
  /** Symbols counted from reel 1, wilds included. */
  count: number;
  /** Line-bet multiple from the paytable, before the free-spin multiplier. */
  pays: number;
  win: bigint;
};

export type ScatterWin = {
  lanterns: number;
  /** [reel, row] of each lantern, for the client to highlight. */
  positions: readonly (readonly [number, number])[];
  /** Total-bet multiple from the paytable, before the free-spin multiplier. */
  pays: number;
  win: bigint;
};

export type VideoSpin = Stopped<VideoSymbol> & {
  /** True for a free spin, whose wins are multiplied by `multiplier`. */
  freeSpin: boolean;
  multiplier: number;
  lineWins: readonly LineWin[];
  scatter: ScatterWin;
  freeSpinsAwarded: number;
  totalWin: bigint;
};

export type VideoRound = {
  stake: bigint;
  /** The paid spin first, then the free spins in the order played. */
  spins: readonly VideoSpin[];
  freeSpinsPlayed: number;
  totalWin: bigint;
};

/**
 * Settles given stops for a stake (the total bet). Separate from `spin` so a fairness check
 * can replay a round from its recorded stops. A free spin passes `freeSpin: true`.
 */
export function evaluate(
  stops: readonly number[],
  stake: bigint,
  { freeSpin = false }: { freeSpin?: boolean } = {},
): VideoSpin {
  const lineBet = stakeShare(stake, LINES);
  checkStops(stops, STRIP_LENGTHS);
  const multiplier = freeSpin ? FREE_SPINS.multiplier : 1;
  const factor = lineBet * BigInt(multiplier);
  const stopped = stoppedAt(REEL_STRIPS, stops, ROWS);
  const at = Int32Array.from(stops);
  const record = new Int32Array(LINES);
  settleLines(at, record);
  const lineWins: LineWin[] = [];
  record.forEach((code, line) => {
    if (code === 0) return;
    const pays = code >>> 8;
    lineWins.push({
      line: line + 1,
      symbol: SYMBOLS[code & 0xf] as LineSymbol,
      count: (code >>> 4) & 0xf,
      pays,
      win: factor * BigInt(pays),
    });
  });
  const positions: [number, number][] = [];
  stopped.window.forEach((symbols, row) =>
    symbols.forEach((symbol, reel) => symbol === 'LANTERN' && positions.push([reel, row])),
  );
  const lanterns = lanternCount(at);
  const scatterUnits = SCATTER_UNITS[lanterns]!;
  const scatter: ScatterWin = {
    lanterns,
    positions,
    pays: scatterUnits / LINES,
    win: factor * BigInt(scatterUnits),
  };
  return {
    freeSpin,
    multiplier,
    ...stopped,
    lineWins,
    scatter,
    freeSpinsAwarded: freeSpinsFor(lanterns),
    totalWin: lineWins.reduce((sum, lineWin) => sum + lineWin.win, scatter.win),
  };
}

/** The paid spin of a round: a uniform, unbiased stop per reel (reel 1 first), then `evaluate`. */
export function spin(rng: Rng, stake: bigint): VideoSpin {
  stakeShare(stake, LINES); // refuse a bad stake before drawing
  return evaluate([...drawStops(rng, new Int32Array(REELS))], stake);
}

/**
 * A whole paid round: the paid spin, then free spins until none is left, each drawn from the
 * same stream in turn. The round's win is credited once, as `totalWin`.
 */
export function playRound(rng: Rng, stake: bigint): VideoRound {
  const spins = [spin(rng, stake)];
  let freeSpins = spins[0]!.freeSpinsAwarded;
  while (freeSpins > 0) {
    freeSpins -= 1;
    const free = evaluate([...drawStops(rng, new Int32Array(REELS))], stake, { freeSpin: true });
    spins.push(free);
    freeSpins += free.freeSpinsAwarded;
  }
  return {
    stake,
    spins,
    freeSpinsPlayed: spins.length - 1,
    totalWin: spins.reduce((sum, played) => sum + played.totalWin, 0n),
  };
}
