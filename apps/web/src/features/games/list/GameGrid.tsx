import { gameListPageSize, type Game } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { useFavouriteHearts, type FavouriteHearts } from '../../../app/games/favourite-hearts';
import { GameCard } from '../../../app/games/GameCard';

/**
 * A page of game cards. While the first page loads, grey cards hold the grid's shape; while a
 * later page loads, the current one stays, marked busy, so the page does not jump.
 */
export function GameGrid({
  games,
  loading = false,
  busy = false,
  favourite = true,
  label,
}: {
  games: Game[];
  loading?: boolean;
  busy?: boolean;
  favourite?: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  if (loading)
    return (
      <div className="game-grid-loading" role="status" data-testid="game-grid-loading">
        <span className="visually-hidden">{t('common.loading')}</span>
        <ul className="game-grid" aria-hidden="true">
          {Array.from({ length: gameListPageSize }, (_, index) => (
            <li key={index} className="game-card game-card-skeleton" />
          ))}
        </ul>
      </div>
    );
  return favourite ? (
    <HeartedCards games={games} busy={busy} label={label} />
  ) : (
    <Cards games={games} busy={busy} label={label} />
  );
}

type CardsProps = { games: Game[]; busy: boolean; label: string; hearts?: FavouriteHearts };

function Cards({ games, busy, label, hearts }: CardsProps) {
  return (
    <ul className="game-grid" aria-label={label} aria-busy={busy} data-testid="game-grid">
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} hearts={hearts} />
        </li>
      ))}
    </ul>
  );
}

/** The cards with their hearts, the favourites read once for the whole grid. */
function HeartedCards(props: CardsProps) {
  return <Cards {...props} hearts={useFavouriteHearts()} />;
}
