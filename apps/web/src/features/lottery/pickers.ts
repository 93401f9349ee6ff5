import type { FastDrawFamily } from '@croupier/contract';
import { sides, type LotterySelection } from './engine';

// What a player picks for each bet type (the rules in packages/engines/docs/elottery-rules.md)
// and how the picks become the selection the engine and the server read. Pure: the picker
// component draws a spec, and the tests check every bet type's spec against its engine.

/** The values a grid offers and which of them are big and small (odd and even by parity). */
export type Pool = {
  /** How the values are drawn: digits, dice faces, PK10 cars, Keno balls, or sums. */
  look: 'digit' | 'face' | 'car' | 'ball' | 'sum';
  values: readonly number[];
  isBig: (value: number) => boolean;
  isSmall: (value: number) => boolean;
};

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

const pool = (look: Pool['look'], from: number, to: number, bigFrom: number, smallTo: number) => ({
  look,
  values: range(from, to),
  isBig: (value: number) => value >= bigFrom,
  isSmall: (value: number) => value <= smallTo,
});

// The engines' halves: a digit is big at 5–9, a car at 6–10, a face at 4–6, a ball at 41–80;
// a K3 sum at 11–17 and a PK10 1st + 2nd at 12–19, where 11 is neither.
const digits = pool('digit', 0, 9, 5, 4);
const cars = pool('car', 1, 10, 6, 5);
const faces = pool('face', 1, 6, 4, 3);
const balls = pool('ball', 1, 80, 41, 40);
const k3Sums = pool('sum', 4, 17, 11, 10);
const pk10Sums = pool('sum', 3, 19, 12, 10);

/** A row of a per-position picker: which position it fills, named for the player. */
export type Row = { position: number; label: RowLabel };
export type RowLabel =
  | { kind: 'digit'; position: number }
  | { kind: 'place'; place: number }
  | { kind: 'duel'; place: number };

export type PickerSpec =
  /** A grid per position; `everyRow`: each row needs a pick (a straight), else any row. */
  | { kind: 'rows'; pool: Pool; rows: (place: string | undefined) => Row[]; everyRow: boolean }
  /** Named options per position (big/small/odd/even, dragon/tiger). */
  | { kind: 'rowOptions'; options: readonly string[]; rows: Row[] }
  /** One grid of numbers: at least `least`, or exactly `exactly`. */
  | { kind: 'numbers'; pool: Pool; least: number; exactly?: number }
  /** One line per chosen option. */
  | { kind: 'options'; options: readonly string[] }
  /** No pick at all (any triple, the straight). */
  | { kind: 'none' };

/** A spec and, for SSC's three- and two-digit bets, the places it is played on. */
export type BetPicker = { spec: PickerSpec; places?: readonly string[] };

const threePlaces = ['front', 'middle', 'back'] as const;
const twoPlaces = ['front', 'back'] as const;
const threeAt: Record<string, number[]> = { front: [0, 1, 2], middle: [1, 2, 3], back: [2, 3, 4] };
const twoAt: Record<string, number[]> = { front: [0, 1], back: [3, 4] };

const digitRows = (positions: readonly number[]): Row[] =>
  positions.map((position, index) => ({
    position: index,
    label: { kind: 'digit', position },
  }));
const placeRows = (count: number, kind: 'place' | 'duel'): Row[] =>
  range(0, count - 1).map((place) => ({ position: place, label: { kind, place } }));

const allDigits = () => digitRows(range(0, 4));
const straight = (at: Record<string, number[]>, fallback: string) => (place?: string) =>
  digitRows(at[place ?? fallback] ?? at[fallback]!);

const sscPickers: Record<string, BetPicker> = {
  digit: { spec: { kind: 'rows', pool: digits, rows: allDigits, everyRow: false } },
  digit_side: { spec: { kind: 'rowOptions', options: sides, rows: allDigits() } },
  sum_side: { spec: { kind: 'options', options: sides } },
  dragon_tiger: { spec: { kind: 'options', options: ['dragon', 'tiger', 'tie'] } },
  three_direct: {
    spec: { kind: 'rows', pool: digits, rows: straight(threeAt, 'front'), everyRow: true },
    places: threePlaces,
  },
  three_group3: { spec: { kind: 'numbers', pool: digits, least: 2 }, places: threePlaces },
  three_group6: { spec: { kind: 'numbers', pool: digits, least: 3 }, places: threePlaces },
  three_leopard: { spec: { kind: 'none' }, places: threePlaces },
  two_direct: {
    spec: { kind: 'rows', pool: digits, rows: straight(twoAt, 'front'), everyRow: true },
    places: twoPlaces,
  },
  two_group: { spec: { kind: 'numbers', pool: digits, least: 2 }, places: twoPlaces },
};

const k3Pickers: Record<string, BetPicker> = {
  sum: { spec: { kind: 'numbers', pool: k3Sums, least: 1 } },
  side: { spec: { kind: 'options', options: sides } },
  any_triple: { spec: { kind: 'none' } },
  triple: { spec: { kind: 'numbers', pool: faces, least: 1 } },
  pair: { spec: { kind: 'numbers', pool: faces, least: 1 } },
  two_different: { spec: { kind: 'numbers', pool: faces, least: 2 } },
  three_different: { spec: { kind: 'numbers', pool: faces, least: 3 } },
  straight: { spec: { kind: 'none' } },
};

const pk10Pickers: Record<string, BetPicker> = {
  position: {
    spec: { kind: 'rows', pool: cars, rows: () => placeRows(10, 'place'), everyRow: false },
  },
  position_side: { spec: { kind: 'rowOptions', options: sides, rows: placeRows(10, 'place') } },
  dragon_tiger: {
    spec: { kind: 'rowOptions', options: ['dragon', 'tiger'], rows: placeRows(5, 'duel') },
  },
  top_two_sum: { spec: { kind: 'numbers', pool: pk10Sums, least: 1 } },
  top_two_sum_side: { spec: { kind: 'options', options: sides } },
};

const kenoPickers: Record<string, BetPicker> = {
  ...Object.fromEntries(
    range(1, 10).map((picks) => [
      `pick${picks}`,
      { spec: { kind: 'numbers', pool: balls, least: picks, exactly: picks } },
    ]),
  ),
  sum_side: { spec: { kind: 'options', options: sides } },
};

const pickers: Record<FastDrawFamily, Record<string, BetPicker>> = {
  ssc: sscPickers,
  k3: k3Pickers,
  pk10: pk10Pickers,
  keno: kenoPickers,
};

/** The picker of a bet type, or undefined for one this site does not know yet. */
export function pickerOf(family: FastDrawFamily, betType: string): BetPicker | undefined {
  return Object.hasOwn(pickers[family], betType) ? pickers[family][betType] : undefined;
}

/** What a player has picked so far for one bet type. */
export type Draft = {
  place?: string;
  /** Per row (position) of a rows or rowOptions picker. */
  rows: (number | string)[][];
  numbers: number[];
  options: string[];
};

export const emptyDraft = (place?: string): Draft => ({
  place,
  rows: [],
  numbers: [],
  options: [],
});

/** The selections a draft makes: one, or one per option of an options picker. */
export function selectionsOf(picker: BetPicker, draft: Draft): LotterySelection[] {
  const { spec } = picker;
  const place = picker.places ? { option: draft.place ?? picker.places[0] } : {};
  switch (spec.kind) {
    case 'rows': {
      const rows = spec.rows(draft.place);
      return [{ ...place, positions: rows.map((row) => sorted(draft.rows[row.position] ?? [])) }];
    }
    case 'rowOptions':
      return [
        {
          positions: spec.rows.map((row) =>
            spec.options.filter((option) => (draft.rows[row.position] ?? []).includes(option)),
          ),
        },
      ];
    case 'numbers':
      return [{ ...place, numbers: sorted(draft.numbers) }];
    case 'options':
      return spec.options
        .filter((option) => draft.options.includes(option))
        .map((option) => ({ option }));
    case 'none':
      return [place];
  }
}

function sorted<T extends number | string>(values: readonly T[]): T[] {
  return [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A value tapped: picked if it was not, unpicked if it was. */
export function toggle<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

export type QuickPick = 'all' | 'big' | 'small' | 'odd' | 'even' | 'clear';
export const quickPicks: readonly QuickPick[] = ['all', 'big', 'small', 'odd', 'even', 'clear'];

/** The values of a pool a quick pick chooses. */
export function quickPicked(source: Pool, quick: QuickPick): number[] {
  const test: Record<QuickPick, (value: number) => boolean> = {
    all: () => true,
    big: source.isBig,
    small: source.isSmall,
    odd: (value) => value % 2 === 1,
    even: (value) => value % 2 === 0,
    clear: () => false,
  };
  return source.values.filter(test[quick]);
}

/** A draft with row `position` set to `values`. */
export function withRow(draft: Draft, position: number, values: (number | string)[]): Draft {
  const rows = [...draft.rows];
  while (rows.length <= position) rows.push([]);
  rows[position] = values;
  return { ...draft, rows };
}

/** `count` different values of `values`, uniformly (the browser's CSPRNG). */
function randomOf<T>(values: readonly T[], count: number): T[] {
  const left = [...values];
  const chosen: T[] = [];
  while (chosen.length < count && left.length > 0) {
    const index = crypto.getRandomValues(new Uint32Array(1))[0]! % left.length;
    chosen.push(...left.splice(index, 1));
  }
  return chosen;
}

/**
 * A random draft of the fewest picks the bet type accepts (one line): one value at one
 * position, one per position for a straight, the exact count for Keno, one option.
 */
export function randomDraft(picker: BetPicker, place: string | undefined): Draft {
  const draft = emptyDraft(place);
  const { spec } = picker;
  switch (spec.kind) {
    case 'rows': {
      const rows = spec.rows(place);
      const filled = spec.everyRow ? rows : randomOf(rows, 1);
      return filled.reduce(
        (next, row) => withRow(next, row.position, randomOf(spec.pool.values, 1)),
        draft,
      );
    }
    case 'rowOptions': {
      const [row] = randomOf(spec.rows, 1);
      return withRow(draft, row!.position, randomOf(spec.options, 1));
    }
    case 'numbers':
      return { ...draft, numbers: randomOf(spec.pool.values, spec.exactly ?? spec.least) };
    case 'options':
      return { ...draft, options: randomOf(spec.options, 1) };
    case 'none':
      return draft;
  }
}
