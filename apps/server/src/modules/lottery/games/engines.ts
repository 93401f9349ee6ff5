import { isFastDrawFamily, type FastDrawFamily } from '@croupier/contract';
import {
  elottery,
  formatPercent,
  k3,
  keno,
  lotteryOdds,
  pk10,
  rational,
  ssc,
  type LotteryBetType,
  type OddsTable,
  type PrizeWon,
  type Rational,
} from '@croupier/engines';
import type { OddsOverrides } from './schema';

/**
 * Which engine plays which lottery family, and the arithmetic of odds and payouts around it.
 * The engines say what a selection costs and what it won; the server turns that into money
 * here, with exact fractions, rounding a payout down to the minor unit once at the end.
 */

/** A fast draw's result: digits, dice, cars or balls in draw order. */
export type FastDrawResult = readonly number[];
export type FastDrawBetType = LotteryBetType<FastDrawResult>;

type FastDrawEngine = {
  betTypes: ReadonlyMap<string, FastDrawBetType>;
  family: elottery.ElotteryGame;
};

const fastDrawEngines: Readonly<Record<FastDrawFamily, FastDrawEngine>> = {
  ssc: { betTypes: ssc.SSC_BET_TYPES, family: 'ssc' },
  k3: { betTypes: k3.K3_BET_TYPES, family: 'k3' },
  pk10: { betTypes: pk10.PK10_BET_TYPES, family: 'pk10' },
  keno: { betTypes: keno.KENO_BET_TYPES, family: 'keno' },
};

/** The bet types of a family, in the engine's order; none for families not played yet. */
export function betTypesOf(family: string): ReadonlyMap<string, FastDrawBetType> {
  return isFastDrawFamily(family) ? fastDrawEngines[family].betTypes : new Map();
}

/**
 * A fast draw's result from its seeds: the client seed names the game and the draw, so a
 * revealed seed proves this one draw only (see the engine's `drawSeeds`).
 */
export function drawFastResult(
  family: string,
  gameCode: string,
  numero: string,
  serverSeed: string,
): FastDrawResult {
  if (!isFastDrawFamily(family)) throw new Error(`${family} is not drawn from seeds`);
  return elottery.drawResult(
    fastDrawEngines[family].family,
    elottery.drawSeeds(gameCode, numero, serverSeed),
  );
}

/** What a player needs to recompute a fast draw: its client seed and nonce. */
export function drawSeedsOf(gameCode: string, numero: string) {
  const { clientSeed, nonce } = elottery.drawSeeds(gameCode, numero, '');
  return { clientSeed, nonce };
}

/** Odds as a merchant writes them: a decimal ("1.98") or an exact fraction ("99/50"). */
export function parseOdds(text: string): Rational {
  const fraction = /^(\d{1,12})\/(\d{1,12})$/.exec(text);
  if (fraction) return rational(BigInt(fraction[1]!), BigInt(fraction[2]!));
  return lotteryOdds.decimalOdds(text);
}

export const oddsText = (odds: Rational) => `${odds.numerator}/${odds.denominator}`;

/**
 * A bet type's odds at a merchant: the engine's defaults, replaced prize by prize where the
 * merchant set its own. A prize the bet type does not have is ignored: it could never pay.
 */
export function oddsOfBetType(betType: FastDrawBetType, overrides: OddsOverrides): OddsTable {
  const own = overrides[betType.code] ?? {};
  return Object.fromEntries(
    Object.entries(betType.defaultOdds).map(([prize, odds]) => [
      prize,
      own[prize] === undefined ? odds : parseOdds(own[prize]),
    ]),
  );
}

/** Odds kept on a ticket: exact fractions, so settling reads what the player was shown. */
export const oddsSnapshot = (odds: OddsTable): Record<string, string> =>
  Object.fromEntries(Object.entries(odds).map(([prize, value]) => [prize, oddsText(value)]));

export const oddsFromSnapshot = (snapshot: Record<string, string>): OddsTable =>
  Object.fromEntries(Object.entries(snapshot).map(([prize, text]) => [prize, parseOdds(text)]));

/** Odds for a screen: a decimal number with at most 4 places, truncated. */
export function oddsForDisplay(odds: OddsTable): Record<string, number> {
  return Object.fromEntries(
    Object.entries(odds).map(([prize, value]) => [
      prize,
      Number((value.numerator * 10_000n) / value.denominator) / 10_000,
    ]),
  );
}

/** The bet type's return at these odds, as the rules page shows it ("98.00%"). */
export const rtpText = (betType: FastDrawBetType, odds: OddsTable) =>
  formatPercent(betType.rtp(odds), 2);

/**
 * What a line's prizes pay: Σ count × odds × unit stake, exact, rounded down to the minor
 * unit once. A prize missing from the odds is a fault of the server, not of the player.
 */
export function payoutOf(prizes: readonly PrizeWon[], odds: OddsTable, unitStake: bigint): bigint {
  let numerator = 0n;
  let denominator = 1n;
  for (const { prize, count } of prizes) {
    const value = odds[prize];
    if (!value) throw new Error(`no odds for prize "${prize}"`);
    numerator = numerator * value.denominator + BigInt(count) * value.numerator * denominator;
    denominator *= value.denominator;
  }
  return (numerator * unitStake) / denominator;
}

/**
 * The most a ticket can return, for the maximum-payout check and the bet slip: every line
 * winning its bet type's best prize. A fast draw's line wins at most once, so this is an
 * upper bound, a loose one where lines exclude each other or prizes differ (two K3 sums:
 * 2 × 70, the odds of 4 and 17, though only one sum can come and 9 pays 8.4): a ticket it
 * admits never pays above the limit. The engines do not say a selection's best outcome yet.
 */
export function potentialWinOf(odds: OddsTable, lines: number, unitStake: bigint): bigint {
  const best = Object.values(odds).reduce((most, value) =>
    value.numerator * most.denominator > most.numerator * value.denominator ? value : most,
  );
  return (BigInt(lines) * unitStake * best.numerator) / best.denominator;
}
