import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { configureApiClient } from './api/client';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { i18n } from './i18n';
import './ui/styles.css';

configureApiClient({ language: () => i18n.language.split('-')[0] ?? 'en' });

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
