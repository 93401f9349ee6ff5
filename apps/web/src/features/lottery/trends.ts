import type { FastDrawFamily } from '@croupier/contract';
import { isOnSide, type Side, type Subject } from './engine';

// The trend views lottery players expect, over the last N results (newest first, as the
// results call answers): how often each number came and how many draws it has been missing,
// and the road of big/small and odd/even, each result on the side the engine pays.

/** What a frequency table counts: one position's values, or every number a draw holds. */
export type Tally = { values: readonly number[]; read: (numbers: readonly number[]) => number[] };

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** The tallies a family offers: per position for SSC and PK10, all dice or balls otherwise. */
export function talliesOf(family: FastDrawFamily): { key: string; tally: Tally }[] {
  const at = (position: number, values: number[]) => ({
    key: `position-${position}`,
    tally: { values, read: (numbers: readonly number[]) => [numbers[position]!] },
  });
  switch (family) {
    case 'ssc':
      return range(0, 4).map((position) => at(position, range(0, 9)));
    case 'pk10':
      return range(0, 9).map((position) => at(position, range(1, 10)));
    case 'k3':
      return [{ key: 'all', tally: { values: range(1, 6), read: (numbers) => [...numbers] } }];
    case 'keno':
      return [{ key: 'all', tally: { values: range(1, 80), read: (numbers) => [...numbers] } }];
  }
}

export type NumberTrend = {
  value: number;
  /** In how many of the draws it came. */
  drawn: number;
  /** Draws since it last came (the newest draw counts 0); all of them when it never did. */
  missing: number;
};

/** Frequency and missing count of each value over `draws`, newest first. */
export function numberTrends(tally: Tally, draws: readonly (readonly number[])[]): NumberTrend[] {
  const reads = draws.map((numbers) => new Set(tally.read(numbers)));
  return tally.values.map((value) => {
    const lastSeen = reads.findIndex((values) => values.has(value));
    return {
      value,
      drawn: reads.filter((values) => values.has(value)).length,
      missing: lastSeen === -1 ? reads.length : lastSeen,
    };
  });
}

/** One result on a road: a side, or neither (a K3 triple, a PK10 sum of 11, Keno's 810). */
export type RoadMark = Side | 'none';
export type RoadKind = 'bigSmall' | 'oddEven';

const roadSides: Record<RoadKind, readonly [Side, Side]> = {
  bigSmall: ['big', 'small'],
  oddEven: ['odd', 'even'],
};

/** Which mark a result makes on a road, by the engine's side bets. */
export function markOf(
  family: FastDrawFamily,
  subject: Subject,
  road: RoadKind,
  numbers: readonly number[],
): RoadMark {
  return roadSides[road].find((side) => isOnSide(family, subject, side, numbers)) ?? 'none';
}

/**
 * The road (the bead road of the big-road kind): oldest result first, one column per run of
 * the same mark, a run taller than `height` continuing in the next column.
 */
export function roadColumns(marks: readonly RoadMark[], height = 6): RoadMark[][] {
  const columns: RoadMark[][] = [];
  let previous: RoadMark | null = null;
  for (const mark of marks) {
    const column = columns.at(-1);
    if (column && mark === previous && column.length < height) column.push(mark);
    else columns.push([mark]);
    previous = mark;
  }
  return columns;
}

/** How many results fell on each mark. */
export function markCounts(marks: readonly RoadMark[]): Partial<Record<RoadMark, number>> {
  const counts: Partial<Record<RoadMark, number>> = {};
  for (const mark of marks) counts[mark] = (counts[mark] ?? 0) + 1;
  return counts;
}
