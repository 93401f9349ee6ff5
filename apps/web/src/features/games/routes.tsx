import type { GameCategory } from '@croupier/contract';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadChunk } from '../../app/chunks';
import type { LayoutHandle } from '../../app/layout/SiteLayout';
import { RouteError } from '../../app/RouteError';
import { Loader } from '../../ui/Loader';
import type { GameListSource } from './list/GameListPage';

/** A lobby page: its own chunk, loaded on the first visit, inside the site's shell. */
function page(
  path: string,
  load: () => Promise<{ Component: ComponentType }>,
  handle?: LayoutHandle,
): RouteObject {
  return {
    path,
    lazy: () => loadChunk(load),
    HydrateFallback: Loader,
    ErrorBoundary: RouteError,
    handle,
  };
}

function listPage(path: string, source: GameListSource): RouteObject {
  return page(path, () =>
    import('./list/GameListPage').then(({ GameListPage }) => ({
      Component: () => <GameListPage source={source} />,
    })),
  );
}

/** Each category's game list; /sports and /esports list their vendors' entries until their issues. */
const categoryPages: [string, GameCategory][] = [
  ['rng', 'RNG'],
  ['live', 'LIVE'],
  ['pvp', 'PVP'],
  ['fish', 'FISH'],
  ['sports', 'SPORTS'],
  ['esports', 'ESPORTS'],
];

const comingLater = () =>
  import('./ComingLaterPage').then((module) => ({ Component: module.ComingLaterPage }));

/** The lobby (spec §2): game lists, hot games, favourites, the game page, lottery routes. */
export const gameRoutes: RouteObject[] = [
  ...categoryPages.map(([path, category]) => listPage(path, { kind: 'category', category })),
  listPage('hot', { kind: 'hot' }),
  listPage('fav', { kind: 'favourites' }),
  page('game', () => import('./play/GamePage').then((module) => ({ Component: module.GamePage })), {
    layout: 'headerOnly',
  }),
  // Lottery pages come with the lottery issue; a lottery start already routes to them.
  ...['lottery', 'vnlottery', 'seaLottery'].map((path) =>
    page(path, comingLater, { layout: 'headerOnly' }),
  ),
  page('elott', comingLater),
];
