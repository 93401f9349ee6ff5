import { z } from 'zod';
import { gameListPageSize } from '../games-values';
import { gameCategories } from '../system-values';

// The lobby: categories, vendors and their menus, the game lists, favourites and PVP rooms.

export const gameCategory = z.enum(gameCategories);

/** A vendor card (spec §3 "Game vendor"); `vassalage` is its code. */
export const gameVendor = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  smallIcon: z.string(),
  isHot: z.boolean(),
  /** Its games' categories for this merchant, in header order. */
  categories: z.array(gameCategory),
  maintenance: z.boolean(),
  /** Catalogue for the look of the lobby only: launching it opens a labelled demo page. */
  demoOnly: z.boolean(),
});
export type GameVendor = z.infer<typeof gameVendor>;

/** One entry of `/lgw/games/game_menus` (spec §3 "Nav sorting entry"). */
export const gameMenu = z.object({
  gameCategory,
  vendors: z.array(gameVendor),
});
export type GameMenu = z.infer<typeof gameMenu>;

/** A game as every list answers it (wire conventions, `GCSGAME_gameList`). */
export const game = z.object({
  nodeId: z.number(),
  gameId: z.string(),
  /** The name in the request's language (English when it has none). */
  gameName: z.string(),
  nodeName: z.string(),
  showIcon: z.string(),
  vassalage: z.string(),
  /** The vendor's display name. */
  displayName: z.string(),
  gameType: gameCategory,
  gameCode: z.string().nullable(),
  defaultPlayType: z.string().nullable(),
  /** PVP rooms and live tables are entered by room; the game's id otherwise. */
  roomId: z.string().nullable(),
  classify: z.array(z.string()),
  supportPlay: z.boolean(),
  /** 'GAME', or 'VASSALAGE' for an entry that opens its vendor's game list. */
  isGame: z.string(),
  maintenance: z.boolean(),
  demoOnly: z.boolean(),
  /** Whether the signed-in member marked it as favourite; absent for a guest. */
  favourite: z.boolean().optional(),
});
export type Game = z.infer<typeof game>;

const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);

/**
 * `GCSGAME_gameList` query. Clients of the family also send clientType, platform, channel,
 * merchant, minBet and minLineNum: accepted and ignored (the merchant comes from the header).
 */
export const gameListQuery = z.object({
  vassalage: z.string().trim().max(32).optional(),
  gameType: gameCategory.optional(),
  classify: z.string().trim().max(16).optional(),
  gameName: z.string().trim().max(64).optional(),
  /** Only games the member marked as favourite (the /fav page). `false` and `0` mean no. */
  favourite: z
    .preprocess((value) => (value === 'false' || value === '0' ? false : value), z.coerce.boolean())
    .optional(),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(gameListPageSize),
});
export type GameListQuery = z.input<typeof gameListQuery>;

export const gameListPage = z.object({
  games: z.array(game),
  pageNum: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
});
export type GameListPage = z.infer<typeof gameListPage>;

/** `GCSGAME_newGameVendor`: lanes of vendor cards (spec §3 "Vendor group"). */
export const vendorGroup = z.object({
  title: z.string(),
  gameType: gameCategory,
  cards: z.array(gameVendor),
});
export const vendorGroups = z.array(vendorGroup);
export type VendorGroup = z.infer<typeof vendorGroup>;

/**
 * `GCSGAME_getVassGameType` `value.content`: per category, per vendor, the first games of the
 * header drop-down's grid.
 */
export const vassGameTypes = z.object({
  content: z.record(z.string(), z.record(z.string(), z.array(game))),
});

/** Hot-game query (spec §3): tolerated fields; a vendor narrows the list. */
export const hotGamesQuery = z.object({
  vassalage: z.string().trim().max(32).optional(),
  gameType: gameCategory.optional(),
});
export const gameList = z.object({ list: z.array(game) });
export type GameListValue = z.infer<typeof gameList>;

export const favouriteBody = z.object({ nodeId: z.coerce.number().int().positive() });

/** What adding or removing a favourite answers: the game and where it stands now. */
export const favouriteResult = z.object({ nodeId: z.number(), favourite: z.boolean() });
export type FavouriteResult = z.infer<typeof favouriteResult>;

/** A PVP room (`GLS2_roomList`). */
export const pvpRoom = z.object({
  roomId: z.string(),
  nodeId: z.number(),
  gameName: z.string(),
  vassalage: z.string(),
  showIcon: z.string(),
  minBet: z.number(),
  maintenance: z.boolean(),
});
export const pvpRooms = z.object({ list: z.array(pvpRoom) });
