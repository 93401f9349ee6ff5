import type { GameListPage } from '@croupier/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { homeGamesListQuery, popularGamesQuery, winnerBoardQuery } from './games-queries';
import { homePageWindow, homeTotalPages } from './home-pages';

// The home page's own game sections' calls (options in games-queries.ts); hot games and the
// menus are the lobby's (features/games), asked once for both.

/** `/lgw/games/popular`: the merchant's most played games (20). */
export function usePopularGames() {
  const { i18n } = useTranslation();
  return useQuery(popularGamesQuery(i18n.language));
}

/** `GCSGAME_getRankList`: the biggest recent wins, players' names masked by the server. */
export function useWinnerBoard() {
  const { i18n } = useTranslation();
  return useQuery(winnerBoardQuery(i18n.language));
}

export type HomeGamesPage = Pick<GameListPage, 'games' | 'totalPages' | 'totalCount'>;

/**
 * One page of the home grid (21 games first, 18 after: see home-pages.ts), put together from
 * the `GCSGAME_gameList` pages that hold it. There is no page until all of them are in: a
 * mix of two pages' answers would show the wrong games.
 */
export function useHomeGamesPage(page: number) {
  const { i18n } = useTranslation();
  const { requests, skip, take } = homePageWindow(page);
  return useQueries({
    queries: requests.map((request) => homeGamesListQuery(i18n.language, request)),
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
