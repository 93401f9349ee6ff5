import { uniformInt, type Rng } from '../rng/draw';
import { accepted, betType, prizesWon, refuse, type BetTypeSpec } from './bet-type';
import { checkDigitNumbers, digitStringFault } from './number-bets';
import { expectedReturn, oddsOf, oddsTable } from './odds';
import type { LotteryBetType, OddsTable } from './types';

/**
 * 4D, as drawn by the pool operators of Malaysia and Singapore: 23 winning four-digit
 * numbers per draw (1st, 2nd, 3rd, 10 starters, 10 consolations). The 23 are distinct: a
 * number drawn a second time is discarded and drawn again, so a draw is 23 numbers without
 * replacement among the 10,000, the validator refuses a sheet with a repeat, and a number's
 * chance of a tier of m prizes is the hypergeometric m / 10,000. Rules, odds and RTPs for
 * players: docs/lottery-rules.md, "4D".
 */

export type FourDSheet = {
  readonly first: string;
  readonly second: string;
  readonly third: string;
  readonly starters: readonly string[];
  readonly consolations: readonly string[];
};

export const STARTERS = 10;
export const CONSOLATIONS = 10;
const NUMBERS = 10_000;

type Prize = 'first' | 'second' | 'third' | 'starter' | 'consolation';

/** How many of the 23 numbers each prize has. */
const PRIZE_COUNTS: Readonly<Record<Prize, number>> = {
  first: 1,
  second: 1,
  third: 1,
  starter: STARTERS,
  consolation: CONSOLATIONS,
};

export type FourDSheetRefusal = 'wrong_count' | 'not_digits' | 'wrong_length' | 'duplicate_number';

/** On a refusal, `field` and `position` (in starters or consolations) point at the entry. */
export type FourDSheetCheck =
  | { ok: true; sheet: FourDSheet }
  | {
      ok: false;
      reason: FourDSheetRefusal;
      field: keyof FourDSheet;
      position?: number;
    };

/** Every number of the sheet with its prize, in the order the sheet lists them. */
function entries(sheet: FourDSheet): [Prize, string][] {
  return [
    ['first', sheet.first],
    ['second', sheet.second],
    ['third', sheet.third],
    ...sheet.starters.map((n): [Prize, string] => ['starter', n]),
    ...sheet.consolations.map((n): [Prize, string] => ['consolation', n]),
  ];
}

/** Checks a 4D sheet as entered in the console or sent by a results provider. */
export function checkFourDSheet(input: unknown): FourDSheetCheck {
  const raw = (input ?? {}) as Record<string, unknown>;
  const lists = { starters: STARTERS, consolations: CONSOLATIONS } as const;
  for (const [field, count] of Object.entries(lists) as [keyof typeof lists, number][]) {
    const list = raw[field];
    if (!Array.isArray(list) || list.length !== count) {
      return { ok: false, reason: 'wrong_count', field };
    }
  }
  type Entry = { field: keyof FourDSheet; number: unknown; position?: number };
  const listed = (field: 'starters' | 'consolations') =>
    (raw[field] as unknown[]).map((number, position): Entry => ({ field, number, position }));
  const numbers: Entry[] = [
    { field: 'first', number: raw.first },
    { field: 'second', number: raw.second },
    { field: 'third', number: raw.third },
    ...listed('starters'),
    ...listed('consolations'),
  ];
  const seen = new Set<string>();
  for (const { number, ...at } of numbers) {
    const fault = digitStringFault(number, 4);
    if (fault) return { ok: false, reason: fault, ...at };
    if (seen.has(number as string)) return { ok: false, reason: 'duplicate_number', ...at };
    seen.add(number as string);
  }
  const { first, second, third, starters, consolations } = raw as FourDSheet;
  return {
    ok: true,
    sheet: { first, second, third, starters: [...starters], consolations: [...consolations] },
  };
}

/**
 * 23 distinct numbers drawn from an `Rng`, a repeat drawn again as the operators do. For
 * tests, demos and simulations: real sheets come from the operator through a provider.
 */
export function drawFourDSheet(rng: Rng): FourDSheet {
  const drawn: string[] = [];
  while (drawn.length < 3 + STARTERS + CONSOLATIONS) {
    const number = String(uniformInt(rng, NUMBERS)).padStart(4, '0');
    if (!drawn.includes(number)) drawn.push(number);
  }
  return {
    first: drawn[0]!,
    second: drawn[1]!,
    third: drawn[2]!,
    starters: drawn.slice(3, 3 + STARTERS),
    consolations: drawn.slice(3 + STARTERS),
  };
}

/** The distinct numbers made of the same four digits, sorted: 24, 12, 6, 4 or 1 of them. */
export function permutationsOf(number: string): string[] {
  const found = new Set<string>();
  const place = (rest: string, built: string) => {
    if (rest === '') found.add(built);
    for (let i = 0; i < rest.length; i += 1) {
      place(rest.slice(0, i) + rest.slice(i + 1), built + rest[i]);
    }
  };
  place(number, '');
  return [...found].sort();
}

/**
 * Big pays on all 23 prizes, Small on the top three only, both at the rates of the pools'
 * published tables per unit staked (the prize is what is paid: nothing is added on top).
 */
const BIG = { first: '2500', second: '1000', third: '500', starter: '180', consolation: '60' };
const SMALL = { first: '3500', second: '2000', third: '1000' };

/** Which of two prizes pays more at these odds: negative, zero or positive. */
function compareOdds(odds: OddsTable, a: string, b: string): number {
  const [x, y] = [oddsOf(odds, a), oddsOf(odds, b)];
  const difference = x.numerator * y.denominator - y.numerator * x.denominator;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/**
 * A 4D bet type. An ordinary bet is one line per number. An i-bet spreads the stake over
 * every distinct permutation of the number: it is one line per permutation, each an ordinary
 * bet, and the server divides the player's stake by the lines to get the unit stake (a box,
 * where every permutation gets the full stake, is the same maths at a bigger unit stake).
 * Per line the chance of each prize is the same for every number, so every line of every
 * selection has the same RTP: Σ odds(prize) × prizes in the tier / 10,000.
 */
function fourDBet(code: string, rates: Record<string, string>, permuted: boolean) {
  const prizes = Object.keys(rates) as Prize[];
  const spec: BetTypeSpec<FourDSheet> = {
    code,
    defaultOdds: oddsTable(rates),
    check(selection) {
      const checked = checkDigitNumbers(selection, 4);
      if (!checked.ok) return checked;
      const { numbers } = checked;
      if (!permuted) return accepted(numbers.length, { numbers });
      // Two numbers with the same digits would buy the same lines twice on one ticket.
      const digitSets = new Set(numbers.map((n) => [...n].sort().join('')));
      if (digitSets.size !== numbers.length) return refuse('duplicate_number');
      const lines = numbers.reduce((sum, n) => sum + permutationsOf(n).length, 0);
      return accepted(lines, { numbers });
    },
    won({ numbers = [] }, sheet) {
      const bought = new Set(
        numbers.flatMap((n) => (permuted ? permutationsOf(String(n)) : [String(n)])),
      );
      const wins = entries(sheet).flatMap(([prize, number]) =>
        bought.has(number) && prizes.includes(prize) ? [prize] : [],
      );
      return prizesWon(wins, prizes);
    },
    // The 23 numbers differ, so a bought number takes one prize at most and any of them can
    // take any: at best the bought numbers fill the prizes paid most, as many as they are (a
    // Big ticket on 30 numbers wins all 23, one of 3 numbers the top three).
    bestWon({ numbers = [] }, odds) {
      let left = numbers.reduce<number>(
        (sum, n) => sum + (permuted ? permutationsOf(String(n)).length : 1),
        0,
      );
      const won = new Map<Prize, number>();
      for (const prize of [...prizes].sort((a, b) => compareOdds(odds, b, a))) {
        const count = Math.min(left, PRIZE_COUNTS[prize]);
        if (count > 0) won.set(prize, count);
        left -= count;
      }
      return prizes.flatMap((prize) => (won.has(prize) ? [{ prize, count: won.get(prize)! }] : []));
    },
    rtp: (odds) =>
      expectedReturn(
        prizes.map((prize) => [prize, BigInt(PRIZE_COUNTS[prize])]),
        BigInt(NUMBERS),
        odds,
      ),
  };
  return betType(spec);
}

export const big: LotteryBetType<FourDSheet> = fourDBet('big', BIG, false);
export const small: LotteryBetType<FourDSheet> = fourDBet('small', SMALL, false);
export const iBig: LotteryBetType<FourDSheet> = fourDBet('ibig', BIG, true);
export const iSmall: LotteryBetType<FourDSheet> = fourDBet('ismall', SMALL, true);

/** Every 4D bet type, in the order a betting view lists them. */
export const FOUR_D_BET_TYPES: readonly LotteryBetType<FourDSheet>[] = [big, small, iBig, iSmall];
