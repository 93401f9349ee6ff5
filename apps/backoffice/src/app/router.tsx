import { createBrowserRouter, type RouteObject } from 'react-router';
import { ConsoleRoot } from './ConsoleRoot';
import { RouteError } from './RouteError';
import { NotFoundPage, SectionPage } from './SectionPage';
import { sections } from './sections';

/** The server serves the console's page for every address under it (web-app.ts). */
export const basename = '/backoffice';

/** Every console page: one route per section of the table, under the signed-in layout. */
export function consoleRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <ConsoleRoot />,
      errorElement: <RouteError />,
      children: [
        ...sections.map((section): RouteObject =>
          section.path === ''
            ? { index: true, element: <SectionPage section={section} /> }
            : { path: section.path, element: <SectionPage section={section} /> },
        ),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createConsoleRouter() {
  return createBrowserRouter(consoleRoutes(), { basename });
}
