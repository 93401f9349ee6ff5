import type { Game } from '@croupier/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GameCard } from '../games/list/GameCard';
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
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId} data-testid={testId}>
      <div className="home-section-head">
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
        {seeAll && games.data && games.data.length > 0 && (
          <Link
            to={seeAll}
            className="see-all"
            aria-label={t('homeGames.seeAllOf', { section: title })}
          >
            {t('homeGames.seeAll')}
          </Link>
        )}
      </div>
      {games.isPending ? (
        <GameSkeletons count={6} className="home-lane" />
      ) : games.isError ? (
        <SectionFailure error={games.error} onRetry={() => void games.refetch()} />
      ) : games.data.length === 0 ? (
        <p className="empty-state">{emptyText}</p>
      ) : (
        <ul className="home-lane" aria-label={title}>
          {games.data.map((game) => (
            <li key={game.nodeId}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
