import type { GameCategory } from '@croupier/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import type { GameListSource } from './list/GameListPage';

/** A lobby page listing one source's games (the list's chunk, loaded on the first visit). */
function listPage(path: string, source: GameListSource): RouteObject {
  return lazyPage(path, () =>
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

/** The lobby (spec §2): game lists, hot games, favourites, the game page. */
export const gameRoutes: RouteObject[] = [
  ...categoryPages.map(([path, category]) => listPage(path, { kind: 'category', category })),
  listPage('hot', { kind: 'hot' }),
  listPage('fav', { kind: 'favourites' }),
  lazyPage(
    'game',
    () => import('./play/GamePage').then((module) => ({ Component: module.GamePage })),
    { layout: 'game' },
  ),
  // /elott, /lottery, /vnlottery and /seaLottery are the lottery feature's
  // (features/lottery/routes.tsx).
];
