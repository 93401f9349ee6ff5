import { z } from 'zod';
import { gameListPageSize } from './games-values';
import { gameCategories } from './system-values';

export * from './games-values';

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
  /** Only games the member marked as favourite (the /fav page). */
  favourite: z.coerce.boolean().optional(),
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

/** A winner board line (wire conventions): the player's name is masked by the server. */
export const winnerLine = z.object({
  vo: z.object({
    gameName: z.string(),
    customerName: z.string(),
    winAmount: z.number(),
    iconUrl: z.string(),
    nodeId: z.number(),
    gameType: gameCategory,
    vendor: z.string(),
  }),
});
export const winnerBoard = z.object({ list: z.array(winnerLine) });
export type WinnerLine = z.infer<typeof winnerLine>;

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

/**
 * `launchGame` (spec §3 "Game launch request"). accountType 1 plays for real money, 0 is free
 * play; the other fields of the family's clients (confirmTrans, launchMode, platform,
 * clientType, username, token, merchantCode) are accepted and ignored.
 */
export const launchGameQuery = z.object({
  nodeId: z.coerce.number().int().positive(),
  gameId: z.string().max(64).optional(),
  vassalage: z.string().max(32).optional(),
  accountType: z.coerce.number().int().min(0).max(1).default(1),
  language: z.string().max(8).optional(),
});
export type LaunchGameQuery = z.input<typeof launchGameQuery>;

export const launchGameResult = z.object({
  content: z.object({ game_url: z.string(), game_url2: z.string().optional() }),
});
export type LaunchGameResult = z.infer<typeof launchGameResult>;

/** A refused launch of a game under maintenance carries these instead (spec §8). */
export const gameMaintenance = z.object({ popular: z.array(game) });
