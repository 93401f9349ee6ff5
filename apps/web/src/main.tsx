import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { configureApiClient } from './api/client';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { useSessionStore } from './features/session/store';
import { i18n, i18nReady } from './i18n';
import './ui/styles.css';
import './ui/forms.css';
import './features/session/session.css';
import './app/layout/shell.css';

configureApiClient({
  language: () => i18n.language.split('-')[0] ?? 'en',
  // An expired session logs the player out here too; the next protected action asks to log in.
  onSessionExpired: () => {
    if (useSessionStore.getState().token) useSessionStore.getState().signOut();
  },
});

const router = createBrowserRouter(routes);

// A visitor who chose Vietnamese sees the site in it from the first paint, not after a flash.
void i18nReady.finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
