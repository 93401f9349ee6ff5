import type { LotterySelection } from '@croupier/engines';

/**
 * What a ticket's lines stand on: the picks of each bet type (a digit at a position "3:7", a
 * three-digit number of a place "front:123", a sum "9", a ball "23", a side "big"), which are
 * the unit of a draw's exposure and of the closed and half-pay lists. The engines say what a
 * selection costs and wins; this says which lines it is made of, with, for each, the picks
 * it stands on and the prizes it can win (for its best payout, and for paying a half-pay pick
 * at half the odds of its prizes).
 *
 * A test holds every fast-draw bet type to its engine: as many lines here as the engine's
 * `check` counts, for every kind of selection.
 */

/** Some of a selection's lines, alike: `lines` of them stand on `picks` and can win `prizes`. */
export type PickLine = { picks: readonly string[]; prizes: readonly string[]; lines: number };

type Plan = {
  /** Every pick of the bet type: what an operator may close or pay at half. */
  all: () => readonly string[];
  /** The lines of a selection the engine checked (normalized), grouped by what they stand on. */
  lines: (selection: LotterySelection, prizes: readonly string[]) => PickLine[];
};

const range = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, index) => min + index);
const DIGITS = range(0, 9);
const FACES = range(1, 6);
const CARS = range(1, 10);
const SIDES = ['big', 'small', 'odd', 'even'];
const HIT = 'hit';
const ALL = 'any';

const line = (pick: string, prize: string): PickLine => ({
  picks: [pick],
  prizes: [prize],
  lines: 1,
});

/** Every `size` of `items`, in order. */
function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((first, index) =>
    combinations(items.slice(index + 1), size - 1).map((rest) => [first, ...rest]),
  );
}

/** One list per position, each pick a line: "3:7" is 7 at position 3 (from 1). */
function perPosition(
  count: number,
  values: readonly (string | number)[],
  prizeOf: (value: string) => string,
): Plan {
  return {
    all: () => range(1, count).flatMap((position) => values.map((value) => `${position}:${value}`)),
    lines: ({ positions = [] }) =>
      positions.flatMap((list, index) =>
        list.map((value) => line(`${index + 1}:${value}`, prizeOf(String(value)))),
      ),
  };
}

/** One line per picked number (a sum, a face): the pick is the number. */
function eachNumber(values: readonly number[], prizeOf: (value: string) => string): Plan {
  return {
    all: () => values.map(String),
    lines: ({ numbers = [] }) =>
      numbers.map((value) => line(String(value), prizeOf(String(value)))),
  };
}

/** One line on one option; its prize is the option, or `prize` (a leopard's place: `hit`). */
function oneOption(options: readonly string[], prize?: string): Plan {
  return {
    all: () => options,
    lines: ({ option = '' }) => [line(option, prize ?? option)],
  };
}

/** A bet without picks (K3's any triple, the straight): the bet as a whole is its one pick. */
const wholeBet: Plan = {
  all: () => [ALL],
  lines: (_selection, prizes) => [{ picks: [ALL], prizes, lines: 1 }],
};

/** Every `size` of the picked numbers is a line, named by them in order: "12", "123". */
function numberGroups(values: readonly number[], size: number, place = ''): Plan {
  const name = (group: readonly (string | number)[]) => `${place}${group.join('')}`;
  return {
    all: () => combinations(values, size).map(name),
    lines: ({ numbers = [] }) => combinations(numbers, size).map((group) => line(name(group), HIT)),
  };
}

/** Plans played on a place of the SSC digits ("front", "middle", "back"): `place:digits`. */
function onPlaces(places: readonly string[], plan: (place: string) => Plan): Plan {
  return {
    all: () => places.flatMap((place) => plan(`${place}:`).all()),
    lines: (selection, prizes) => plan(`${selection.option}:`).lines(selection, prizes),
  };
}

/** A straight: one digit per position, every combination a line, named by its digits. */
function straight(digits: number): (place: string) => Plan {
  const numbers = (lists: readonly (readonly (string | number)[])[]): string[] =>
    lists.reduce<string[]>(
      (prefixes, list) => prefixes.flatMap((prefix) => list.map((digit) => `${prefix}${digit}`)),
      [''],
    );
  return (place) => ({
    all: () => numbers(Array.from({ length: digits }, () => DIGITS)).map((n) => place + n),
    lines: ({ positions = [] }) => numbers(positions).map((n) => line(place + n, HIT)),
  });
}

/** Group 3: a digit twice and another once, any order; named by its digits sorted ("112"). */
const groupThree = (place: string): Plan => {
  const name = (pair: number, single: number) =>
    place + [pair, pair, single].sort((a, b) => a - b).join('');
  const pairs = (digits: readonly number[]) =>
    digits.flatMap((pair) =>
      digits.filter((single) => single !== pair).map((single) => name(pair, single)),
    );
  return {
    all: () => pairs(DIGITS),
    lines: ({ numbers = [] }) => pairs(numbers as number[]).map((pick) => line(pick, HIT)),
  };
};

/** Keno's pick k: one line standing on every ball picked. */
const kenoPick: Plan = {
  all: () => range(1, 80).map(String),
  lines: ({ numbers = [] }, prizes) => [{ picks: numbers.map(String), prizes, lines: 1 }],
};

const THREE = ['front', 'middle', 'back'];
const TWO = ['front', 'back'];
const itself = (value: string) => value;
const hit = () => HIT;

const plans: Readonly<Record<string, Readonly<Record<string, Plan>>>> = {
  ssc: {
    digit: perPosition(5, DIGITS, hit),
    digit_side: perPosition(5, SIDES, itself),
    sum_side: oneOption(SIDES),
    dragon_tiger: oneOption(['dragon', 'tiger', 'tie']),
    three_direct: onPlaces(THREE, straight(3)),
    three_group3: onPlaces(THREE, groupThree),
    three_group6: onPlaces(THREE, (place) => numberGroups(DIGITS, 3, place)),
    three_leopard: oneOption(THREE, HIT),
    two_direct: onPlaces(TWO, straight(2)),
    two_group: onPlaces(TWO, (place) => numberGroups(DIGITS, 2, place)),
  },
  k3: {
    sum: eachNumber(range(4, 17), itself),
    side: oneOption(SIDES),
    any_triple: wholeBet,
    triple: eachNumber(FACES, hit),
    pair: eachNumber(FACES, hit),
    two_different: numberGroups(FACES, 2),
    three_different: numberGroups(FACES, 3),
    straight: wholeBet,
  },
  pk10: {
    position: perPosition(10, CARS, hit),
    position_side: perPosition(10, SIDES, itself),
    dragon_tiger: perPosition(5, ['dragon', 'tiger'], itself),
    top_two_sum: eachNumber(range(3, 19), itself),
    top_two_sum_side: oneOption(SIDES),
  },
  keno: {
    ...Object.fromEntries(range(1, 10).map((picks) => [`pick${picks}`, kenoPick])),
    sum_side: oneOption(SIDES),
  },
};

const planOf = (family: string, betType: string): Plan | undefined => plans[family]?.[betType];

/**
 * The lines of a bet type a plan does not know (the provider-drawn lotteries' bets): numbers
 * each a pick of their own when every number costs the same lines (lô, đề: a number on every
 * result), else one group of every number (xiên); an option; else the selection as a whole.
 * Every line may win any prize: a bound, like the ticket's potential win.
 */
function otherLines(
  selection: LotterySelection,
  lineCount: number,
  prizes: readonly string[],
): PickLine[] {
  const numbers = (selection.numbers ?? []).map(String);
  if (numbers.length > 0 && lineCount % numbers.length === 0) {
    return numbers.map((number) => ({
      picks: [number],
      prizes,
      lines: lineCount / numbers.length,
    }));
  }
  if (numbers.length > 0) return [{ picks: numbers, prizes, lines: lineCount }];
  return [{ picks: [selection.option ?? ALL], prizes, lines: lineCount }];
}

/**
 * The lines of a checked selection of a bet type, with what each stands on and can win.
 * `lineCount` is the engine's count, `prizes` every prize of the bet type.
 */
export function pickLines(
  family: string,
  betType: string,
  selection: LotterySelection,
  lineCount: number,
  prizes: readonly string[],
): PickLine[] {
  const plan = planOf(family, betType);
  return plan ? plan.lines(selection, prizes) : otherLines(selection, lineCount, prizes);
}

const allPicks = new Map<string, ReadonlySet<string>>();

/**
 * Whether `pick` is one of the bet type's; for bet types without a plan, any pick of the
 * contract's form is taken (they are numbers or options the operator reads off the tickets).
 */
export function isPickOf(family: string, betType: string, pick: string): boolean {
  const plan = planOf(family, betType);
  if (!plan) return true;
  const key = `${family}:${betType}`;
  let picks = allPicks.get(key);
  if (!picks) allPicks.set(key, (picks = new Set(plan.all())));
  return picks.has(pick);
}

/** Whether the bet type has a plan of its own (the test walks these). */
export const plannedBetTypes = (family: string): string[] => Object.keys(plans[family] ?? {});
