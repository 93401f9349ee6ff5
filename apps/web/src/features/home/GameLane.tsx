import type { Game } from '@croupier/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFavouriteHearts } from '../../app/games/favourite-hearts';
import { GameCard } from '../../app/games/GameCard';
import { GameSkeletons } from './GameSkeletons';
import { SectionFailure } from './SectionFailure';

/**
 * A titled row of the lobby's game cards (hot games, popular games) that scrolls sideways,
 * with its loading, failure and empty states, and a link to the full list when there is one.
 */
export function GameLane({
  title,
  games,
  emptyText,
  seeAll,
  testId,
}: {
  title: string;
  games: UseQueryResult<Game[]>;
  emptyText: string;
  seeAll?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  // One read of the favourites for the section's hearts, not one per card.
  const hearts = useFavouriteHearts();
  // The cards are drawn in the background when the answer comes, in slices between which a
  // phone stays responsive, instead of in one long task (skeletons stay until they are in).
  const list = useDeferredValue(games.data);
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId} data-testid={testId}>
      <div className="home-section-head">
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
        {seeAll && list && list.length > 0 && (
          <Link
            to={seeAll}
            className="see-all"
            aria-label={t('homeGames.seeAllOf', { section: title })}
          >
            {t('homeGames.seeAll')}
          </Link>
        )}
      </div>
      {games.isError ? (
        <SectionFailure error={games.error} onRetry={() => void games.refetch()} />
      ) : !list ? (
        <GameSkeletons count={6} className="home-lane" />
      ) : list.length === 0 ? (
        <p className="empty-state">{emptyText}</p>
      ) : (
        <ul className="home-lane" aria-label={title}>
          {list.map((game) => (
            <li key={game.nodeId}>
              <GameCard game={game} hearts={hearts} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
