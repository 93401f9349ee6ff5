import { paths, type SystemStatus } from '@croupier/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../api/client';
import '../i18n';
import { noAnnouncements, statusWith as siteStatus } from '../api/testing/fixtures';
import { Providers } from './providers';
import { routes } from './routes';

/** The demo merchant's status with FISH listed but off, changed by `overrides`. */
function statusWith(overrides: Partial<SystemStatus>): SystemStatus {
  return { ...siteStatus(['LIVE', 'FISH', 'RNG'], ['FISH']), ...overrides };
}

function serve(status: SystemStatus, path = '/index') {
  // The nav shows a game category only if the game menus give it vendors.
  const vendor = { smallIcon: '', isHot: false, maintenance: false, demoOnly: false };
  const gameMenus = [
    {
      gameCategory: 'LIVE',
      vendors: [{ ...vendor, vassalage: 'EVO', displayName: 'Evo', categories: ['LIVE'] }],
    },
    {
      gameCategory: 'RNG',
      vendors: [{ ...vendor, vassalage: 'STUDIO', displayName: 'Studio', categories: ['RNG'] }],
    },
  ];
  // What the home page asks besides the status, answered empty.
  const answers: Record<string, unknown> = {
    [paths.gameMenus]: gameMenus,
    [paths.publicDepositMethods]: [],
    [paths.announcements]: noAnnouncements,
    [paths.hotGames]: { list: [] },
    [paths.popularGames]: { list: [] },
    [paths.rankList]: { list: [] },
    [paths.gameList]: { games: [], pageNum: 1, totalPages: 0, totalCount: 0 },
  };
  configureApiClient({
    fetch: async (input) =>
      new Response(
        JSON.stringify({
          success: true,
          message: null,
          value: answers[new URL(String(input), 'http://site.test').pathname] ?? status,
        }),
        { status: 200 },
      ),
    session: { getItem: () => null },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

afterEach(cleanup);

describe('the root view follows the system status', () => {
  it('renders the site with the nav built from the whitelabel tree (status 0)', async () => {
    serve(statusWith({}));
    const nav = await screen.findByTestId('main-nav');
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Home', 'Live Casino', 'Slots', 'Promotions', 'Rewards']);
    expect(screen.getByTestId('site-footer').textContent).toContain('DEMO SITE notice');
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#f5b70a');
  });

  it('renders the maintenance page with its end time (status 1)', async () => {
    serve(
      statusWith({
        status: 1,
        maintenance: { enabled: true, maintenanceEnd: '2031-03-04T05:06:07Z' },
      }),
    );
    const page = await screen.findByTestId('maintenance-page');
    expect(page.textContent).toContain('System Maintenance');
    expect(page.textContent).toContain('RESTRICTION OF VISIT');
    expect(screen.getByTestId('maintenance-end').textContent).toMatch(/2031-03-0[34] \d\d:06:07/);
    expect(screen.queryByTestId('site-header')).toBeNull();
  });

  it('shows no end time when maintenance has none', async () => {
    serve(statusWith({ status: 1, maintenance: { enabled: true, maintenanceEnd: null } }));
    await screen.findByTestId('maintenance-page');
    expect(screen.queryByTestId('maintenance-end')).toBeNull();
  });

  it('renders the restriction page with the visitor IP and country (status 2)', async () => {
    serve(statusWith({ status: 2, regionRestriction: { restricted: true } }));
    const page = await screen.findByTestId('restriction-page');
    expect(page.textContent).toContain('203.0.113.7');
    expect(page.textContent).toContain('United States');
  });

  it('redirects / to /index and gives unknown paths a not-found page', async () => {
    const router = serve(statusWith({}), '/');
    await screen.findByTestId('home-page');
    expect(router.state.location.pathname).toBe('/index');
    await router.navigate('/nowhere');
    expect((await screen.findByTestId('not-found')).textContent).toContain('/nowhere');
  });
});
