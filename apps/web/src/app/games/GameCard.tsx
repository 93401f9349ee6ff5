import type { Game } from '@croupier/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../ui/LazyImage';
import { useGameStartStore } from './start-store';
import { FavouriteButton } from './FavouriteButton';
import './game-cards.css';
import type { FavouriteHearts } from './favourite-hearts';

/**
 * A game of a list: its icon (loaded when near the screen) and name start it; free play for
 * games that support it; the heart, given the list's `hearts` (none without); "Demo" and
 * maintenance badges.
 */
export function GameCard({ game, hearts }: { game: Game; hearts?: FavouriteHearts }) {
  const { t } = useTranslation();
  const startGame = useGameStartStore((state) => state.startGame);
  const badgesId = useId();
  const badges = [
    game.maintenance && t('games.card.maintenance'),
    game.demoOnly && t('common.demo'),
  ].filter(Boolean);

  return (
    <article className="game-card" data-testid="game-card" data-node-id={game.nodeId}>
      <button
        type="button"
        className="game-card-start"
        onClick={() => startGame(game)}
        aria-label={t('games.card.play', { name: game.gameName })}
        aria-describedby={badges.length > 0 ? badgesId : undefined}
      >
        <LazyImage src={game.showIcon} alt="" aspectRatio="1 / 1" className="game-card-icon" />
        <span className="game-card-name">{game.gameName}</span>
      </button>
      {badges.length > 0 && (
        <span id={badgesId} className="game-card-badges">
          {game.maintenance && (
            <span className="game-badge game-badge-maintenance">{t('games.card.maintenance')}</span>
          )}
          {game.demoOnly && <span className="game-badge">{t('common.demo')}</span>}
        </span>
      )}
      <span className="game-card-vendor">{game.displayName}</span>
      <div className="game-card-footer">
        <span className="game-card-actions">
          {game.supportPlay && (
            <button
              type="button"
              className="button button-small free-play-button"
              onClick={() => startGame(game, { freePlay: true })}
              aria-label={t('games.card.freePlayOf', { name: game.gameName })}
            >
              {t('games.card.freePlay')}
            </button>
          )}
          {hearts && <FavouriteButton game={game} hearts={hearts} t={t} />}
        </span>
      </div>
    </article>
  );
}
