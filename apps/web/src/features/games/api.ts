import {
  freePlayAccountType,
  gameListPageSize,
  paths,
  realMoneyAccountType,
  type Game,
  type GameCategory,
  type GameListPage,
  type games,
} from '@croupier/contract';
import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiRequest } from '../../api/client';
import { useSessionStore } from '../session/store';
import { hotGamesQuery } from './hot-games';
import type { StartableGame } from './start-store';

// The lobby's answers are typed, not parsed: the lobby is the site's busiest page and should
// not wait for the schema library; the contract's types keep both sides in step.

type GameList = games.GameListValue;
/** `GCSGAME_gameList`'s query as the lobby sends it (the contract's input is looser). */
export type GameListQuery = {
  vassalage?: string;
  gameType?: GameCategory;
  classify?: string;
  gameName?: string;
  pageNo: number;
  pageSize?: number;
};
export type PvpRoom = z.infer<typeof games.pvpRoom>;
type VassGameTypes = z.infer<typeof games.vassGameTypes>;
/** What a refusal of a game under maintenance carries (spec §8). */
export type GameMaintenance = games.GameMaintenance;

function useLanguage(): string {
  return useTranslation().i18n.language;
}

export const favouritesKey = ['games', 'favourites'] as const;
const favouriteSetKey = [...favouritesKey, 'all'] as const;
/** The key of every heart's save, so a list can tell which of its games are being saved. */
export const favouriteToggleKey = ['games', 'favourite'] as const;
/** What a heart's save asks: mark (`favourite`) or unmark the game. */
export type FavouriteChange = { game: Game; favourite: boolean };

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
      apiRequest<GameListPage>(favourites ? paths.favouriteGameList : paths.gameList, {
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
        apiRequest<GameListPage>(paths.gameList, {
          query: { gameType: category, vassalage: vendor, classify, pageNo: 1, pageSize: 1 },
          signal,
        }),
      staleTime: 5 * 60_000,
      enabled,
    })),
    combine: (results) => codes.filter((_, index) => (results[index]?.data?.totalCount ?? 0) > 0),
  });
}

/** `GCSGAME_hotGamesV2`: the merchant's hot games, every vendor. */
export function useHotGames() {
  return useQuery(hotGamesQuery(useLanguage()));
}

/**
 * The member's favourite games (`MCSFE_getFavoriteGames`, newest first, up to 200): the hearts
 * of every list and the /fav vendor tabs. Nothing for a guest.
 */
export function useFavouriteGames() {
  const token = useSessionStore((state) => state.token);
  const language = useLanguage();
  return useQuery({
    queryKey: [...favouriteSetKey, token, language],
    queryFn: async ({ signal }) =>
      (await apiRequest<GameList>(paths.favouriteGames, { signal })).list,
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/**
 * Marks or unmarks a favourite. The heart changes at once; a refusal puts it back and the list
 * is asked again either way, so it ends as the server has it.
 */
export function useFavouriteToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: favouriteToggleKey,
    mutationFn: ({ game, favourite }: FavouriteChange) =>
      apiRequest<unknown>(favourite ? paths.addFavouriteGame : paths.removeFavouriteGame, {
        method: 'POST',
        body: { nodeId: game.nodeId },
      }),
    onMutate: async ({ game, favourite }) => {
      await queryClient.cancelQueries({ queryKey: favouriteSetKey });
      const before = queryClient.getQueriesData<Game[]>({ queryKey: favouriteSetKey });
      queryClient.setQueriesData<Game[]>({ queryKey: favouriteSetKey }, (list) =>
        list === undefined
          ? list
          : favourite
            ? [game, ...list.filter((entry) => entry.nodeId !== game.nodeId)]
            : list.filter((entry) => entry.nodeId !== game.nodeId),
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [queryKey, data] of context?.before ?? [])
        queryClient.setQueryData(queryKey, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesKey }),
  });
}

/** `GLS2_roomList`: the PVP rooms open now. */
export function usePvpRooms(enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['games', 'pvpRooms', language],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ list: PvpRoom[] }>(paths.pvpRooms, { signal })).list,
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
      (await apiRequest<VassGameTypes>(paths.vassGameType, { signal })).content,
    staleTime: 5 * 60_000,
  });
}

/** The entry game of a vendor that starts on click (a sportsbook's lobby), if it has one. */
export async function firstVendorGame(
  vendor: string,
  category: GameCategory,
): Promise<Game | null> {
  const page = await apiRequest<GameListPage>(paths.gameList, {
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
  const result = await apiRequest<games.LaunchGameResult>(paths.launchGame, {
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
