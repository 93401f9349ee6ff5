import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigintId, createdAt } from '../../../platform/db/columns';
import { lotteryGames, type NumberRules } from '../games/schema';

/**
 * One draw of a lottery game, named by its `numero` ("20261128-0931"). It takes tickets
 * from `opensAt` until `closesAt`, is drawn at `drawsAt`, and each step is one conditional
 * change of `status` (open → closed → drawn → settled, or cancelled), which is what makes
 * the scheduler run each step once whatever the number of server processes.
 *
 * A fast draw's result comes from its server seed, made when the draw is created and kept
 * secret until the draw: its SHA-256 is published from the start, the seed itself once
 * drawn, so a player can recompute the result. A provider-drawn draw has no seed: its
 * `result` is what the results provider gave.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigintId(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id),
    numero: text('numero').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawsAt: timestamp('draws_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('open'),
    /** Secret until the draw: only `serverSeedHash` may be shown before. */
    serverSeed: text('server_seed'),
    serverSeedHash: text('server_seed_hash'),
    /** The draw's result as the engine gives it (a fast draw's numbers in draw order). */
    result: jsonb('result'),
    /**
     * How many results a provider-drawn draw has had: 1 once its first result is approved,
     * one more for each correction (its settled tickets are then settled again at the new
     * one). Fast draws, drawn from their seed, keep 0.
     */
    resultRevision: integer('result_revision').notNull().default(0),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /** When its last ticket was settled, or refunded for a cancelled draw. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Closed and half-pay picks of this draw only, beside its game's. */
    numberRules: jsonb('number_rules').$type<NumberRules>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('lottery_draws_game_numero').on(table.gameId, table.numero),
    // A game's draws by time: the next ones to create, the current one, the results page.
    index('lottery_draws_game_time').on(table.gameId, table.drawsAt),
    // The scheduler's work: open draws to close, and draws not yet done with (to draw, to
    // settle or refund), so that each step reads the few draws due, never a game's history.
    index('lottery_draws_open')
      .on(table.closesAt)
      .where(sql`${table.status} = 'open'`),
    index('lottery_draws_pending')
      .on(table.drawsAt)
      .where(sql`${table.settledAt} is null`),
    check(
      'lottery_draws_status',
      sql`${table.status} in ('open', 'closed', 'drawn', 'settled', 'cancelled')`,
    ),
    check(
      'lottery_draws_times',
      sql`${table.opensAt} <= ${table.closesAt} and ${table.closesAt} <= ${table.drawsAt}`,
    ),
    check('lottery_draws_revision', sql`${table.resultRevision} >= 0`),
    check(
      'lottery_draws_seed',
      sql`(${table.serverSeed} is null) = (${table.serverSeedHash} is null)`,
    ),
    check(
      'lottery_draws_result',
      sql`(${table.status} in ('drawn', 'settled')) = (${table.result} is not null)`,
    ),
  ],
);

/** A draw foreign key (a ticket's draw), declared beside the table like `memberRef`. */
export const drawRef = () =>
  bigint('draw_id', { mode: 'bigint' })
    .notNull()
    .references(() => lotteryDraws.id);
