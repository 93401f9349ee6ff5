import type { FastDrawFamily, lottery } from '@croupier/contract';
import {
  elottery,
  k3,
  keno,
  lotteryOdds,
  pk10,
  ssc,
  type LotteryBetType,
  type LotterySelection,
  type OddsTable,
  type Rational,
} from '@croupier/engines';

// The fast draws' maths as the server runs it: the site asks the same engines what a
// selection costs, which sides a result falls on, and whether a revealed seed gives the
// published numbers, so what the slip, the trends and "verify" say is what the server settles.

export type FastDrawBetType = LotteryBetType<readonly number[]>;
export type { LotterySelection };

const betTypes: Readonly<Record<FastDrawFamily, ReadonlyMap<string, FastDrawBetType>>> = {
  ssc: ssc.SSC_BET_TYPES,
  k3: k3.K3_BET_TYPES,
  pk10: pk10.PK10_BET_TYPES,
  keno: keno.KENO_BET_TYPES,
};

/** A family's bet types, in the engine's order. */
export function betTypesOf(family: FastDrawFamily): ReadonlyMap<string, FastDrawBetType> {
  return betTypes[family];
}

export function betTypeOf(family: FastDrawFamily, code: string): FastDrawBetType | undefined {
  return betTypes[family].get(code);
}

/** How many lines a selection makes, or the engine's reason to refuse it. */
export function linesOf(family: FastDrawFamily, code: string, selection: LotterySelection) {
  const betType = betTypeOf(family, code);
  return betType ? betType.check(selection) : ({ ok: false, reason: 'unknown_bet_type' } as const);
}

/**
 * Odds as the games call shows them (decimals of at most 4 places, exactly the merchant's
 * for any odds written as a decimal) made exact again for money arithmetic.
 */
export function exactOdds(odds: number): Rational {
  const text = String(odds);
  return /^\d+(\.\d+)?$/.test(text)
    ? elottery.decimalOdds(text)
    : elottery.decimalOdds(odds.toFixed(4));
}

/** A bet type's odds as the games call lists them, exact again: the table `best` reads. */
export function oddsTableOf(info: lottery.LotteryGame['betTypes'][number]): OddsTable {
  return Object.fromEntries(
    Object.entries(info.odds).map(([prize, odds]) => [prize, exactOdds(odds)]),
  );
}

/**
 * What a ticket line can return at most, in minor units, as the server computes it: what
 * the selection is paid at its best result at these odds (the engine's `best`: ten digits
 * at one position win one of them, not ten), rounded down once.
 */
export function potentialWinOf(
  betType: Pick<LotteryBetType<never>, 'best'>,
  selection: LotterySelection,
  odds: OddsTable,
  unitStake: bigint,
): bigint {
  const units = lotteryOdds.prizeUnits(betType.best(selection, odds), odds);
  return (units.numerator * unitStake) / units.denominator;
}

const engineGame: Readonly<Record<FastDrawFamily, elottery.ElotteryGame>> = {
  ssc: 'ssc',
  k3: 'k3',
  pk10: 'pk10',
  keno: 'keno',
};

/**
 * A player's check of a published draw: the revealed seed hashes to the commitment made
 * before betting, and the seeds give these numbers in this order.
 */
export function verifyPublishedDraw(
  family: FastDrawFamily,
  draw: Pick<lottery.DrawResult, 'serverSeed' | 'clientSeed' | 'nonce' | 'serverSeedHash'> & {
    numbers: readonly number[];
  },
): elottery.DrawVerification {
  return elottery.verifyDraw(
    engineGame[family],
    {
      serverSeed: draw.serverSeed ?? '',
      clientSeed: draw.clientSeed ?? '',
      nonce: draw.nonce ?? 0,
    },
    draw.serverSeedHash ?? '',
    draw.numbers,
  );
}

/** The numbers the seeds give, for a verifier that wants to show them beside the published. */
export function recomputedNumbers(
  family: FastDrawFamily,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
): readonly number[] {
  return elottery.drawResult(engineGame[family], seeds);
}

export const sides = elottery.SIDES;
export type Side = elottery.Side;

/** What a result is read as in the trends and the result's summary: the sum, or one position. */
export type Subject = 'sum' | number;

/** The bet types that say which side a sum or a position falls on, per family. */
const sideBets: Readonly<Record<FastDrawFamily, { sum: string; position?: string }>> = {
  ssc: { sum: 'sum_side', position: 'digit_side' },
  k3: { sum: 'side' },
  pk10: { sum: 'top_two_sum_side', position: 'position_side' },
  keno: { sum: 'sum_side' },
};

/** The subjects a family's results can be read by: the sum, then each position it has. */
export function subjectsOf(family: FastDrawFamily): Subject[] {
  const positions = family === 'ssc' ? 5 : family === 'pk10' ? 10 : 0;
  return ['sum', ...Array.from({ length: positions }, (_, index) => index)];
}

/**
 * Whether a result is on `side` for a subject, decided by the engine's own side bet: a K3
 * triple, a PK10 1st + 2nd of 11 and a Keno sum of 810 are on no side, as they pay none.
 */
export function isOnSide(
  family: FastDrawFamily,
  subject: Subject,
  side: Side,
  result: readonly number[],
): boolean {
  const bets = sideBets[family];
  const code = subject === 'sum' ? bets.sum : bets.position;
  const betType = code ? betTypeOf(family, code) : undefined;
  if (!betType) return false;
  const selection: LotterySelection =
    subject === 'sum'
      ? { option: side }
      : { positions: Array.from({ length: subject + 1 }, (_, i) => (i === subject ? [side] : [])) };
  return betType.settle(selection, result).length > 0;
}

/** The number a subject reads: the sum the family's side bets look at, or one position. */
export function subjectValue(
  family: FastDrawFamily,
  subject: Subject,
  result: readonly number[],
): number {
  if (subject !== 'sum') return result[subject] ?? 0;
  const counted = family === 'pk10' ? result.slice(0, 2) : result;
  return counted.reduce((total, value) => total + value, 0);
}

/** SSC's dragon, tiger or tie (position 1 against position 5). */
export const sscDragonTiger = (result: readonly number[]) => ssc.dragonTigerOf(result);
