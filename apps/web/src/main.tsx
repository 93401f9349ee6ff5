import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { configureApiClient } from './api/client';
import { fetchWithEarlyCalls } from './api/early-calls';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/routes';
import { homeAnnouncementsQuery, homePagePaths } from './features/home/announcements';
import { useSessionStore } from './app/session/store';
import { systemStatusQuery } from './api/system-status';
import { i18n, i18nReady } from './i18n';
import './ui/styles.css';
import './app/layout/site-frame.css';
import './ui/page-blocks.css';
import './ui/page-states.css';
import './ui/forms.css';
import './features/session/session.css';
import './app/layout/shell.css';
import './app/layout/phone-shell.css';

configureApiClient({
  // The answers of the calls index.html started before this code arrived.
  fetch: fetchWithEarlyCalls(window.__earlyCalls ?? [], (...args) => globalThis.fetch(...args)),
  language: () => i18n.language.split('-')[0] ?? 'en',
  // An expired session logs the player out here too; the next protected action asks to log in.
  onSessionExpired: () => {
    if (useSessionStore.getState().token) useSessionStore.getState().signOut();
  },
});

const queryClient = createQueryClient();

/**
 * Resolves in a later task. The start-up's steps after evaluating the site's code (creating
 * the router, which ranks every route, and asking for the first calls) each take a few
 * milliseconds; in tasks of their own they do not make one long task with it on a slow phone.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
const router = nextTask().then(() => createBrowserRouter(routes));

/**
 * What the first render shows, asked for once the language is known (a visitor who chose
 * Vietnamese sees the site in it from the first paint, not after a flash): the system status,
 * which decides what the root shows (site, maintenance, restriction), and on the home page its
 * banners, the largest thing it paints. Both are asked together, as index.html did before the
 * code arrived, so the answers it already has are taken (src/api/early-calls.ts). The first
 * render is then the page itself rather than a loader and then the page; the splash of
 * index.html shows meanwhile. A failed call renders too: the page shows its error and retry.
 */
const ready = i18nReady.finally(() =>
  nextTask().then(() =>
    Promise.all([
      queryClient.prefetchQuery(systemStatusQuery),
      homePagePaths.includes(window.location.pathname) &&
        queryClient.prefetchQuery(
          homeAnnouncementsQuery(i18n.language, useSessionStore.getState().token !== null),
        ),
    ]),
  ),
);

void ready.finally(async () => {
  const siteRouter = await router;
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React build the first page in slices between which the browser stays
  // responsive, instead of in one long task on a slow phone.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers client={queryClient}>
          <RouterProvider router={siteRouter} />
        </Providers>
      </StrictMode>,
    ),
  );
});
