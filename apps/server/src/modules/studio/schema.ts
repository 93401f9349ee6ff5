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
import { bigintId, createdAt } from '../../platform/db/columns';
import { memberRef } from '../member/schema';

/**
 * A member's provably fair seed pair for the studio's games. The server seed stays secret
 * while active (the player sees its SHA-256); rotating reveals it, so every round played
 * with it can be verified. The nonce counts the rounds played with the pair.
 */
export const studioSeeds = pgTable(
  'studio_seeds',
  {
    id: bigintId(),
    memberId: memberRef({ onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: createdAt(),
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
    memberId: memberRef(),
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
    createdAt: createdAt(),
  },
  (table) => [
    index('studio_rounds_member_time').on(table.memberId, table.createdAt),
    check('studio_rounds_amounts', sql`${table.stake} > 0 and ${table.win} >= 0`),
  ],
);
