import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../member/schema';
import { merchants } from '../system/schema';

/** Game categories of the catalogue (spec §2 game types); the wire calls them gameType. */
export const gameCategoryCheck = `('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT')`;

/**
 * A game vendor (the wire's `vassalage`). How its games are played is its adapter: the
 * studio (our own games), a seamless vendor that calls `/seamless/...` to move money, or a
 * demo vendor whose catalogue is shown for the look of the lobby and launches nothing real.
 */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The wire's `vassalage`, e.g. STUDIO, DEMOLIVE. */
    code: text('code').notNull().unique(),
    displayName: text('display_name').notNull(),
    smallIcon: text('small_icon').notNull().default(''),
    /** Which adapter launches its games: 'studio', 'seamless' (generic HMAC vendor), 'demo'. */
    adapter: text('adapter').notNull(),
    /** Where the adapter sends a player; the launch token is added to it. */
    launchUrl: text('launch_url').notNull().default(''),
    /** HMAC-SHA256 key the vendor signs its seamless-wallet calls with. */
    seamlessSecret: text('seamless_secret'),
    /** Lobby metadata only, with no real game behind it: the site labels it "demo". */
    demoOnly: boolean('demo_only').notNull().default(false),
    maintenance: boolean('maintenance').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('game_vendors_code_format', sql`${table.code} ~ '^[A-Z0-9_]{2,32}$'`),
    check('game_vendors_adapter', sql`${table.adapter} in ('studio', 'seamless', 'demo')`),
  ],
);

/** A game or table of a vendor, in one category, with its names per language. */
export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    /** The wire's `nodeId`: the catalogue's own number for the game, stable across vendors. */
    nodeId: integer('node_id').notNull().unique(),
    /** The vendor's id of the game (the wire's `gameId`). */
    vendorGameId: text('vendor_game_id').notNull(),
    /** Lottery game code and default play type (lottery categories only). */
    code: text('code'),
    defaultPlayType: text('default_play_type'),
    /** `{ en: 'Lucky Lanterns', vi: '...' }`; English is the fallback. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** Lower-case names in every language, for the name search. */
    searchText: text('search_text').notNull(),
    icon: text('icon').notNull().default(''),
    category: text('category').notNull(),
    /** Classification codes: SC, VP, JP, TG, AC for slots; BAC, ROU, BJ... for live tables. */
    classify: text('classify')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Free play is offered (accountType 0 at launch). */
    supportPlay: boolean('support_play').notNull().default(false),
    /** 'GAME' launches the game; 'VASSALAGE' opens the vendor's own game list popup. */
    isGame: text('is_game').notNull().default('GAME'),
    minBet: bigint('min_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    lineCount: integer('line_count').notNull().default(0),
    maintenance: boolean('maintenance').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('games_vendor_game').on(table.vendorId, table.vendorGameId),
    check('games_category', sql.raw(`category in ${gameCategoryCheck}`)),
    check('games_is_game', sql`${table.isGame} in ('GAME', 'VASSALAGE')`),
  ],
);

/** The vendors a merchant offers, their order in the lobby and the hot flag. */
export const merchantVendors = pgTable(
  'merchant_vendors',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    isHot: boolean('is_hot').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.vendorId] })],
);

/**
 * The games a merchant offers, in lobby order. `category`, `vendorId` and the sort key are
 * copied from the game so that a lobby page is one index range scan per merchant, even with
 * tens of thousands of games (bench/lobby).
 */
export const merchantGames = pgTable(
  'merchant_games',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    vendorId: integer('vendor_id').notNull(),
    category: text('category').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    isHot: boolean('is_hot').notNull().default(false),
    /** Shown in the popular list (`/lgw/games/popular`), by this order. */
    popularRank: integer('popular_rank'),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.gameId] }),
    index('merchant_games_category_order').on(
      table.merchantId,
      table.category,
      table.sortOrder,
      table.gameId,
    ),
    index('merchant_games_vendor_order').on(
      table.merchantId,
      table.vendorId,
      table.category,
      table.sortOrder,
      table.gameId,
    ),
  ],
);

/** A member's favourite games ("my collection"). */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.gameId] })],
);

/** The games a member launched lately; one row per game, the newest launch time kept. */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('recent_games_member_time').on(table.memberId, table.playedAt),
  ],
);

/**
 * A game session opened by `launchGame`. The vendor receives a one-time launch token (kept
 * here as its SHA-256) and exchanges it at `/seamless/authenticate` for a session token;
 * bets need a live session, wins and rollbacks are accepted after it expired.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    launchTokenHash: text('launch_token_hash').notNull().unique(),
    sessionTokenHash: text('session_token_hash').unique(),
    /** Free play (accountType 0): no money moves. */
    freePlay: boolean('free_play').notNull().default(false),
    /** Play money of a free-play session, in minor units; no ledger account behind it. */
    playBalance: bigint('play_balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    language: text('language').notNull().default('EN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    launchExpiresAt: timestamp('launch_expires_at', { withTimezone: true }).notNull(),
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('game_sessions_member').on(table.memberId, table.createdAt)],
);

/**
 * A vendor's wallet call, kept by the vendor's transaction id: a replay answers the stored
 * response, the same id with other data is a duplicate, and a rollback that arrived before
 * its bet (`kind = 'rollback'`, `refTransactionId` = the bet) makes the late bet refused.
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    roundId: text('round_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The transaction a rollback undoes. */
    refTransactionId: text('ref_transaction_id'),
    /** SHA-256 of the request's meaningful fields, to tell a replay from a duplicate. */
    fingerprint: text('fingerprint').notNull(),
    /** The ledger posting; null for a rollback of a bet never received. */
    postingId: bigint('posting_id', { mode: 'bigint' }),
    /** What the first call answered, returned again on a replay. */
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorId, table.transactionId] }),
    index('seamless_transactions_ref')
      .on(table.vendorId, table.refTransactionId)
      .where(sql`${table.refTransactionId} is not null`),
    check('seamless_transactions_kind', sql`${table.kind} in ('debit', 'credit', 'rollback')`),
    check('seamless_transactions_amount', sql`${table.amount} >= 0`),
  ],
);

/**
 * One game round as the member's betting record shows it: total stake and win, settled or
 * refunded. Every seamless call updates its round's row in the same transaction as its
 * ledger posting.
 */
export const betRecords = pgTable(
  'bet_records',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    category: text('category').notNull(),
    roundId: text('round_id').notNull(),
    stake: bigint('stake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** 'open' (bet taken, not settled), 'settled', 'refunded' (rolled back). */
    status: text('status').notNull().default('open'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bet_records_vendor_round').on(table.vendorId, table.roundId),
    index('bet_records_member_time').on(table.memberId, table.placedAt),
    // The winner board: the biggest settled wins of the last days.
    index('bet_records_recent_wins')
      .on(table.merchantId, table.settledAt)
      .where(sql`${table.status} = 'settled' and ${table.win} > 0`),
    // The console's reports: a merchant's settled rounds by the time they settled.
    index('bet_records_settled')
      .on(table.merchantId, table.settledAt)
      .where(sql`${table.status} = 'settled'`),
    check('bet_records_status', sql`${table.status} in ('open', 'settled', 'refunded')`),
    check('bet_records_amounts', sql`${table.stake} >= 0 and ${table.win} >= 0`),
  ],
);
