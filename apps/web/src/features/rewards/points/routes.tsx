import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../app/lazy-page';

/**
 * Spec §2: /pointMall, the points mall, in its own chunk. "No side menu": the page is the
 * site's header and the mall alone, without the footer's and right bar's navigation around
 * it (the header-only layout, as the lottery pages have).
 */
export const pointMallRoutes: RouteObject[] = [
  lazyPage(
    'pointMall',
    () => import('./PointMallPage').then((m) => ({ Component: m.PointMallPage })),
    { layout: 'headerOnly' },
  ),
];
