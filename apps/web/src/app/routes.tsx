import { Navigate, type RouteObject } from 'react-router';
import { contentRoutes } from '../features/content/routes';
import { gameRoutes } from '../features/games/routes';
import { HomePage } from '../features/home/HomePage';
import { lotteryRoutes } from '../features/lottery/routes';
import { rewardsRoutes } from '../features/rewards/routes';
import { pointMallRoutes } from '../features/rewards/points/routes';
import { OpenSessionModal } from '../features/session/routes';
import { NotFoundPage } from '../features/system/NotFoundPage';
import { RootView } from './RootView';
import { RouteError } from './RouteError';

/** The site's routes (spec §2), history mode. Later issues add their pages here. */
export const routes: RouteObject[] = [
  {
    element: <RootView />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/index" replace /> },
      { path: 'index', element: <HomePage /> },
      // Spec §2: the home page with the sign-in modal open.
      ...['register', 'register.html', 'login'].map((path) => ({
        path,
        element: (
          <>
            <HomePage />
            <OpenSessionModal modal={path === 'login' ? 'login' : 'register'} />
          </>
        ),
      })),
      // Notices, help, app download, join us, promotions: each page its own lazy chunk.
      ...contentRoutes,
      // Game lists, the game page and the lottery routes: each page its own lazy chunk.
      ...gameRoutes,
      // The lottery lobby and betting views (/elott, /lottery).
      ...lotteryRoutes,
      // The VIP page (/vip), its own lazy chunk.
      ...rewardsRoutes,
      // The points mall (/pointMall), its own lazy chunk.
      ...pointMallRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
