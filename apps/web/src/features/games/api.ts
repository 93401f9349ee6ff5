import {
  freePlayAccountType,
  gameListPageSize,
  paths,
  realMoneyAccountType,
  type Game,
  type GameCategory,
  type games,
  type lottery,
} from '@croupier/contract';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { call, callAs } from '../../api/client';
import { useSessionStore } from '../../app/session/store';
import { favouritesKey } from '../../app/games/favourites';
import type { StartableGame } from '../../app/games/start-store';

// The lobby's answers are typed by their contract endpoints, not parsed: the lobby is the site's busiest page and should
// not wait for the schema library; the contract's types keep both sides in step.

/** `GCSGAME_gameList`'s query as the lobby sends it (the favourites page has its own call). */
export type GameListQuery = Omit<games.GameListQuery, 'favourite'>;
export type PvpRoom = z.infer<typeof games.pvpRoom>;
/** What a refusal of a game under maintenance carries (spec §8). */
export type GameMaintenance = games.GameMaintenance;

function useLanguage(): string {
  return useTranslation().i18n.language;
}

/**
 * One page of games (`GCSGAME_gameList`), or of the member's favourites with the same filters
 * (`MCSFE_getFavoriteGameList`, the /fav page). The last page stays up while the next loads.
 */
export function useGameList(
  query: GameListQuery,
  source: 'catalogue' | 'favourites' = 'catalogue',
) {
  const language = useLanguage();
  const token = useSessionStore((state) => state.token);
  const favourites = source === 'favourites';
  return useQuery({
    queryKey: favourites
      ? [...favouritesKey, 'page', token, language, query]
      : ['games', 'list', language, query],
    queryFn: ({ signal }) =>
      favourites
        ? call<typeof games.endpoints.favouriteGameList>(paths.favouriteGameList, {
            query: { ...query, pageSize: query.pageSize ?? gameListPageSize },
            signal,
          })
        : call<typeof games.endpoints.gameList>(paths.gameList, {
            query: { ...query, pageSize: query.pageSize ?? gameListPageSize },
            signal,
          }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled: !favourites || token !== null,
  });
}

/**
 * Which classification codes have games for this category and vendor: one count per code
 * (`pageSize` 1, the answer's `totalCount`), so the filter offers only what leads somewhere.
 */
export function useClassifyCounts(
  category: GameCategory,
  vendor: string | undefined,
  codes: readonly string[],
  enabled: boolean,
) {
  const language = useLanguage();
  return useQueries({
    queries: codes.map((classify) => ({
      queryKey: ['games', 'classifyCount', language, category, vendor ?? null, classify],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call<typeof games.endpoints.gameList>(paths.gameList, {
          query: { gameType: category, vassalage: vendor, classify, pageNo: 1, pageSize: 1 },
          signal,
        }),
      staleTime: 5 * 60_000,
      enabled,
    })),
    combine: (results) => codes.filter((_, index) => (results[index]?.data?.totalCount ?? 0) > 0),
  });
}

/** `GLS2_roomList`: the PVP rooms open now. */
export function usePvpRooms(enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['games', 'pvpRooms', language],
    queryFn: async ({ signal }) =>
      (await call<typeof games.endpoints.pvpRooms>(paths.pvpRooms, { signal })).list,
    staleTime: 30_000,
    enabled,
  });
}

/** `GCSGAME_getVassGameType`: the first games of each vendor, per category (header grids). */
export function useVassGameTypes() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['games', 'vassGameTypes', language],
    queryFn: async ({ signal }) =>
      (await call<typeof games.endpoints.vassGameType>(paths.vassGameType, { signal })).content,
    staleTime: 5 * 60_000,
  });
}

/** The entry game of a vendor that starts on click (a sportsbook's lobby), if it has one. */
export async function firstVendorGame(
  vendor: string,
  category: GameCategory,
): Promise<Game | null> {
  const page = await call<typeof games.endpoints.gameList>(paths.gameList, {
    query: { vassalage: vendor, gameType: category, pageNo: 1, pageSize: 1 },
  });
  return page.games[0] ?? null;
}

/**
 * `GET /wps/game/launchGame` (spec §3 "Game launch request"): real money, or free play. The
 * family's fixed fields go along; the server needs only the game and the account type.
 */
export async function launchGame(
  game: StartableGame,
  freePlay: boolean,
  language: string,
): Promise<string> {
  // The family's fixed fields go as the contract leaves them open: callAs, not call.
  const result = await callAs<typeof games.endpoints.launchGame>(paths.launchGame, {
    query: {
      nodeId: game.nodeId,
      gameId: game.gameId,
      vassalage: game.vassalage,
      accountType: freePlay ? freePlayAccountType : realMoneyAccountType,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      language,
    },
  });
  return result.content.game_url || result.content.game_url2 || '';
}

/**
 * The lottery launch (spec §7 "lobby launch GET with lottery payload"): where a lottery game
 * or lobby opens on this site, the game checked (enabled, of the area) by the server.
 */
export function launchLottery(query: lottery.LotteryLaunchQuery): Promise<lottery.LotteryLaunch> {
  return call<typeof lottery.endpoints.launch>(paths.lotteryLaunch, { query });
}
