import { Navigate, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/system/NotFoundPage';
import { RootView } from './RootView';

/** The site's routes (spec §2), history mode. Later issues add their pages here. */
export const routes: RouteObject[] = [
  {
    element: <RootView />,
    children: [
      { index: true, element: <Navigate to="/index" replace /> },
      { path: 'index', element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
