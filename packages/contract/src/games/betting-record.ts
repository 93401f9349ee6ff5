import { z } from 'zod';
import { pageOf } from '../pages';
import { envelope } from '../envelope';
import { paths } from '../paths';
import { pageQuery } from '../page-query';
import { gameCategory } from './lobby';

// Betting record (member centre `personalHistoryCopy`): one line per game round.

const recordDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * `GET /wps/game/bettingRecord`. Dates are UTC days (yyyy-MM-dd), both ends included: the
 * last 7 days by default, at most 92 days, like the account record.
 */
export const bettingRecordQuery = z.object({
  gameType: gameCategory.optional(),
  /** A vendor code. */
  vassalage: z.string().trim().min(1).max(32).optional(),
  beginDate: recordDate.optional(),
  endDate: recordDate.optional(),
  ...pageQuery,
});
export type BettingRecordQuery = z.input<typeof bettingRecordQuery>;
/** The query as parsed: defaults filled in. */
export type BettingRecordFilter = z.output<typeof bettingRecordQuery>;

/** 'open': stake taken, not settled; 'settled'; 'refunded': the stake was rolled back. */
export const betStatuses = ['open', 'settled', 'refunded'] as const;

/** One round. Amounts are decimal numbers of major units, like every player-API amount. */
export const betRecord = z.object({
  roundId: z.string(),
  gameType: gameCategory,
  vassalage: z.string(),
  vendorName: z.string(),
  /** In the request's language (English when the game has no name in it). */
  gameName: z.string(),
  nodeId: z.number(),
  /** The vendor's id of the game (a studio game's engine). */
  gameId: z.string(),
  /** What stays staked: a rolled-back stake is taken out. */
  stake: z.number(),
  win: z.number(),
  /** Win minus stake: positive means the member came out ahead. */
  profit: z.number(),
  status: z.enum(betStatuses),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BetRecord = z.infer<typeof betRecord>;

export const bettingRecordTotals = z.object({
  count: z.number(),
  stake: z.number(),
  win: z.number(),
  profit: z.number(),
});

/** A page of rounds, newest first, with the totals of every round the filter matches. */
export const bettingRecordPage = pageOf(betRecord).extend({
  beginDate: z.string(),
  endDate: z.string(),
  totals: bettingRecordTotals,
});
export type BettingRecordPage = z.infer<typeof bettingRecordPage>;

/** `GET /wps/game/bettingRecord/:roundId`; a vendor narrows it when two share a round id. */
export const bettingRoundParams = z.object({ roundId: z.string().min(1).max(128) });
export const bettingRoundQuery = z.object({
  vassalage: z.string().trim().min(1).max(32).optional(),
});

export const bettingRecordEndpoints = {
  list: {
    method: 'GET',
    path: paths.bettingRecord,
    summary: 'Betting record: the member’s game rounds, newest first, with totals',
    query: bettingRecordQuery,
    response: envelope(bettingRecordPage),
  },
  round: {
    method: 'GET',
    path: paths.bettingRound,
    summary: 'One round of the member’s betting record',
    params: bettingRoundParams,
    query: bettingRoundQuery,
    response: envelope(betRecord),
  },
} as const;
