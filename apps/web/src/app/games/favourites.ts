import { paths, type Game, type games } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { useSessionStore } from '../session/store';

// The member's favourite games: the hearts of every game card (home lanes, lobby lists).

export const favouritesKey = ['games', 'favourites'] as const;
const favouriteSetKey = [...favouritesKey, 'all'] as const;
/** The key of every heart's save, so a list can tell which of its games are being saved. */
export const favouriteToggleKey = ['games', 'favourite'] as const;
/** What a heart's save asks: mark (`favourite`) or unmark the game. */
export type FavouriteChange = { game: Game; favourite: boolean };

/**
 * The member's favourite games (`MCSFE_getFavoriteGames`, newest first, up to 200): the hearts
 * of every list and the /fav vendor tabs. Nothing for a guest.
 */
export function useFavouriteGames() {
  const token = useSessionStore((state) => state.token);
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: [...favouriteSetKey, token, language],
    queryFn: async ({ signal }) =>
      (await call<typeof games.endpoints.favouriteGames>(paths.favouriteGames, { signal })).list,
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
      favourite
        ? call<typeof games.endpoints.addFavouriteGame>(paths.addFavouriteGame, {
            method: 'POST',
            body: { nodeId: game.nodeId },
          })
        : call<typeof games.endpoints.removeFavouriteGame>(paths.removeFavouriteGame, {
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
