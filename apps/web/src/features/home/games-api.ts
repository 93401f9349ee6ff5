import { paths, type Game, type GameListPage, type WinnerLine } from '@croupier/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../api/client';
import { homePageWindow, homeTotalPages } from './home-pages';

// The home page's own game calls (spec §7), all answered to guests too; hot games and the
// menus are the lobby's (features/games), asked once for both. Answers are typed from
// the contract, not parsed: the server checks each one against the same schemas, and zod
// stays out of these chunks. Game names come in the request's language, so every key
// carries it.

type GameList = { list: Game[] };

/** `/lgw/games/popular`: the merchant's most played games (20). */
export function usePopularGames() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['games', 'popular', i18n.language],
    queryFn: ({ signal }) =>
      apiRequest<GameList>(paths.popularGames, { signal }).then((value) => value.list),
    staleTime: 5 * 60_000,
  });
}

/** `GCSGAME_getRankList`: the biggest recent wins, players' names masked by the server. */
export function useWinnerBoard() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['games', 'winners', i18n.language],
    queryFn: ({ signal }) =>
      apiRequest<{ list: WinnerLine[] }>(paths.rankList, { signal }).then((value) =>
        value.list.map((line) => line.vo),
      ),
    staleTime: 60_000,
  });
}

export type HomeGamesPage = { games: Game[]; totalPages: number; totalCount: number };

/**
 * One page of the home grid (21 games first, 18 after: see home-pages.ts), put together from
 * the `GCSGAME_gameList` pages that hold it. There is no page until all of them are in: a
 * mix of two pages' answers would show the wrong games.
 */
export function useHomeGamesPage(page: number) {
  const { i18n } = useTranslation();
  const { requests, skip, take } = homePageWindow(page);
  return useQueries({
    queries: requests.map((request) => ({
      queryKey: ['games', 'list', i18n.language, request],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest<GameListPage>(paths.gameList, { query: request, signal }),
      staleTime: 60_000,
    })),
    combine: (results) => {
      const failed = results.find((result) => result.isError);
      const answers = results.flatMap((result) => (result.data ? [result.data] : []));
      const complete = answers.length === results.length;
      const totalCount = answers[0]?.totalCount ?? 0;
      return {
        data: complete
          ? ({
              games: answers.flatMap((answer) => answer.games).slice(skip, skip + take),
              totalCount,
              totalPages: homeTotalPages(totalCount),
            } satisfies HomeGamesPage)
          : undefined,
        isError: !complete && failed !== undefined,
        error: failed?.error ?? null,
        refetch: () => Promise.all(results.map((result) => result.refetch())),
      };
    },
  });
}
