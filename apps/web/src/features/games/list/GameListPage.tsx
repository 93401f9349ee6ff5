import {
  liveClassifyCodes,
  slotClassifyCodes,
  type Game,
  type GameCategory,
} from '@croupier/contract';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../i18n/numbers';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { ErrorState } from '../../../ui/ErrorState';
import { Pagination } from '../../../ui/Pagination';
import { useSessionStore } from '../../../app/session/store';
import { useClassifyCounts, useGameList } from '../api';
import { useFavouriteGames } from '../../../app/games/favourites';
import { useHotGames } from '../../../app/games/hot-games';
import { useGamesCatalogue } from '../../../app/games/catalogue';
import { useGameMenus } from '../../../app/games/menus';
import { GameGrid } from './GameGrid';
import { ClassifyFilter, GameSearch, VendorTabs } from './ListFilters';
import { pageOfList, readFilters, vendorsOf, withFilters, type ListFilters } from './list-params';
import { PvpRooms } from './PvpRooms';
import '../games.css';

/** What a game-list page lists: one category, the hot games, or the member's favourites. */
export type GameListSource =
  { kind: 'category'; category: GameCategory } | { kind: 'hot' } | { kind: 'favourites' };

/** The classification codes each category can be filtered by (spec §9 and the catalogue). */
const classifyCodes: Partial<Record<GameCategory, readonly string[]>> = {
  RNG: slotClassifyCodes,
  LIVE: liveClassifyCodes,
};

/** The shown page of games, however it was fetched, and how it is getting on. */
type ListState = {
  page: { games: Game[]; totalCount: number; totalPages: number; pageNo: number } | undefined;
  loading: boolean;
  busy: boolean;
  error: unknown;
  retry: () => void;
};

/**
 * The game-list page (spec §2: /rng, /live, /pvp, /fish, /hot, /fav): vendor tabs, the
 * classification filters that lead somewhere, a name search, 24 games a page. Every filter
 * and the page are in the address, so Back and Forward work and a list can be linked.
 */
export function GameListPage({ source }: { source: GameListSource }) {
  useGamesCatalogue();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filters = readFilters(params);
  const title =
    source.kind === 'category'
      ? t(`categories.${source.category}`)
      : t(source.kind === 'hot' ? 'games.list.hotTitle' : 'games.list.favouritesTitle');

  return (
    <section className="game-list-page" data-testid="game-list-page">
      <header className="game-list-header">
        <h1>{title}</h1>
        <GameSearch filters={filters} />
      </header>
      {source.kind === 'category' ? (
        <CategoryList category={source.category} filters={filters} />
      ) : source.kind === 'hot' ? (
        <HotList filters={filters} />
      ) : (
        <FavouriteList filters={filters} />
      )}
    </section>
  );
}

function CategoryList({ category, filters }: { category: GameCategory; filters: ListFilters }) {
  const menus = useGameMenus();
  const vendors = menus.data?.find((menu) => menu.gameCategory === category)?.vendors ?? [];
  const list = useGameList({
    gameType: category,
    vassalage: filters.vendor,
    classify: filters.classify,
    gameName: filters.name || undefined,
    pageNo: filters.pageNo,
  });
  // The counts wait for the list, so the games themselves are asked for first.
  const codes = useClassifyCounts(
    category,
    filters.vendor,
    classifyCodes[category] ?? [],
    list.isSuccess,
  );
  return (
    <>
      {category === 'PVP' && <PvpRooms vendor={filters.vendor} />}
      {vendors.length > 0 && <VendorTabs vendors={vendors} current={filters.vendor} />}
      <ClassifyFilter codes={codes} current={filters.classify} />
      <ListBody filters={filters} state={serverListState(list)} />
    </>
  );
}

function serverListState(list: ReturnType<typeof useGameList>): ListState {
  return {
    page: list.data && { ...list.data, pageNo: list.data.pageNum },
    loading: list.isPending,
    busy: list.isPlaceholderData,
    error: list.isError ? list.error : null,
    retry: () => void list.refetch(),
  };
}

/** Hot games come whole: filtered and paged here, with tabs of the vendors in them. */
function HotList({ filters }: { filters: ListFilters }) {
  const hot = useHotGames();
  const vendors = vendorsOf(hot.data ?? []);
  return (
    <>
      {vendors.length > 1 && <VendorTabs vendors={vendors} current={filters.vendor} />}
      <ListBody
        filters={filters}
        state={{
          page: hot.data && pageOfList(hot.data, filters),
          loading: hot.isPending,
          busy: false,
          error: hot.isError ? hot.error : null,
          retry: () => void hot.refetch(),
        }}
      />
    </>
  );
}

/** `/fav` is the member's own list, paged by the server: a guest is asked to log in first. */
function FavouriteList({ filters }: { filters: ListFilters }) {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const openModal = useSessionStore((state) => state.openModal);
  if (!token)
    return (
      <div className="empty-state" data-testid="favourites-guest">
        <p>{t('games.list.favouritesLogin')}</p>
        <button type="button" className="button button-primary" onClick={() => openModal('login')}>
          {t('session.login')}
        </button>
      </div>
    );
  return <MemberFavourites filters={filters} />;
}

function MemberFavourites({ filters }: { filters: ListFilters }) {
  const favourites = useFavouriteGames();
  const vendors = vendorsOf(favourites.data ?? []);
  const list = useGameList(
    { vassalage: filters.vendor, gameName: filters.name || undefined, pageNo: filters.pageNo },
    'favourites',
  );
  return (
    <>
      {vendors.length > 1 && <VendorTabs vendors={vendors} current={filters.vendor} />}
      <ListBody filters={filters} state={serverListState(list)} />
    </>
  );
}

function ListBody({ filters, state }: { filters: ListFilters; state: ListState }) {
  const { t, i18n } = useTranslation();
  const [, setParams] = useSearchParams();
  const top = useRef<HTMLDivElement>(null);
  const { page } = state;

  if (state.loading) return <GameGrid games={[]} loading label={t('games.list.games')} />;
  if (!page) {
    const messageKey = state.error instanceof ApiError ? state.error.messageKey : 'system_error';
    return <ErrorState messageKey={messageKey} onRetry={state.retry} />;
  }

  const filtered = Boolean(filters.vendor || filters.classify || filters.name);
  const goTo = (change: Partial<ListFilters>) => {
    setParams((params) => withFilters(params, change), { preventScrollReset: true });
    top.current?.scrollIntoView?.({ block: 'start' });
  };
  let body: ReactNode;
  if (page.games.length === 0)
    body = (
      <div className="empty-state" data-testid="games-empty">
        <p>{t(page.totalCount > 0 ? 'games.list.pastTheEnd' : 'games.list.noMatch')}</p>
        {page.totalCount > 0 ? (
          <button type="button" className="button" onClick={() => goTo({ pageNo: 1 })}>
            {t('games.list.firstPage')}
          </button>
        ) : (
          filtered && (
            <button
              type="button"
              className="button"
              onClick={() => goTo({ vendor: undefined, classify: undefined, name: '' })}
            >
              {t('games.list.clearFilters')}
            </button>
          )
        )}
      </div>
    );
  else
    body = (
      <>
        <GameGrid games={page.games} busy={state.busy} label={t('games.list.games')} />
        <Pagination
          page={page.pageNo}
          totalPages={page.totalPages}
          onChange={(pageNo) => goTo({ pageNo })}
          label={t('games.list.pages')}
          testId="game-pages"
        />
      </>
    );

  return (
    <div className="game-list-body" ref={top}>
      <p className="game-list-count" aria-live="polite" data-testid="game-count">
        {t('games.list.count', {
          count: page.totalCount,
          total: formatCount(page.totalCount, i18n.language),
        })}
      </p>
      {state.error != null && (
        <p className="game-list-stale" role="alert">
          {t('games.list.stale')}{' '}
          <button type="button" className="link-button" onClick={state.retry}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {body}
    </div>
  );
}
