import { z } from 'zod';
import { reportRangeQuery } from './console-reports';
import { envelope } from './envelope';
import { gameCode, numero } from './lottery';
import { drawStatuses, lotteryFamilies, lotteryKinds } from './lottery-values';
import { pageQuery } from './page-query';
import { pageOf } from './pages';
import { plainText } from './text-fields';
import { amount } from './wallet';

// The console's Lottery section (`/bo/lottery/...`): each lottery game's settings, odds and
// risk limits, its draws (cancel one before its result), the live exposure of a draw, and
// the tickets' figures. Settings are major units as typed (the wallet's `amount`) and
// answered as numbers, like the payment settings; sums of money (a draw's stakes, exposure,
// reports) are integer minor units written as strings, like the reports.
//
// A pick is what a line of a bet type stands on, the unit of exposure and of the closed and
// half-pay lists: a digit at a position "3:7", a side at a position "1:big", a three-digit
// number of a place "front:123", a sum "9", a ball "23", an option "big"; "any" for the bets
// with no picks (K3's any triple and straight). The server says which picks a bet type has.

/** Odds as an operator types them: a decimal of up to 4 places, what 1 unit staked returns. */
export const oddsDecimal = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,4})?$/, 'lottery_odds_format')
  .refine((text) => Number(text) >= 1, 'lottery_odds_below_one');

/** Per prize of one bet type (`hit`, `big`, a sum "9", a Keno count "5"). */
export const betTypeOdds = z.record(z.string().trim().min(1).max(16), oddsDecimal);
export type BetTypeOdds = z.infer<typeof betTypeOdds>;

export const pick = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9:_-]{1,40}$/, 'lottery_pick_format');

const pickLists = {
  closed: z.array(pick).max(1_000),
  halfPay: z.array(pick).max(1_000),
};

/** A pick is closed or half-pay, never both (said at the half-pay list). */
const neverBoth = (rules: { closed: string[]; halfPay: string[] }) =>
  !rules.closed.some((closed) => rules.halfPay.includes(closed));
const bothRefused = { message: 'lottery_pick_closed_and_half', path: ['halfPay'] };

/** The picks of a bet type taking no ticket, and those paid at half the odds. */
export const numberRulesBody = z.object(pickLists).strict().refine(neverBoth, bothRefused);
export type NumberRulesBody = z.infer<typeof numberRulesBody>;

/** One prize of a bet type: the merchant's odds and the engine's default. */
export const prizeOdds = z.object({
  prize: z.string(),
  /** Decimals, up to 4 places (truncated when the exact fraction has more). */
  odds: z.string(),
  defaultOdds: z.string(),
});

/** A bet type as the console edits it: odds, return, limits and its game-wide pick lists. */
export const consoleBetType = z.object({
  betType: z.string(),
  odds: z.array(prizeOdds),
  /** Exact return to player at the odds, e.g. "97.22%". */
  rtp: z.string(),
  /** Major units; null where the game's own limit applies (or no cap). */
  minStake: z.number().nullable(),
  maxStake: z.number().nullable(),
  /** The most one draw may stand to pay on one pick of this bet type; null: no cap. */
  numberCap: z.number().nullable(),
  closed: z.array(z.string()),
  halfPay: z.array(z.string()),
});
export type ConsoleBetType = z.infer<typeof consoleBetType>;

export const consoleLotteryGame = z.object({
  gameCode: z.string(),
  /** In the request's language. */
  name: z.string(),
  family: z.enum(lotteryFamilies),
  kind: z.enum(lotteryKinds),
  drawIntervalSeconds: z.number().nullable(),
  closeSecondsBefore: z.number(),
  enabled: z.boolean(),
  /** Major units. */
  stakePerPoint: z.number(),
  minStakePerLine: z.number(),
  maxStakePerLine: z.number(),
  maxPayoutPerTicket: z.number(),
  betTypes: z.array(consoleBetType),
});
export type ConsoleLotteryGame = z.infer<typeof consoleLotteryGame>;

export const gameParams = z.object({ gameCode });

const atLeastOneChange = (body: Record<string, unknown>) =>
  Object.values(body).some((value) => value !== undefined);

/**
 * A change to a game; what is left out stays. `odds` replaces the odds of each bet type it
 * names (prizes left out go back to the engine's default). It holds for tickets placed after
 * it: a ticket keeps the odds it was placed at.
 */
export const lotteryGameChange = z
  .object({
    enabled: z.boolean().optional(),
    /** Less than the game's interval for fast draws. */
    closeSecondsBefore: z.number().int().min(0).max(86_400).optional(),
    stakePerPoint: amount.optional(),
    minStakePerLine: amount.optional(),
    maxStakePerLine: amount.optional(),
    maxPayoutPerTicket: amount.optional(),
    odds: z.record(z.string().trim().min(1).max(32), betTypeOdds).optional(),
  })
  .strict()
  .refine(atLeastOneChange, { message: 'nothing_to_change' });
export type LotteryGameChange = z.input<typeof lotteryGameChange>;
/** The change as parsed: amounts in minor units. */
export type ParsedGameChange = z.output<typeof lotteryGameChange>;

/** Odds being typed, and the return they would give (the console asks as the operator types). */
export const rtpPreviewBody = z.object({
  betType: z.string().trim().min(1).max(32),
  odds: betTypeOdds,
});
export type RtpPreviewBody = z.infer<typeof rtpPreviewBody>;

export const rtpPreview = z.object({
  betType: z.string(),
  rtp: z.string(),
  /** Under 100 %: the odds may be saved. */
  acceptable: z.boolean(),
});
export type RtpPreview = z.infer<typeof rtpPreview>;

export const betTypeParams = z.object({ gameCode, betType: z.string().trim().min(1).max(32) });

/**
 * A bet type's risk limits and game-wide pick lists, all of them (a limit left null is none).
 * The stake range is per line, within the game's own.
 */
export const betTypeRiskBody = z
  .object({
    minStake: amount.nullable(),
    maxStake: amount.nullable(),
    numberCap: amount.nullable(),
    ...pickLists,
  })
  .strict()
  .refine(neverBoth, bothRefused);
export type BetTypeRiskBody = z.input<typeof betTypeRiskBody>;
/** The limits as parsed: amounts in minor units. */
export type BetTypeRisk = z.output<typeof betTypeRiskBody>;

export const drawListQuery = z.object({
  status: z.enum(drawStatuses).optional(),
  ...pageQuery,
});
export type DrawListQuery = z.infer<typeof drawListQuery>;

const minorUnits = z.string().regex(/^-?\d+$/);

export const consoleDraw = z.object({
  numero: z.string(),
  status: z.enum(drawStatuses),
  opensAt: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  drawnAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Tickets on it, not counting those their players cancelled. */
  tickets: z.number(),
  stake: minorUnits,
  payout: minorUnits,
  /** A fast draw's numbers in draw order; null before the draw, when cancelled, or a sheet. */
  numbers: z.array(z.number()).nullable(),
  /** A provider-drawn draw has a result sheet (shown by the results section). */
  hasSheet: z.boolean(),
});
export type ConsoleDraw = z.infer<typeof consoleDraw>;

export const consoleDrawPage = pageOf(consoleDraw);
export type ConsoleDrawPage = z.infer<typeof consoleDrawPage>;

export const drawParams = z.object({ gameCode, numero });
export const drawBetTypeParams = drawParams.extend({ betType: betTypeParams.shape.betType });

/** Why a draw is cancelled: kept in the audit log. */
export const cancelDrawBody = z.object({ reason: plainText({ min: 1, max: 500 }) }).strict();
export type CancelDrawBody = z.infer<typeof cancelDrawBody>;

export const pickRules = ['closed', 'halfPay'] as const;

/** One pick of a draw: its open tickets, their stake on it and what they would pay. */
export const exposurePick = z.object({
  pick: z.string(),
  tickets: z.number(),
  stake: minorUnits,
  payout: minorUnits,
  /** Closed or half-pay, for the draw or its game; null when neither. */
  rule: z.enum(pickRules).nullable(),
});
export type ExposurePick = z.infer<typeof exposurePick>;

export const betTypeExposure = z.object({
  betType: z.string(),
  /** Minor units; null when the bet type has no cap. */
  numberCap: minorUnits.nullable(),
  /** Highest potential payout first, at most `exposurePicksShown`. */
  picks: z.array(exposurePick),
  /** How many picks of the bet type hold tickets, shown or not. */
  pickCount: z.number(),
  /** This draw's own pick lists (the game's are in the game). */
  closed: z.array(z.string()),
  halfPay: z.array(z.string()),
});
export type BetTypeExposure = z.infer<typeof betTypeExposure>;

/** The picks listed per bet type: the riskiest, which are the ones an operator acts on. */
export const exposurePicksShown = 50;

export const drawExposure = z.object({
  gameCode: z.string(),
  draw: consoleDraw,
  /** Every bet type of the game, those without tickets too (their draw lists may be set). */
  betTypes: z.array(betTypeExposure),
});
export type DrawExposure = z.infer<typeof drawExposure>;

/** A range of UTC days, both given (the console sends its default, the last 30 days). */
export const lotteryReportQuery = reportRangeQuery.refine(
  (range) => range.startDate !== undefined && range.endDate !== undefined,
  { message: 'field_required', path: ['startDate'] },
);
export type LotteryReportQuery = z.infer<typeof lotteryReportQuery>;

/** Settled tickets (won or lost) of a period: turnover is their stake, GGR turnover − payout. */
const ticketFigures = {
  tickets: z.number(),
  /** Members with a settled ticket. */
  players: z.number(),
  turnover: minorUnits,
  payout: minorUnits,
  ggr: minorUnits,
};

export const reportBetType = z.object({ betType: z.string(), ...ticketFigures });
export const reportGame = z.object({
  gameCode: z.string(),
  name: z.string(),
  ...ticketFigures,
  betTypes: z.array(reportBetType),
});
export type ReportGame = z.infer<typeof reportGame>;

/** Games with settled tickets in the range, largest turnover first; bet types likewise. */
export const lotteryReport = z.object({
  startDate: z.string(),
  endDate: z.string(),
  currency: z.string(),
  games: z.array(reportGame),
  totals: z.object(ticketFigures),
});
export type LotteryReport = z.infer<typeof lotteryReport>;

/** Columns of the CSV export, one row per game and bet type; amounts in major units. */
export const lotteryCsvColumns = [
  'game',
  'name',
  'bet_type',
  'tickets',
  'players',
  'turnover',
  'payout',
  'ggr',
] as const;

export const endpoints = {
  games: {
    method: 'GET',
    path: '/bo/lottery/games',
    summary: 'The brand’s lottery games with their settings, odds and RTP, and risk limits',
    response: envelope(z.array(consoleLotteryGame)),
  },
  updateGame: {
    method: 'PATCH',
    path: '/bo/lottery/games/:gameCode',
    summary: 'Switch a game on or off, change its close, stakes, maximum payout or odds',
    description:
      'Odds whose return to player would be 100 % or more are refused, naming the bet type. ' +
      'A change holds for tickets placed after it.',
    params: gameParams,
    body: lotteryGameChange,
    response: envelope(consoleLotteryGame),
  },
  previewRtp: {
    method: 'POST',
    path: '/bo/lottery/games/:gameCode/rtp',
    summary: 'The exact return to player of a bet type at odds being typed; changes nothing',
    params: gameParams,
    body: rtpPreviewBody,
    response: envelope(rtpPreview),
  },
  updateBetTypeRisk: {
    method: 'PUT',
    path: '/bo/lottery/games/:gameCode/bet-types/:betType/risk',
    summary: 'A bet type’s stake range, cap per pick and draw, and closed and half-pay picks',
    params: betTypeParams,
    body: betTypeRiskBody,
    response: envelope(consoleLotteryGame),
  },
  draws: {
    method: 'GET',
    path: '/bo/lottery/games/:gameCode/draws',
    summary: 'A game’s draws, newest first, with their tickets, stakes and payouts',
    params: gameParams,
    query: drawListQuery,
    response: envelope(consoleDrawPage),
  },
  cancelDraw: {
    method: 'POST',
    path: '/bo/lottery/games/:gameCode/draws/:numero/cancel',
    summary: 'Cancel a draw that has no result yet; every ticket on it is refunded',
    params: drawParams,
    body: cancelDrawBody,
    response: envelope(consoleDraw),
  },
  exposure: {
    method: 'GET',
    path: '/bo/lottery/games/:gameCode/draws/:numero/exposure',
    summary: 'What a draw stands to pay on each pick of each bet type, riskiest first',
    params: drawParams,
    response: envelope(drawExposure),
  },
  updateDrawRules: {
    method: 'PUT',
    path: '/bo/lottery/games/:gameCode/draws/:numero/bet-types/:betType/rules',
    summary: 'Close picks of one open draw, or pay them at half the odds',
    params: drawBetTypeParams,
    body: numberRulesBody,
    response: envelope(drawExposure),
  },
  report: {
    method: 'GET',
    path: '/bo/lottery/report',
    summary: 'Settled tickets of a range per game and bet type: turnover, payout, GGR, players',
    query: lotteryReportQuery,
    response: envelope(lotteryReport),
  },
  reportCsv: {
    method: 'GET',
    path: '/bo/lottery/report.csv',
    summary: 'The lottery report as CSV (text/csv, a header row, amounts in major units)',
    query: lotteryReportQuery,
  },
} as const;
