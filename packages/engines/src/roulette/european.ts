import { rational, type Rational } from '../rational';
import { uniformInt, type Rng } from '../rng/draw';

/**
 * European roulette: one zero, 37 pockets (0–36). The layout is 12 rows of 3 numbers
 * (row r holds 3r+1, 3r+2, 3r+3), which is what "adjacent" means for splits, corners and
 * lines. Rules decided here, and shown on the rules screen (docs/roulette.md):
 * - zero may be split with 1, 2 or 3; the trios 0-1-2 and 0-2-3 are accepted as streets
 *   (11:1) and "first four" 0-1-2-3 as a corner (8:1). Every one of these still returns
 *   36 units per unit staked over the 37 pockets, so the house edge stays 1/37;
 * - zero loses every even-money, column and dozen bet: no la partage, no en prison.
 */

export const POCKETS = 37;

export type InsideBetType = 'straight' | 'split' | 'street' | 'corner' | 'sixLine';
export type GroupBetType = 'column' | 'dozen';
export type EvenMoneyBetType = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
export type BetType = InsideBetType | GroupBetType | EvenMoneyBetType;

/** Stakes are integer minor units of the player's currency. */
export type RouletteBet =
  | { type: InsideBetType; numbers: readonly number[]; stake: bigint }
  | { type: GroupBetType; index: 1 | 2 | 3; stake: bigint }
  | { type: EvenMoneyBetType; stake: bigint };

/** Winnings paid per unit staked, the stake itself returned on top ("35 to 1"). */
export const PAYOUTS: Readonly<Record<BetType, bigint>> = {
  straight: 35n,
  split: 17n,
  street: 11n,
  corner: 8n,
  sixLine: 5n,
  column: 2n,
  dozen: 2n,
  red: 1n,
  black: 1n,
  odd: 1n,
  even: 1n,
  low: 1n,
  high: 1n,
};

/** Return to player of every bet on the table: each covers k pockets and pays 36/k − 1. */
export const ROULETTE_RTP: Rational = rational(36n, 37n);

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Column 0, 1 or 2 on the layout (1, 2, 3 are the first row). */
const columnOf = (n: number): number => (n - 1) % 3;

const key = (numbers: readonly number[]): string => [...numbers].sort((a, b) => a - b).join('-');

/**
 * Every legal inside bet, listed once so the validator is a set lookup and the RTP test
 * can enumerate exactly what players may place.
 */
function insideBets(): Record<InsideBetType, number[][]> {
  const straight = range(0, 36).map((n) => [n]);
  const split: number[][] = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  const street: number[][] = [
    [0, 1, 2],
    [0, 2, 3],
  ];
  const corner: number[][] = [[0, 1, 2, 3]];
  const sixLine: number[][] = [];
  for (let n = 1; n <= 36; n += 1) {
    if (columnOf(n) < 2) split.push([n, n + 1]); // side by side in a row
    if (n <= 33) split.push([n, n + 3]); // one above the other
    if (columnOf(n) === 0) street.push([n, n + 1, n + 2]);
    if (columnOf(n) < 2 && n <= 32) corner.push([n, n + 1, n + 3, n + 4]);
    if (columnOf(n) === 0 && n <= 31) sixLine.push(range(n, n + 5));
  }
  return { straight, split, street, corner, sixLine };
}

export const LEGAL_INSIDE_BETS: Readonly<Record<InsideBetType, readonly (readonly number[])[]>> =
  insideBets();

const LEGAL_KEYS = Object.fromEntries(
  Object.entries(LEGAL_INSIDE_BETS).map(([type, sets]) => [type, new Set(sets.map(key))]),
) as unknown as Record<InsideBetType, ReadonlySet<string>>;

const SIZES: Record<InsideBetType, number> = {
  straight: 1,
  split: 2,
  street: 3,
  corner: 4,
  sixLine: 6,
};

export type BetRefusal =
  | 'unknown_bet_type'
  | 'invalid_stake'
  | 'invalid_number'
  | 'duplicate_number'
  | 'wrong_count'
  | 'not_on_layout'
  | 'invalid_index';

export type BetCheck = { ok: true; pockets: readonly number[] } | { ok: false; reason: BetRefusal };

const isInside = (type: string): type is InsideBetType => Object.hasOwn(SIZES, type);

/**
 * Checks a bet as it may arrive from a client (hence `unknown` fields) and gives the
 * pockets it covers. Table limits (minimum and maximum stakes) belong to the table's
 * configuration, not to the maths, and are checked by the caller.
 */
export function checkBet(bet: RouletteBet): BetCheck {
  const raw = bet as { type?: unknown; stake?: unknown; numbers?: unknown; index?: unknown };
  if (typeof raw.type !== 'string' || !Object.hasOwn(PAYOUTS, raw.type)) {
    return { ok: false, reason: 'unknown_bet_type' };
  }
  if (typeof raw.stake !== 'bigint' || raw.stake <= 0n)
    return { ok: false, reason: 'invalid_stake' };
  const type = raw.type as BetType;

  if (isInside(type)) {
    const numbers = raw.numbers;
    if (!Array.isArray(numbers)) return { ok: false, reason: 'invalid_number' };
    if (!numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 36)) {
      return { ok: false, reason: 'invalid_number' };
    }
    if (new Set(numbers).size !== numbers.length) return { ok: false, reason: 'duplicate_number' };
    if (numbers.length !== SIZES[type]) return { ok: false, reason: 'wrong_count' };
    if (!LEGAL_KEYS[type].has(key(numbers as number[]))) {
      return { ok: false, reason: 'not_on_layout' };
    }
    return { ok: true, pockets: [...(numbers as number[])].sort((a, b) => a - b) };
  }

  if (type === 'column' || type === 'dozen') {
    const index = raw.index;
    if (index !== 1 && index !== 2 && index !== 3) return { ok: false, reason: 'invalid_index' };
    const pockets =
      type === 'column'
        ? range(1, 36).filter((n) => columnOf(n) === index - 1)
        : range(12 * (index - 1) + 1, 12 * index);
    return { ok: true, pockets };
  }

  const evenMoney: Record<EvenMoneyBetType, (n: number) => boolean> = {
    red: (n) => RED_NUMBERS.has(n),
    black: (n) => !RED_NUMBERS.has(n),
    odd: (n) => n % 2 === 1,
    even: (n) => n % 2 === 0,
    low: (n) => n <= 18,
    high: (n) => n >= 19,
  };
  // Zero is neither colour, parity nor half: it is excluded before the predicate.
  return { ok: true, pockets: range(1, 36).filter(evenMoney[type]) };
}

/** One draw of the wheel: unbiased over the 37 pockets (rejection sampling, no modulo). */
export function spin(rng: Rng): number {
  return uniformInt(rng, POCKETS);
}

export type BetResult = {
  bet: RouletteBet;
  /** Amount credited back to the player: stake × (payout + 1) on a win, 0 on a loss. */
  win: bigint;
};

export type Settlement = {
  pocket: number;
  results: BetResult[];
  totalStake: bigint;
  totalWin: bigint;
};

export class RouletteBetError extends Error {
  constructor(
    readonly reason: BetRefusal,
    readonly betIndex: number,
  ) {
    super(`bet ${betIndex} refused: ${reason}`);
    this.name = 'RouletteBetError';
  }
}

/**
 * Settles a round. Every bet is validated first; one illegal bet refuses the whole round,
 * because the wallet debits the round's stakes as one amount.
 */
export function settle(bets: readonly RouletteBet[], pocket: number): Settlement {
  if (!Number.isInteger(pocket) || pocket < 0 || pocket >= POCKETS) {
    throw new RangeError('pocket must be an integer in 0..36');
  }
  const results = bets.map((bet, index): BetResult => {
    const check = checkBet(bet);
    if (!check.ok) throw new RouletteBetError(check.reason, index);
    const win = check.pockets.includes(pocket) ? bet.stake * (PAYOUTS[bet.type] + 1n) : 0n;
    return { bet, win };
  });
  return {
    pocket,
    results,
    totalStake: bets.reduce((sum, bet) => sum + bet.stake, 0n),
    totalWin: results.reduce((sum, result) => sum + result.win, 0n),
  };
}
