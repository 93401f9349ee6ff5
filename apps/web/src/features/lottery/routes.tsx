import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import type { LotteryScope } from './LotteryPage';

/** A lottery page: the lobby of `scope`, or a game's betting view with `?gameCode=`. */
function lotteryPage(path: string, scope: LotteryScope): RouteObject {
  return lazyPage(
    path,
    () =>
      import('./LotteryPage').then(({ LotteryPage }) => ({
        Component: () => <LotteryPage scope={scope} />,
      })),
    { layout: 'headerOnly' },
  );
}

/**
 * Spec §2: /elott (e-lottery), /lottery, /vnlottery (account type TCG_LOTTO_VN) and
 * /seaLottery (TCG_SEA), header only. `?gameCode=&playType=` opens a game's betting view,
 * where a lottery start lands (features/games/start/routing.ts).
 */
export const lotteryRoutes: RouteObject[] = [
  lotteryPage('elott', 'ELOTT'),
  lotteryPage('lottery', 'all'),
  lotteryPage('vnlottery', 'VN'),
  lotteryPage('seaLottery', 'SEA'),
];
