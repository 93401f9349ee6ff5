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
import { members } from '../member/schema';

/**
 * A member's provably fair seed pair for the studio's games. The server seed stays secret
 * while active (the player sees its SHA-256); rotating reveals it, so every round played
 * with it can be verified. The nonce counts the rounds played with the pair.
 */
export const studioSeeds = pgTable(
  'studio_seeds',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when rotated: from then on the server seed may be shown. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('studio_seeds_one_active')
      .on(table.memberId)
      .where(sql`${table.revealedAt} is null`),
  ],
);

/** One round played in a studio game: the seeds and nonce it used and what came out. */
export const studioRounds = pgTable(
  'studio_rounds',
  {
    /** Also the round id of the bet record (`bet_records.round_id`). */
    roundId: text('round_id').primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    seedId: bigint('seed_id', { mode: 'bigint' })
      .notNull()
      .references(() => studioSeeds.id),
    nonce: integer('nonce').notNull(),
    /** Engine name, e.g. 'classic3x3'. */
    engine: text('engine').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    /** What the client shows (reel stops, wins, free spins...), as the engine returned it. */
    outcome: jsonb('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('studio_rounds_member_time').on(table.memberId, table.createdAt),
    check('studio_rounds_amounts', sql`${table.stake} > 0 and ${table.win} >= 0`),
  ],
);
