import { z } from 'zod';
import { envelope } from './envelope';
import { paths } from './paths';
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
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
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
export const bettingRecordPage = z.object({
  list: z.array(betRecord),
  pageNo: z.number(),
  pageSize: z.number(),
  totalCount: z.number(),
  totalPages: z.number(),
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

export type GameMaintenance = z.infer<typeof gameMaintenance>;

/** What adding or removing a favourite answers: the game and where it stands now. */
export const favouriteResult = z.object({ nodeId: z.number(), favourite: z.boolean() });
export type FavouriteResult = z.infer<typeof favouriteResult>;

/** The lobby's calls: method, path, input and answer (spec §7 "Games"). */
export const endpoints = {
  gameMenus: {
    method: 'GET',
    path: paths.gameMenus,
    summary: 'Game categories with their vendors, in header order',
    response: envelope(z.array(gameMenu)),
  },
  popularGames: {
    method: 'GET',
    path: paths.popularGames,
    summary: 'The 20 most popular games',
    response: envelope(gameList),
  },
  newGameVendor: {
    method: 'GET',
    path: paths.newGameVendor,
    summary: 'Lanes of vendor cards, one per category',
    response: envelope(vendorGroups),
  },
  vassGameType: {
    method: 'GET',
    path: paths.vassGameType,
    summary: 'The first games of every vendor per category (header drop-downs)',
    response: envelope(vassGameTypes),
  },
  gameList: {
    method: 'GET',
    path: paths.gameList,
    summary: 'A page of games by vendor, category, classification and name',
    query: gameListQuery,
    response: envelope(gameListPage),
  },
  /** GET with the query, or POST with a JSON body (wire conventions "Tolerances"). */
  hotGames: {
    method: 'GET',
    path: paths.hotGames,
    summary: 'Hot games, optionally of one vendor or category',
    query: hotGamesQuery,
    response: envelope(gameList),
  },
  hotGamesPost: {
    method: 'POST',
    path: paths.hotGames,
    summary: 'Hot games (the same call as a POST)',
    body: hotGamesQuery.optional(),
    response: envelope(gameList),
  },
  favouriteGames: {
    method: 'GET',
    path: paths.favouriteGames,
    summary: 'The member’s favourite games, newest first (at most 200)',
    response: envelope(gameList),
  },
  favouriteGameList: {
    method: 'GET',
    path: paths.favouriteGameList,
    summary: 'A page of the member’s favourite games, with the game list’s filters',
    query: gameListQuery,
    response: envelope(gameListPage),
  },
  addFavouriteGame: {
    method: 'POST',
    path: paths.addFavouriteGame,
    summary: 'Mark a game as favourite (again: no change)',
    body: favouriteBody,
    response: envelope(favouriteResult),
  },
  removeFavouriteGame: {
    method: 'POST',
    path: paths.removeFavouriteGame,
    summary: 'Unmark a favourite game (not a favourite: no change)',
    body: favouriteBody,
    response: envelope(favouriteResult),
  },
  recentGames: {
    method: 'GET',
    path: paths.recentGames,
    summary: 'The games the member launched last (20)',
    response: envelope(gameList),
  },
  rankList: {
    method: 'GET',
    path: paths.rankList,
    summary: 'The biggest wins of the last 7 days, players’ names masked',
    response: envelope(winnerBoard),
  },
  /** The same board as `rankList`. */
  winnerBoard: {
    method: 'GET',
    path: paths.winnerBoard,
    summary: 'The biggest wins of the last 7 days, players’ names masked',
    response: envelope(winnerBoard),
  },
  pvpRooms: {
    method: 'GET',
    path: paths.pvpRooms,
    summary: 'PVP rooms',
    response: envelope(pvpRooms),
  },
  launchGame: {
    method: 'GET',
    path: paths.launchGame,
    summary: 'Open a game: a one-time launch token in the URL the /game page loads',
    query: launchGameQuery,
    response: envelope(launchGameResult),
  },
} as const;
