import { homeFirstPageSize, homeNextPageSize } from '@croupier/contract';
import { useDeferredValue, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../ui/Pagination';
import { useHomeGamesPage, type HomeGamesPage } from './games-api';
import { useFavouriteHearts } from '../../app/games/favourite-hearts';
import { GameCard } from '../../app/games/GameCard';
import { GameSkeletons } from './GameSkeletons';
import { SectionFailure } from './SectionFailure';

/**
 * Every game of the merchant's catalogue, paged as spec §9 has it: 21 on the first page, 18
 * on each after a page change. While the next page loads, the one on screen stays (dimmed),
 * so the pager does not jump from under the pointer.
 */
export function AllGames() {
  const { t } = useTranslation();
  // One read of the favourites for the section's hearts, not one per card.
  const hearts = useFavouriteHearts();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const [page, setPage] = useState(1);
  const current = useHomeGamesPage(page);
  const [shown, setShown] = useState<{ page: number; data: HomeGamesPage } | null>(null);
  if (current.data && shown?.page !== page) setShown({ page, data: current.data });
  // A page's cards are drawn in the background once its games are in, in slices between which
  // a phone stays responsive, instead of in one long task.
  const data = useDeferredValue(current.data ?? shown?.data);
  const changePage = (next: number) => {
    setPage(next);
    section.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <section
      ref={section}
      className="home-section"
      aria-labelledby={headingId}
      data-testid="all-games"
    >
      <h2 id={headingId} className="section-title">
        {t('homeGames.all')}
      </h2>
      {current.isError ? (
        <SectionFailure error={current.error} onRetry={() => void current.refetch()} />
      ) : !data ? (
        <GameSkeletons
          count={page === 1 ? homeFirstPageSize : homeNextPageSize}
          className="game-grid"
        />
      ) : data.games.length === 0 ? (
        <p className="empty-state">{t('homeGames.noGames')}</p>
      ) : (
        <>
          <ul
            className="game-grid"
            aria-label={t('homeGames.all')}
            aria-busy={!current.data}
            data-testid="all-games-grid"
          >
            {data.games.map((game) => (
              <li key={game.nodeId}>
                <GameCard game={game} hearts={hearts} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={data.totalPages}
            onChange={changePage}
            label={t('homeGames.allPages')}
            testId="all-games-pages"
          />
        </>
      )}
    </section>
  );
}
