import { paths, type games } from '@croupier/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { hotGamesQuery } from '../../app/games/hot-games';
import { homePageWindow, type ListPageRequest } from './home-pages';

// The home page's own game calls (spec §7), all answered to guests too. Their options live
// apart from the sections' chunk so the page can ask for them while that chunk is on its way
// (`prefetchHomeGames`); the sections' hooks (games-api.ts) use the very same ones. Answers
// are typed by their contract endpoints, not parsed: the server checks each one against the same
// schemas, and zod stays out of these chunks. Game names come in the request's language, so
// every key carries it.

/** `/lgw/games/popular`: the merchant's most played games (20). */
export function popularGamesQuery(language: string) {
  return queryOptions({
    queryKey: ['games', 'popular', language],
    queryFn: ({ signal }) =>
      call<typeof games.endpoints.popularGames>(paths.popularGames, { signal }).then(
        (value) => value.list,
      ),
    staleTime: 5 * 60_000,
  });
}

/** `GCSGAME_getRankList`: the biggest recent wins, players' names masked by the server. */
export function winnerBoardQuery(language: string) {
  return queryOptions({
    queryKey: ['games', 'winners', language],
    queryFn: ({ signal }) =>
      call<typeof games.endpoints.rankList>(paths.rankList, { signal }).then((value) =>
        value.list.map((line) => line.vo),
      ),
    staleTime: 60_000,
  });
}

/** One `GCSGAME_gameList` page of the home grid (the lobby's list pages share the key). */
export function homeGamesListQuery(language: string, request: ListPageRequest) {
  return queryOptions({
    queryKey: ['games', 'list', language, request],
    queryFn: ({ signal }) =>
      call<typeof games.endpoints.gameList>(paths.gameList, { query: request, signal }),
    staleTime: 60_000,
  });
}

/**
 * Asks for what the home page's game sections show first (hot, popular, the winners, the
 * grid's first page) alongside their code, instead of one round trip after it has arrived.
 * Answers still fresh in the cache are not asked again.
 */
export function prefetchHomeGames(queryClient: QueryClient, language: string): void {
  void queryClient.prefetchQuery(hotGamesQuery(language));
  void queryClient.prefetchQuery(popularGamesQuery(language));
  void queryClient.prefetchQuery(winnerBoardQuery(language));
  for (const request of homePageWindow(1).requests)
    void queryClient.prefetchQuery(homeGamesListQuery(language, request));
}
