import type { Game } from '@croupier/contract';
import type { TFunction } from 'i18next';
import type { FavouriteHearts } from './favourite-hearts';

/**
 * The heart of a game card: a toggle (aria-pressed) that marks the game as a favourite. A
 * guest gets the login popup and a trial account the real-account warning (spec §6). The
 * list the card is in reads the favourites once for all its hearts (favourite-hearts.ts),
 * and the card lends its `t`: a list draws sixty hearts, each its own translation hook
 * would cost a phone a few milliseconds more.
 */
export function FavouriteButton({
  game,
  hearts,
  t,
}: {
  game: Game;
  hearts: FavouriteHearts;
  t: TFunction;
}) {
  const pressed = hearts.isFavourite(game);

  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={pressed}
      aria-label={t('games.card.favourite', { name: game.gameName })}
      title={t(pressed ? 'games.card.unfavourite' : 'games.card.addFavourite')}
      // Not `disabled` while saving: that would throw the keyboard focus off the heart.
      aria-disabled={hearts.isSaving(game)}
      onClick={() => hearts.toggle(game)}
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
