import { isFastDrawFamily, type LotteryFamily } from '@croupier/contract';
import {
  elottery,
  formatPercent,
  fourD,
  k3,
  keno,
  lotteryOdds,
  pk10,
  rational,
  ssc,
  thai,
  vietnam,
  type LotteryBetType,
  type LotterySelection,
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

/** A provider-drawn draw's result: a Vietnamese sheet, a 4D sheet or the Thai numbers. */
export type SheetResult = vietnam.VietnamSheet | fourD.FourDSheet | thai.ThaiResult;
/** What a draw's `result` holds, whichever way it was drawn. */
export type LotteryResult = FastDrawResult | SheetResult;
/** A bet type of any family, settled against its own family's results only. */
export type LotteryGameBetType = LotteryBetType<LotteryResult>;

/** Why a sheet is refused: the engine's reason, or a Vietnamese sheet of another region. */
export type SheetRefusal =
  'wrong_region' | vietnam.VietnamSheetRefusal | fourD.FourDSheetRefusal | thai.ThaiResultRefusal;

/**
 * A sheet checked by its family's engine: the sheet as the engine rebuilt it (only what was
 * checked, keys in one order), or the refusal and the entry it points at (`tiers.3.2`,
 * `starters.4`, `first`), a path inside the sheet.
 */
export type SheetCheck =
  { ok: true; sheet: SheetResult } | { ok: false; reason: SheetRefusal; field: string };

type FastDrawEngine = {
  kind: 'ELOTT';
  betTypes: ReadonlyMap<string, LotteryGameBetType>;
  drawn: elottery.ElotteryGame;
};
type SheetEngine = {
  kind: 'LOTT';
  betTypes: ReadonlyMap<string, LotteryGameBetType>;
  checkSheet(input: unknown): SheetCheck;
};

const byCode = (betTypes: readonly LotteryBetType<never>[]) =>
  new Map(betTypes.map((betType) => [betType.code, betType as LotteryGameBetType]));

const pathOf = (...parts: (string | number | undefined)[]) =>
  parts.filter((part) => part !== undefined).join('.');

/** A region's sheet check: a sheet of another region is refused at its `region`. */
function vietnamSheetOf(region: vietnam.VietnamRegion) {
  return (input: unknown): SheetCheck => {
    const checked = vietnam.checkVietnamSheet(input);
    if (!checked.ok) {
      const { reason, tier, position } = checked;
      if (reason === 'unknown_region') return { ok: false, reason, field: 'region' };
      return { ok: false, reason, field: pathOf('tiers', tier, position) };
    }
    if (checked.sheet.region !== region) {
      return { ok: false, reason: 'wrong_region', field: 'region' };
    }
    return { ok: true, sheet: checked.sheet };
  };
}

function fourDSheetOf(input: unknown): SheetCheck {
  const checked = fourD.checkFourDSheet(input);
  if (checked.ok) return { ok: true, sheet: checked.sheet };
  return { ok: false, reason: checked.reason, field: pathOf(checked.field, checked.position) };
}

function thaiSheetOf(input: unknown): SheetCheck {
  const checked = thai.checkThaiResult(input);
  if (checked.ok) return { ok: true, sheet: checked.result };
  return { ok: false, reason: checked.reason, field: pathOf(checked.field, checked.position) };
}

const fastDraw = (
  betTypes: ReadonlyMap<string, LotteryBetType<never>>,
  drawn: elottery.ElotteryGame,
): FastDrawEngine => ({ kind: 'ELOTT', betTypes: byCode([...betTypes.values()]), drawn });

/**
 * The registry: each family's bet types, and how its draws get a result: from the draw's
 * seed (fast draws) or from a results provider, whose sheet the family's check accepts.
 * The Vietnamese regions each have their own bet types (27 or 18 results change the odds).
 */
const engines: Readonly<Record<LotteryFamily, FastDrawEngine | SheetEngine>> = {
  ssc: fastDraw(ssc.SSC_BET_TYPES, 'ssc'),
  k3: fastDraw(k3.K3_BET_TYPES, 'k3'),
  pk10: fastDraw(pk10.PK10_BET_TYPES, 'pk10'),
  keno: fastDraw(keno.KENO_BET_TYPES, 'keno'),
  'vn-north': {
    kind: 'LOTT',
    betTypes: byCode(vietnam.VIETNAM_BET_TYPES.north),
    checkSheet: vietnamSheetOf('north'),
  },
  'vn-central': {
    kind: 'LOTT',
    betTypes: byCode(vietnam.VIETNAM_BET_TYPES.central),
    checkSheet: vietnamSheetOf('central'),
  },
  'vn-south': {
    kind: 'LOTT',
    betTypes: byCode(vietnam.VIETNAM_BET_TYPES.south),
    checkSheet: vietnamSheetOf('south'),
  },
  '4d': { kind: 'LOTT', betTypes: byCode(fourD.FOUR_D_BET_TYPES), checkSheet: fourDSheetOf },
  thai: { kind: 'LOTT', betTypes: byCode(thai.THAI_BET_TYPES), checkSheet: thaiSheetOf },
};

const engineOf = (family: string) =>
  Object.hasOwn(engines, family) ? engines[family as LotteryFamily] : undefined;

/** The bet types of a family, in the engine's order; none for a family the server lacks. */
export function betTypesOf(family: string): ReadonlyMap<string, LotteryGameBetType> {
  return engineOf(family)?.betTypes ?? new Map();
}

/**
 * A provider's sheet for a draw of `family`, checked by the family's engine (a Vietnamese
 * sheet must also be of the family's region). Fast draws have no sheets: asking is a fault.
 */
export function checkSheet(family: string, input: unknown): SheetCheck {
  const engine = engineOf(family);
  if (engine?.kind !== 'LOTT') throw new Error(`${family} takes no result sheet`);
  return engine.checkSheet(input);
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
  const engine = engineOf(family);
  if (engine?.kind !== 'ELOTT' || !isFastDrawFamily(family)) {
    throw new Error(`${family} is not drawn from seeds`);
  }
  return elottery.drawResult(engine.drawn, elottery.drawSeeds(gameCode, numero, serverSeed));
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
export function oddsOfBetType(betType: LotteryGameBetType, overrides: OddsOverrides): OddsTable {
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
export const rtpText = (betType: LotteryGameBetType, odds: OddsTable) =>
  formatPercent(betType.rtp(odds), 2);

/**
 * What a line's prizes pay: Σ count × odds × unit stake, exact (the engines' `prizeUnits`),
 * rounded down to the minor unit once. A prize missing from the odds is a fault of the
 * server, not of the player.
 */
export function payoutOf(prizes: readonly PrizeWon[], odds: OddsTable, unitStake: bigint): bigint {
  const units = lotteryOdds.prizeUnits(prizes, odds);
  return (units.numerator * unitStake) / units.denominator;
}

/**
 * The most a ticket can return, for the maximum-payout check and the bet slip ("win up to"):
 * what it is paid at the result that pays its selection most at these odds, as the engine's
 * `best` says, rounded down as settling would round it. Exact, not a bound: ten SSC digits at
 * one position cost 10 lines and return at most one line's odds, and a ticket is refused only
 * when some result would really pay it above the limit.
 */
export function potentialWinOf(
  betType: LotteryGameBetType,
  selection: LotterySelection,
  odds: OddsTable,
  unitStake: bigint,
): bigint {
  return payoutOf(betType.best(selection, odds), odds, unitStake);
}
