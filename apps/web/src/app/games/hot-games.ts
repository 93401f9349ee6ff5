import { paths, type games } from '@croupier/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callAs } from '../../api/client';

/**
 * `GCSGAME_hotGamesV2`: the merchant's hot games, every vendor (the /hot list and the home
 * page's lane). Apart from the lobby's other calls, so the home page can ask for them before
 * its game sections' code has arrived (features/home/games-queries.ts).
 */
export function hotGamesQuery(language: string) {
  return queryOptions({
    queryKey: ['games', 'hot', language],
    queryFn: async ({ signal }) =>
      (
        await callAs<typeof games.endpoints.hotGames>(paths.hotGames, {
          // The family's clients name their platform; the contract does not read it.
          query: { platform: 'html5-desktop' },
          signal,
        })
      ).list,
    staleTime: 60_000,
  });
}

/** `GCSGAME_hotGamesV2`: the merchant's hot games, every vendor. */
export function useHotGames() {
  return useQuery(hotGamesQuery(useTranslation().i18n.language));
}
