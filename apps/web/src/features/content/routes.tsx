import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** The site's content pages (spec §2): notices, help, app download, join us, promotions. */
export const contentRoutes: RouteObject[] = [
  lazyPage('noticePage', () => import('./NoticePage').then((m) => ({ Component: m.NoticePage }))),
  ...['help', 'helpmc'].map((path) =>
    lazyPage(
      path,
      () => import('./HelpPage').then((m) => ({ Component: m.HelpPage })),
      // /helpmc is the help centre with nothing around it, e.g. inside an app's web view.
      path === 'helpmc' ? { layout: 'bare' } : undefined,
    ),
  ),
  ...['down', 'download'].map((path) =>
    lazyPage(path, () => import('./DownloadPage').then((m) => ({ Component: m.DownloadPage }))),
  ),
  lazyPage('join', () => import('./JoinPage').then((m) => ({ Component: m.JoinPage }))),
  lazyPage('promotions', () =>
    import('./PromotionsPage').then((m) => ({ Component: m.PromotionsPage })),
  ),
  lazyPage('promoDetail', () =>
    import('./PromotionDetailPage').then((m) => ({ Component: m.PromotionDetailPage })),
  ),
];
