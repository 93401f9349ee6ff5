import { z } from 'zod';
import { envelope } from './envelope';
import { paths } from './paths';
import {
  favouriteBody,
  favouriteResult,
  gameList,
  gameListPage,
  gameListQuery,
  gameMenu,
  hotGamesQuery,
  pvpRooms,
  vassGameTypes,
  vendorGroups,
} from './games/lobby';
import { winnerBoard } from './games/winners';
import { launchGameQuery, launchGameResult } from './games/launch';

// The games domain of the player API: the lobby, the winner board, launching a game and the
// member's betting record. The schemas are in games/, one file per part; this file is the
// lobby's routes (the betting record's are beside its schemas, `bettingRecordEndpoints`).

export * from './games-values';
export * from './games/lobby';
export * from './games/winners';
export * from './games/launch';
export * from './games/betting-record';

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
