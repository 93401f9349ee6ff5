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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, integerId } from '../../../platform/db/columns';
import { memberRef } from '../../member/schema';
import { merchantRef } from '../../system/schema';

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
    id: integerId(),
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
    createdAt: createdAt(),
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
    id: integerId(),
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
    createdAt: createdAt(),
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
    merchantId: merchantRef({ onDelete: 'cascade' }),
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
    merchantId: merchantRef({ onDelete: 'cascade' }),
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

/**
 * Who played what, where: the merchant, member, vendor and game of a game session or a
 * round, each a foreign key. A function, so every table gets columns of its own.
 */
export const playColumns = () => ({
  merchantId: merchantRef(),
  memberId: memberRef(),
  vendorId: integer('vendor_id')
    .notNull()
    .references(() => gameVendors.id),
  gameId: integer('game_id')
    .notNull()
    .references(() => games.id),
});
