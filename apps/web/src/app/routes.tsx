import { Navigate, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/HomePage';
import { OpenSessionModal } from '../features/session/routes';
import { NotFoundPage } from '../features/system/NotFoundPage';
import { RootView } from './RootView';

/** The site's routes (spec §2), history mode. Later issues add their pages here. */
export const routes: RouteObject[] = [
  {
    element: <RootView />,
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
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
