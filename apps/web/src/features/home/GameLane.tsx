import type { Game } from '@croupier/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFavouriteHearts } from '../../app/games/favourite-hearts';
import { GameCard } from '../../app/games/GameCard';
import { GameSkeletons } from './GameSkeletons';
import { HomeSection } from './HomeSection';

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
  return (
    <HomeSection
      title={title}
      head={(heading) => (
        <div className="home-section-head">
          {heading}
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
      )}
      testId={testId}
      query={games}
      list={list}
      isEmpty={(shown) => shown.length === 0}
      placeholder={<GameSkeletons count={6} className="home-lane" />}
      emptyText={emptyText}
    >
      {(shown) => (
        <ul className="home-lane" aria-label={title}>
          {shown.map((game) => (
            <li key={game.nodeId}>
              <GameCard game={game} hearts={hearts} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
