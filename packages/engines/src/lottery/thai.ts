import { uniformInt, type Rng } from '../rng/draw';
import { HIT, accepted, betType, hits, refuse, type BetTypeSpec } from './bet-type';
import { checkDigitNumbers, digitStringFault, matchBet } from './number-bets';
import {
  bestSinglePrize,
  decimalOdds,
  expectedReturn,
  leastReturn,
  oddsOf,
  probabilityAllAppear,
  weightedReturn,
} from './odds';
import type { LotteryBetType } from './types';

/**
 * The Thai government lottery (สลากกินแบ่งรัฐบาล), drawn on the 1st and the 16th of each
 * month. The draw has more prizes (2nd to 5th, the neighbours of the first) that no bet type
 * reads, so the result holds only what the bets settle on: the first prize (6 digits), the
 * two front-three and two back-three numbers and the bottom two-digit number. Each is drawn
 * on its own, digit by digit, so every digit is independent and uniform and the two
 * front-three (or back-three) numbers may be equal. Rules, odds and RTPs for players:
 * docs/lottery-rules.md, "Thai government lottery".
 */

export type ThaiResult = {
  readonly first: string;
  readonly front3: readonly string[];
  readonly back3: readonly string[];
  readonly bottom2: string;
};

export type ThaiResultRefusal = 'wrong_count' | 'not_digits' | 'wrong_length';

export type ThaiResultCheck =
  | { ok: true; result: ThaiResult }
  | { ok: false; reason: ThaiResultRefusal; field: keyof ThaiResult; position?: number };

const DIGITS: Readonly<Record<keyof ThaiResult, number>> = {
  first: 6,
  front3: 3,
  back3: 3,
  bottom2: 2,
};

/** Checks a result as entered in the console or sent by a results provider. */
export function checkThaiResult(input: unknown): ThaiResultCheck {
  const raw = (input ?? {}) as Record<string, unknown>;
  for (const field of ['first', 'bottom2'] as const) {
    const fault = digitStringFault(raw[field], DIGITS[field]);
    if (fault) return { ok: false, reason: fault, field };
  }
  for (const field of ['front3', 'back3'] as const) {
    const pair = raw[field];
    if (!Array.isArray(pair) || pair.length !== 2)
      return { ok: false, reason: 'wrong_count', field };
    for (const [position, number] of pair.entries()) {
      const fault = digitStringFault(number, DIGITS[field]);
      if (fault) return { ok: false, reason: fault, field, position };
    }
  }
  const { first, front3, back3, bottom2 } = raw as ThaiResult;
  return { ok: true, result: { first, front3: [...front3], back3: [...back3], bottom2 } };
}

/** A result drawn from an `Rng`: for tests, demos and simulations, never for a real draw. */
export function drawThaiResult(rng: Rng): ThaiResult {
  const number = (digits: number) => String(uniformInt(rng, 10 ** digits)).padStart(digits, '0');
  return {
    first: number(6),
    front3: [number(3), number(3)],
    back3: [number(3), number(3)],
    bottom2: number(2),
  };
}

const top = (digits: number) => ({
  digits,
  resultCount: 1,
  results: (result: ThaiResult) => [result.first.slice(-digits)],
});

const sortedDigits = (number: string) => [...number].sort().join('');

/** A 3-tod number's prize: three different digits, or a pair and one other. */
const todPrize = (number: string) => (new Set(number).size === 3 ? 'distinct' : 'pair');

/**
 * 3-tod: the first prize's last three digits in any order. A number of three different
 * digits has 6 orders, one with a pair 3, so each kind has its own odds (prize keys
 * `distinct` and `pair`) and both return the same; a triple (111) has one order, which is
 * 3-top, and is refused. Two numbers with the same digits on one ticket are refused too:
 * they are the same bet.
 */
const tod3: BetTypeSpec<ThaiResult> = {
  code: 'tod3',
  defaultOdds: { distinct: decimalOdds('150'), pair: decimalOdds('300') },
  check(selection) {
    const checked = checkDigitNumbers(selection, 3);
    if (!checked.ok) return checked;
    const { numbers } = checked;
    if (numbers.some((n) => new Set(n).size === 1)) return refuse('invalid_number');
    if (new Set(numbers.map(sortedDigits)).size !== numbers.length) {
      return refuse('duplicate_number');
    }
    return accepted(numbers.length, { numbers });
  },
  won({ numbers = [] }, result) {
    const drawn = sortedDigits(result.first.slice(-3));
    const hit = numbers.map(String).find((n) => sortedDigits(n) === drawn);
    if (hit === undefined) return [];
    return [{ prize: todPrize(hit), count: 1 }];
  },
  // The numbers' digit sets differ, so one result draws one of them at most: the best is
  // the kind (three different digits, or a pair) paid more among those picked.
  bestWon: ({ numbers = [] }, odds) =>
    bestSinglePrize([...new Set(numbers.map((n) => todPrize(String(n))))], odds),
  rtp: (odds) =>
    leastReturn([
      expectedReturn([['distinct', 6n]], 1000n, odds),
      expectedReturn([['pair', 3n]], 1000n, odds),
    ]),
};

/**
 * A running digit (วิ่ง): one digit, won when it is anywhere among `digitsOf(result)`, paid
 * once even if it is there twice, as Thai sites pay it. P = 1 − (9/10)^k over k digits.
 */
function runningBet(
  code: string,
  digitsOf: (result: ThaiResult) => string,
  places: number,
  odds: string,
): BetTypeSpec<ThaiResult> {
  return {
    code,
    defaultOdds: { [HIT]: decimalOdds(odds) },
    check(selection) {
      const checked = checkDigitNumbers(selection, 1);
      return checked.ok ? accepted(checked.numbers.length, { numbers: checked.numbers }) : checked;
    },
    won({ numbers = [] }, result) {
      const drawn = digitsOf(result);
      return hits(numbers.filter((digit) => drawn.includes(String(digit))).length);
    },
    // The places hold `places` different digits at most, each of which can be picked.
    bestWon: ({ numbers = [] }) => hits(Math.min(numbers.length, places)),
    rtp: (table) => weightedReturn([[probabilityAllAppear(1, places, 10), oddsOf(table, HIT)]]),
  };
}

/**
 * Front 3 and back 3: a line wins on either of the two numbers and is paid for each it
 * equals (as the government pays each prize), so the expected hits per line are 2/1000.
 */
const eitherOfTwo = (field: 'front3' | 'back3') => ({
  digits: 3,
  resultCount: 2,
  linesPerNumber: 1,
  results: (result: ThaiResult) => result[field],
});

/** Every Thai bet type, in the order a betting view lists them; odds in the docs' table. */
export const THAI_BET_TYPES: readonly LotteryBetType<ThaiResult>[] = [
  matchBet('top3', top(3), decimalOdds('900')),
  tod3,
  matchBet('top2', top(2), decimalOdds('90')),
  matchBet(
    'bottom2',
    { digits: 2, resultCount: 1, results: (result: ThaiResult) => [result.bottom2] },
    decimalOdds('90'),
  ),
  // The usual 4.2 on running bottom returns 79.8%; 4.6 brings it level with running top.
  runningBet('run_top', (result) => result.first.slice(-3), 3, '3.2'),
  runningBet('run_bottom', (result) => result.bottom2, 2, '4.6'),
  matchBet('front3', eitherOfTwo('front3'), decimalOdds('450')),
  matchBet('back3', eitherOfTwo('back3'), decimalOdds('450')),
].map((spec) => betType(spec));
