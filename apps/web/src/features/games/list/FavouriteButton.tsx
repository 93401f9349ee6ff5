import type { Game } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { useLoginCheck } from '../../session/login-check';
import { useFavouriteGames, useFavouriteToggle } from '../api';

/**
 * The heart of a game card: a toggle (aria-pressed) that marks the game as a favourite. A
 * guest gets the login popup and a trial account the real-account warning (spec §6).
 */
export function FavouriteButton({ game }: { game: Game }) {
  const { t } = useTranslation();
  const favourites = useFavouriteGames();
  const toggle = useFavouriteToggle();
  const loginCheck = useLoginCheck();
  // The member's list decides; until it is there, the mark the list answered with.
  const pressed = favourites.data
    ? favourites.data.some((entry) => entry.nodeId === game.nodeId)
    : game.favourite === true;

  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={pressed}
      aria-label={t('games.card.favourite', { name: game.gameName })}
      title={t(pressed ? 'games.card.unfavourite' : 'games.card.addFavourite')}
      // Not `disabled` while saving: that would throw the keyboard focus off the heart.
      aria-disabled={toggle.isPending}
      onClick={() =>
        loginCheck(() => {
          if (!toggle.isPending) toggle.mutate({ game, favourite: !pressed });
        })
      }
      data-testid="favourite-button"
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
