import { uniformInt, type Rng } from '../rng/draw';

/**
 * What the reel games (classic 3×3, video 5×3, ways 5×4) do the same way with their reels:
 * read a window from stops, check and draw stops, split the stake, and build the lookup
 * tables of their hot paths from their strips. Each game keeps its own rules: lines, ways,
 * scatters and free spins stay in its engine.
 */

/** Where a spin stopped and what its window showed, as every reel game's outcome records it. */
export type Stopped<Symbol> = {
  /** Index on each strip of the symbol shown in the top row. */
  stops: readonly number[];
  /** window[row][reel]. */
  window: readonly (readonly Symbol[])[];
};

/** The stops (copied) and the window of `rows` rows they show; each strip wraps round. */
export function stoppedAt<Symbol>(
  strips: readonly (readonly Symbol[])[],
  stops: readonly number[],
  rows: number,
): Stopped<Symbol> {
  const window = Array.from({ length: rows }, (_, row) =>
    strips.map((strip, reel) => strip[(stops[reel]! + row) % strip.length]!),
  );
  return { stops: [...stops], window };
}

/** Refuses anything but one whole stop per reel, each an index on its strip. */
export function checkStops(stops: readonly number[], stripLengths: ArrayLike<number>): void {
  if (
    stops.length !== stripLengths.length ||
    !stops.every((stop, reel) => Number.isInteger(stop) && stop >= 0 && stop < stripLengths[reel]!)
  ) {
    throw new RangeError('one stop per reel, each an index on its strip');
  }
}

/** Draws one uniform, unbiased stop per reel, reel 1 first, into `stops`. */
export function drawReelStops(rng: Rng, stripLengths: Int32Array, stops: Int32Array): Int32Array {
  for (let reel = 0; reel < stripLengths.length; reel += 1) {
    stops[reel] = uniformInt(rng, stripLengths[reel]!);
  }
  return stops;
}

/**
 * The stake split into `parts` equal whole amounts (a line bet, a coin), so every win is a
 * whole multiple of it and nothing is rounded; a stake that does not split is refused.
 */
export function stakeShare(stake: bigint, parts: number): bigint {
  if (typeof stake !== 'bigint' || stake <= 0n || stake % BigInt(parts) !== 0n) {
    throw new RangeError(`stake must be a positive bigint divisible by ${parts}`);
  }
  return stake / BigInt(parts);
}

// ---------------------------------------------------------------------------------------
// Tables for the hot paths, built once when an engine loads.

export function stripLengthsOf(strips: readonly (readonly unknown[])[]): Int32Array {
  return Int32Array.from(strips, (strip) => strip.length);
}

/**
 * Where each reel's stops begin in a table with one entry per stop of every reel, and the
 * size of such a table.
 */
export function reelStarts(stripLengths: Int32Array): { starts: Int32Array; allStops: number } {
  const starts = new Int32Array(stripLengths.length);
  for (let reel = 1; reel < stripLengths.length; reel += 1) {
    starts[reel] = starts[reel - 1]! + stripLengths[reel - 1]!;
  }
  return { starts, allStops: stripLengths.reduce((sum, length) => sum + length, 0) };
}

/**
 * The symbol id (its index in `symbols`) a reel shows in `row` when it stops at `stop`
 * (the top row's index).
 */
export function symbolIdReader<Symbol>(
  symbols: readonly Symbol[],
  strips: readonly (readonly Symbol[])[],
): (reel: number, stop: number, row: number) => number {
  const ids = new Map(symbols.map((symbol, id) => [symbol, id]));
  return (reel, stop, row) => {
    const strip = strips[reel]!;
    return ids.get(strip[(stop + row) % strip.length]!)!;
  };
}

/**
 * Pays by symbol id and how many reels from the left it counts on: index = id × (reels + 1)
 * + count, 0 below three. `paytable` gives the pays for 3, 4 and 5.
 */
export function paysByCount<Symbol extends string>(
  symbols: readonly Symbol[],
  paytable: Readonly<Partial<Record<Symbol, readonly number[]>>>,
  reels: number,
): Int32Array {
  const stride = reels + 1;
  const table = new Int32Array(symbols.length * stride);
  for (const [symbol, pays] of Object.entries(paytable) as [Symbol, readonly number[]][]) {
    const id = symbols.indexOf(symbol);
    pays.forEach((pay, i) => (table[id * stride + 3 + i] = pay));
  }
  return table;
}
