import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadChunk } from '../../app/chunks';
import type { LayoutHandle } from '../../app/layout/SiteLayout';
import { RouteError } from '../../app/RouteError';
import { Loader } from '../../ui/Loader';

/**
 * One content page: its own code chunk, fetched on the first visit (route-level splitting).
 * A first load shows the loader inside the site's shell while the chunk arrives; a chunk
 * that fails or times out shows the error with a reload, still inside the shell.
 */
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

/** The site's content pages (spec §2): notices, help, app download, join us, promotions. */
export const contentRoutes: RouteObject[] = [
  page('noticePage', () => import('./NoticePage').then((m) => ({ Component: m.NoticePage }))),
  ...['help', 'helpmc'].map((path) =>
    page(
      path,
      () => import('./HelpPage').then((m) => ({ Component: m.HelpPage })),
      // /helpmc is the help centre with nothing around it, e.g. inside an app's web view.
      path === 'helpmc' ? { layout: 'bare' } : undefined,
    ),
  ),
  ...['down', 'download'].map((path) =>
    page(path, () => import('./DownloadPage').then((m) => ({ Component: m.DownloadPage }))),
  ),
  page('join', () => import('./JoinPage').then((m) => ({ Component: m.JoinPage }))),
  page('promotions', () =>
    import('./PromotionsPage').then((m) => ({ Component: m.PromotionsPage })),
  ),
  page('promoDetail', () =>
    import('./PromotionDetailPage').then((m) => ({ Component: m.PromotionDetailPage })),
  ),
];
