import type { Game } from '@croupier/contract';
import { useMutationState } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLoginCheck } from '../session/login-check';
import {
  favouriteToggleKey,
  useFavouriteGames,
  useFavouriteToggle,
  type FavouriteChange,
} from './favourites';

/** The hearts of one list of game cards: what each shows and what a click on it does. */
export type FavouriteHearts = {
  isFavourite: (game: Game) => boolean;
  /** A change of this game's heart is being saved: a second click waits for it. */
  isSaving: (game: Game) => boolean;
  /** Marks or unmarks the game, after the login check (spec §6). */
  toggle: (game: Game) => void;
};

/**
 * Reads the member's favourites, watches the saves and makes the login check once for a whole
 * list, not once per card: the home page's sixty cards otherwise each build their own query,
 * save and member lookup, and on a phone that is a long task of its own while the page loads.
 */
export function useFavouriteHearts(): FavouriteHearts {
  const favourites = useFavouriteGames();
  const save = useFavouriteToggle();
  const loginCheck = useLoginCheck();
  const saving = useMutationState({
    filters: { mutationKey: favouriteToggleKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as FavouriteChange | undefined)?.game.nodeId,
  });
  const marked = useMemo(
    () => favourites.data && new Set(favourites.data.map((game) => game.nodeId)),
    [favourites.data],
  );
  // The member's list decides; until it is there, the mark the game list answered with.
  const isFavourite = (game: Game) => (marked ? marked.has(game.nodeId) : game.favourite === true);
  const isSaving = (game: Game) => saving.includes(game.nodeId);
  return {
    isFavourite,
    isSaving,
    toggle: (game) =>
      loginCheck(() => {
        if (!isSaving(game)) save.mutate({ game, favourite: !isFavourite(game) });
      }),
  };
}
