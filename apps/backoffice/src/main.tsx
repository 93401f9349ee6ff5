// The base styles first: the app's own stylesheets come after them and refine them.
import './ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApiClient } from './api/client';
import { createQueryClient, Providers } from './app/providers';
import { createConsoleRouter } from './app/router';
import { i18n } from './i18n';

configureApiClient({ language: () => i18n.language });

const router = createConsoleRouter();
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
