import { errorCodes, toMajor, type consoleLottery, type ErrorName } from '@croupier/contract';
import { formatPercent, lotteryOdds, type Rational } from '@croupier/engines';
import { recordAudit, type AuditActor } from '../../../platform/audit/audit-log';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import * as exposure from '../exposure/service';
import * as games from '../games/service';
import type { BetTypeLimits, NumberRules, OddsOverrides } from '../games/schema';
import { listMerchantGames, lockGame, updateGameSettings, type GameSettings } from './queries';

// A brand's lottery games as the console edits them: on or off, the close, the stakes and
// the maximum payout, the odds of each bet type (refused when they would return the player
// 100 % or more), and each bet type's risk limits and game-wide pick lists. Every change is
// one transaction with its audit entry, and holds for the tickets placed after it: placement
// reads the game afresh, and a ticket keeps the odds it was placed at.

/** Who changes what, for the audit entry. */
export type ConsoleEdit = { actor: AuditActor; merchantId: number };

/** Odds as the console shows them: the exact decimal, or 4 places, truncated. */
export function decimalOf(value: Rational): string {
  const scaled = (value.numerator * 10_000n) / value.denominator;
  const fraction = (scaled % 10_000n).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${scaled / 10_000n}.${fraction}` : String(scaled / 10_000n);
}

const majorOrNull = (minor: string | undefined) =>
  minor === undefined ? null : toMajor(BigInt(minor));

function toConsoleGame(
  row: games.LotteryGameRow,
  listed: Awaited<ReturnType<typeof games.wireGames>>[number],
): consoleLottery.ConsoleLotteryGame {
  const rtpOf = new Map(listed.betTypes.map((info) => [info.betType, info.rtp]));
  return {
    gameCode: row.code,
    name: listed.name,
    family: listed.family,
    kind: listed.kind,
    drawIntervalSeconds: row.drawIntervalSeconds,
    closeSecondsBefore: row.closeSecondsBefore,
    enabled: row.enabled,
    stakePerPoint: toMajor(row.stakePerPoint),
    minStakePerLine: toMajor(row.minStakePerLine),
    maxStakePerLine: toMajor(row.maxStakePerLine),
    maxPayoutPerTicket: toMajor(row.maxPayoutPerTicket),
    betTypes: [...games.betTypesOf(row.family).values()].map((betType) => {
      const odds = games.oddsOfBetType(betType, row.odds);
      const limits = row.betLimits[betType.code] ?? {};
      const rules = row.numberRules[betType.code] ?? {};
      return {
        betType: betType.code,
        odds: Object.entries(odds).map(([prize, value]) => ({
          prize,
          odds: decimalOf(value),
          defaultOdds: decimalOf(betType.defaultOdds[prize]!),
        })),
        rtp: rtpOf.get(betType.code) ?? '',
        minStake: majorOrNull(limits.minStake),
        maxStake: majorOrNull(limits.maxStake),
        numberCap: majorOrNull(limits.numberCap),
        closed: rules.closed ?? [],
        halfPay: rules.halfPay ?? [],
      };
    }),
  };
}

async function consoleGamesOf(
  db: Database,
  rows: games.LotteryGameRow[],
  language: string,
): Promise<consoleLottery.ConsoleLotteryGame[]> {
  const listed = await games.wireGames(db, rows, language);
  return rows.map((row, index) => toConsoleGame(row, listed[index]!));
}

/** Every lottery game of the brand, enabled or not, with its settings, odds and limits. */
export async function consoleGames(
  db: Database,
  merchantId: number,
  language: string,
): Promise<consoleLottery.ConsoleLotteryGame[]> {
  return consoleGamesOf(db, await listMerchantGames(db, merchantId), language);
}

function refuse(name: ErrorName, field: string, details: Record<string, unknown> = {}): never {
  throw AppError.of(name, { fields: { [field]: errorCodes[name].message }, ...details });
}

function betTypeOf(game: games.LotteryGameRow, code: string, field: string) {
  const betType = games.betTypesOf(game.family).get(code);
  if (!betType) refuse('lotteryBetTypeNotInGame', field, { betType: code });
  return betType;
}

/**
 * A bet type's odds as typed, checked: every prize one of the bet type's, and the return at
 * them under 100 %. Kept as the prizes that differ from the engine's defaults (a prize set
 * back to its default is the default again).
 */
function checkedOdds(
  game: games.LotteryGameRow,
  code: string,
  typed: Record<string, string>,
): { own: Record<string, string>; rtp: Rational } {
  const field = `body.odds.${code}`;
  const betType = betTypeOf(game, code, field);
  const own: Record<string, string> = {};
  for (const [prize, text] of Object.entries(typed)) {
    const fallback = betType.defaultOdds[prize];
    if (!fallback) refuse('lotteryOddsPrizeUnknown', `${field}.${prize}`, { betType: code, prize });
    const odds = lotteryOdds.decimalOdds(text);
    if (odds.numerator * fallback.denominator !== fallback.numerator * odds.denominator) {
      own[prize] = decimalOf(odds);
    }
  }
  const rtp = betType.rtp(games.oddsOfBetType(betType, { [code]: own }));
  if (rtp.numerator >= rtp.denominator) {
    refuse('lotteryRtpTooHigh', field, { betType: code, rtp: formatPercent(rtp, 2) });
  }
  return { own, rtp };
}

/**
 * The return of a bet type at odds being typed, for the edit form; changes nothing. Odds at
 * 100 % or more are answered (not refused) with `acceptable` false: the form says why it
 * will not save them.
 */
export async function previewRtp(
  db: Database,
  merchantId: number,
  code: string,
  body: consoleLottery.RtpPreviewBody,
): Promise<consoleLottery.RtpPreview> {
  const game = await games.gameOrNotFound(db, merchantId, code);
  const field = `body.odds`;
  const betType = betTypeOf(game, body.betType, 'body.betType');
  for (const prize of Object.keys(body.odds)) {
    if (!betType.defaultOdds[prize]) {
      refuse('lotteryOddsPrizeUnknown', `${field}.${prize}`, { betType: body.betType, prize });
    }
  }
  const rtp = betType.rtp(games.oddsOfBetType(betType, { [body.betType]: body.odds }));
  return {
    betType: body.betType,
    rtp: formatPercent(rtp, 2),
    acceptable: rtp.numerator < rtp.denominator,
  };
}

/** The settings a change names, checked against the game (and each other). */
function settingsOf(
  game: games.LotteryGameRow,
  change: consoleLottery.ParsedGameChange,
): GameSettings {
  const settings: GameSettings = {};
  if (change.enabled !== undefined) settings.enabled = change.enabled;
  if (change.closeSecondsBefore !== undefined) {
    const interval = game.drawIntervalSeconds;
    if (interval !== null && change.closeSecondsBefore >= interval) {
      refuse('lotteryCloseSecondsInvalid', 'body.closeSecondsBefore', { max: interval - 1 });
    }
    settings.closeSecondsBefore = change.closeSecondsBefore;
  }
  for (const key of [
    'stakePerPoint',
    'minStakePerLine',
    'maxStakePerLine',
    'maxPayoutPerTicket',
  ] as const) {
    const value = change[key];
    if (value !== undefined) settings[key] = value;
  }
  const min = settings.minStakePerLine ?? game.minStakePerLine;
  const max = settings.maxStakePerLine ?? game.maxStakePerLine;
  if (min > max) refuse('lotteryStakeLimitsInvalid', 'body.minStakePerLine');
  if (change.odds) {
    const odds: OddsOverrides = { ...game.odds };
    for (const [code, typed] of Object.entries(change.odds)) {
      const { own } = checkedOdds(game, code, typed);
      if (Object.keys(own).length > 0) odds[code] = own;
      else delete odds[code];
    }
    settings.odds = odds;
  }
  return settings;
}

/** What an audit entry shows of a game before and after: the settings the change named. */
function auditedFields(
  game: games.LotteryGameRow,
  settings: GameSettings,
  oddsOf: readonly string[],
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(settings) as (keyof GameSettings)[]) {
    fields[key] =
      key === 'odds'
        ? Object.fromEntries(oddsOf.map((code) => [code, game.odds[code] ?? {}]))
        : game[key];
  }
  return fields;
}

/** Changes a game's settings or odds: one transaction with its audit entry. */
export async function updateGame(
  db: Database,
  edit: ConsoleEdit,
  code: string,
  language: string,
  change: consoleLottery.ParsedGameChange,
): Promise<consoleLottery.ConsoleLotteryGame> {
  const after = await db.transaction(async (tx) => {
    const game = await lockGame(tx, edit.merchantId, code);
    if (!game) throw AppError.of('lotteryGameNotFound');
    const settings = settingsOf(game, change);
    const changed = await updateGameSettings(tx, game.id, settings);
    const oddsOf = Object.keys(change.odds ?? {});
    await recordAudit(tx, {
      staff: edit.actor,
      merchantId: edit.merchantId,
      action: 'lottery.game.update',
      target: `lottery:${code}`,
      before: auditedFields(game, settings, oddsOf),
      after: auditedFields(changed, settings, oddsOf),
    });
    return changed;
  });
  const [game] = await consoleGamesOf(db, [after], language);
  return game!;
}

/** A list of picks, each once, each one of the bet type's. */
function checkedPicks(
  game: games.LotteryGameRow,
  betType: string,
  picks: readonly string[],
  field: string,
): string[] {
  picks.forEach((pick, index) => {
    if (!exposure.isPickOf(game.family, betType, pick)) {
      refuse('lotteryPickInvalid', `${field}.${index}`, { betType, pick });
    }
  });
  return [...new Set(picks)];
}

/** A bet type's pick lists, checked: the bet type is the game's, every pick one of its. */
export function checkedRules(
  game: games.LotteryGameRow,
  betType: string,
  rules: consoleLottery.NumberRulesBody,
): { closed: string[]; halfPay: string[] } {
  betTypeOf(game, betType, 'params.betType');
  return {
    closed: checkedPicks(game, betType, rules.closed, 'body.closed'),
    halfPay: checkedPicks(game, betType, rules.halfPay, 'body.halfPay'),
  };
}

type RiskView = {
  minStake: string | null;
  maxStake: string | null;
  numberCap: string | null;
  closed: string[];
  halfPay: string[];
};

function riskOf(game: games.LotteryGameRow, betType: string): RiskView {
  const limits = game.betLimits[betType] ?? {};
  const rules = game.numberRules[betType] ?? {};
  return {
    minStake: limits.minStake ?? null,
    maxStake: limits.maxStake ?? null,
    numberCap: limits.numberCap ?? null,
    closed: rules.closed ?? [],
    halfPay: rules.halfPay ?? [],
  };
}

/** The limits of a bet type as kept: only those set. */
function limitsOf(body: consoleLottery.BetTypeRisk): BetTypeLimits[string] {
  const limits: BetTypeLimits[string] = {};
  for (const key of ['minStake', 'maxStake', 'numberCap'] as const) {
    const value = body[key];
    if (value !== null) limits[key] = String(value);
  }
  return limits;
}

/**
 * Sets a bet type's risk limits and game-wide pick lists, all at once: a stake range per
 * line (within the game's own), the cap on what one draw may stand to pay on one pick, and
 * the closed and half-pay picks. One transaction with its audit entry.
 */
export async function updateBetTypeRisk(
  db: Database,
  edit: ConsoleEdit,
  code: string,
  betType: string,
  language: string,
  body: consoleLottery.BetTypeRisk,
): Promise<consoleLottery.ConsoleLotteryGame> {
  const after = await db.transaction(async (tx) => {
    const game = await lockGame(tx, edit.merchantId, code);
    if (!game) throw AppError.of('lotteryGameNotFound');
    const rules = checkedRules(game, betType, body);
    if (body.minStake !== null && body.maxStake !== null && body.minStake > body.maxStake) {
      refuse('lotteryStakeLimitsInvalid', 'body.minStake');
    }
    const limits = limitsOf(body);
    const betLimits: BetTypeLimits = { ...game.betLimits, [betType]: limits };
    const numberRules: NumberRules = { ...game.numberRules, [betType]: rules };
    if (Object.keys(limits).length === 0) delete betLimits[betType];
    if (rules.closed.length + rules.halfPay.length === 0) delete numberRules[betType];
    const changed = await updateGameSettings(tx, game.id, { betLimits, numberRules });
    await recordAudit(tx, {
      staff: edit.actor,
      merchantId: edit.merchantId,
      action: 'lottery.risk.update',
      target: `lottery:${code}:${betType}`,
      before: riskOf(game, betType),
      after: riskOf(changed, betType),
    });
    return changed;
  });
  const [game] = await consoleGamesOf(db, [after], language);
  return game!;
}
