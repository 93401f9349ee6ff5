import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { lottery } from '@croupier/contract';
import { createdAt, integerId, updatedAt } from '../../../platform/db/columns';
import { games } from '../../games/schema';
import { merchantRef } from '../../system/schema';

/** Odds a merchant sets instead of the engine's defaults: per bet type, per prize, a decimal. */
export type OddsOverrides = Record<string, Record<string, string>>;

/**
 * Limits of a bet type beyond the game's own, in minor units written as digits: the unit
 * stake's range, and the cap on the potential payout of one pick of one draw (the exposure).
 */
export type BetTypeLimits = Record<
  string,
  { minStake?: string; maxStake?: string; numberCap?: string }
>;

/** Picks of a bet type that take no ticket (`closed`) or pay at half the odds (`halfPay`). */
export type NumberRules = Record<string, { closed?: string[]; halfPay?: string[] }>;

/**
 * A lottery game a merchant offers. Its maths is its `family` (the engine's bet types); its
 * draws come from the provably fair stream (`ELOTT`, fast draws every `drawIntervalSeconds`)
 * or from a results provider (`LOTT`, on a schedule of their own). It is also a game of the
 * catalogue (vendor LOTTO), which names it in the lobby and the betting record.
 */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    id: integerId(),
    merchantId: merchantRef({ onDelete: 'cascade' }),
    /** The merchant's code of the game ("ssc-1m"); draws' seeds name it, so it never changes. */
    code: text('code').notNull(),
    family: text('family').notNull(),
    kind: text('kind').notNull(),
    catalogueGameId: integer('catalogue_game_id')
      .notNull()
      .references(() => games.id),
    /** Seconds between two fast draws; null for provider-drawn games. */
    drawIntervalSeconds: integer('draw_interval_seconds'),
    /**
     * When a provider-drawn game draws (contract `lotterySchedule`: a local time in a fixed
     * UTC offset, on weekdays or days of the month); null for fast draws.
     */
    schedule: jsonb('schedule').$type<lottery.LotterySchedule>(),
    /** Betting closes this many seconds before each draw. */
    closeSecondsBefore: integer('close_seconds_before').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The merchant's odds where they differ from the engine's defaults (`OddsOverrides`). */
    odds: jsonb('odds').$type<OddsOverrides>().notNull().default({}),
    /** Minor units: a unit stake is a whole number of points. */
    stakePerPoint: bigint('stake_per_point', { mode: 'bigint' }).notNull(),
    minStakePerLine: bigint('min_stake_per_line', { mode: 'bigint' }).notNull(),
    maxStakePerLine: bigint('max_stake_per_line', { mode: 'bigint' }).notNull(),
    maxPayoutPerTicket: bigint('max_payout_per_ticket', { mode: 'bigint' }).notNull(),
    /** Risk limits per bet type (`BetTypeLimits`), and its closed and half-pay picks. */
    betLimits: jsonb('bet_limits').$type<BetTypeLimits>().notNull().default({}),
    numberRules: jsonb('number_rules').$type<NumberRules>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('lottery_games_merchant_code').on(table.merchantId, table.code),
    // The draws' client seed is "<code>:<numero>": no ':' in either, so it reads one way.
    check('lottery_games_code_format', sql`${table.code} ~ '^[A-Za-z0-9_-]{1,32}$'`),
    check(
      'lottery_games_family',
      sql`${table.family} in ('ssc', 'k3', 'pk10', 'keno', 'vn-north', 'vn-south', 'vn-central', '4d', 'thai')`,
    ),
    // Fast draws are the four e-lottery families, drawn every 1, 3 or 5 minutes.
    check(
      'lottery_games_kind',
      sql`(${table.kind} = 'ELOTT' and ${table.family} in ('ssc', 'k3', 'pk10', 'keno')
          and ${table.drawIntervalSeconds} in (60, 180, 300))
        or (${table.kind} = 'LOTT' and ${table.family} not in ('ssc', 'k3', 'pk10', 'keno')
          and ${table.drawIntervalSeconds} is null)`,
    ),
    check(
      'lottery_games_schedule',
      sql`(${table.kind} = 'LOTT') = (${table.schedule} is not null)`,
    ),
    check(
      'lottery_games_close',
      sql`${table.closeSecondsBefore} >= 0
        and (${table.drawIntervalSeconds} is null or ${table.closeSecondsBefore} < ${table.drawIntervalSeconds})`,
    ),
    check(
      'lottery_games_limits',
      sql`${table.stakePerPoint} > 0 and ${table.minStakePerLine} > 0
        and ${table.minStakePerLine} <= ${table.maxStakePerLine} and ${table.maxPayoutPerTicket} > 0`,
    ),
  ],
);
