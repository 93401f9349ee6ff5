import { homeFirstPageSize, homeNextPageSize } from '@croupier/contract';
import { useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../ui/Pagination';
import { useHomeGamesPage, type HomeGamesPage } from './games-api';
import { useFavouriteHearts } from '../../app/games/favourite-hearts';
import { GameCard } from '../../app/games/GameCard';
import { GameSkeletons } from './GameSkeletons';
import { HomeSection } from './HomeSection';

/**
 * Every game of the merchant's catalogue, paged as spec §9 has it: 21 on the first page, 18
 * on each after a page change. While the next page loads, the one on screen stays (dimmed),
 * so the pager does not jump from under the pointer.
 */
export function AllGames() {
  const { t } = useTranslation();
  // One read of the favourites for the section's hearts, not one per card.
  const hearts = useFavouriteHearts();
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
    <HomeSection
      title={t('homeGames.all')}
      testId="all-games"
      sectionRef={section}
      query={current}
      list={data}
      isEmpty={(shownPage) => shownPage.games.length === 0}
      placeholder={
        <GameSkeletons
          count={page === 1 ? homeFirstPageSize : homeNextPageSize}
          className="game-grid"
        />
      }
      emptyText={t('homeGames.noGames')}
    >
      {(shownPage) => (
        <>
          <ul
            className="game-grid"
            aria-label={t('homeGames.all')}
            aria-busy={!current.data}
            data-testid="all-games-grid"
          >
            {shownPage.games.map((game) => (
              <li key={game.nodeId}>
                <GameCard game={game} hearts={hearts} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={shownPage.totalPages}
            onChange={changePage}
            label={t('homeGames.allPages')}
            testId="all-games-pages"
          />
        </>
      )}
    </HomeSection>
  );
}
