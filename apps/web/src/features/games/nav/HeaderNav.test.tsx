import { paths } from '@croupier/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { routes } from '../../../app/routes';
import '../../../i18n';
import { useSessionStore } from '../../../app/session/store';
import { useGameStartStore } from '../../../app/games/start-store';
import { gameOf, menus, polyfillDialog, serveLobby, statusWith } from '../testing';

/** The whole site on a plain page, with FISH open in the tree but without vendors. */
function renderSite() {
  serveLobby({
    [paths.systemStatus]: { value: statusWith(['LIVE', 'RNG', 'FISH', 'SPORTS']) },
    [paths.gameMenus]: { value: menus },
    [paths.vassGameType]: {
      value: {
        content: {
          RNG: {
            STUDIO: [gameOf(1, { gameName: 'Lucky Sevens' })],
            PG: [gameOf(2, { gameName: 'Fortune Ox', vassalage: 'PG' })],
          },
        },
      },
    },
  });
  const router = createMemoryRouter(routes, { initialEntries: ['/nowhere'] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const nav = () => screen.getByTestId('main-nav');
const toggleOf = (category: string) =>
  within(nav()).getByRole('button', { name: `${category} providers` });

beforeAll(polyfillDialog);
beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: null, modal: null });
  useGameStartStore.setState({ request: null, active: false });
});
afterEach(cleanup);

describe('the header’s game categories (spec §2 "Header")', () => {
  it('shows only categories with vendors, and DS88 as its own entry after Live', async () => {
    renderSite();
    await within(await screen.findByTestId('main-nav')).findByTestId('nav-vendor');
    const entries = within(nav())
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === nav().querySelector('ul'))
      .map((item) => (item.querySelector('a, button') as HTMLElement).textContent);
    expect(entries).toEqual([
      'Home',
      'Live Casino',
      'DS88 Games',
      'Slots',
      'Sports',
      'Promotions',
      'Rewards',
    ]);
  });

  it('opens a drop-down when the keyboard reaches a category, and Escape closes it', async () => {
    renderSite();
    // The category with its drop-down replaces the plain link once the vendors are known.
    await within(await screen.findByTestId('main-nav')).findByRole('button', {
      name: 'Slots providers',
    });
    expect(toggleOf('Slots').getAttribute('aria-expanded')).toBe('false');
    const slots = within(nav()).getByRole('link', { name: 'Slots' });

    act(() => slots.focus());
    expect(toggleOf('Slots').getAttribute('aria-expanded')).toBe('true');
    const dropdown = screen.getByTestId('nav-category-RNG');
    expect(await within(dropdown).findByRole('button', { name: /Lucky Sevens/ })).toBeTruthy();
    // A vendor reached by the keyboard shows its games.
    act(() => within(dropdown).getByRole('link', { name: 'PG Games' }).focus());
    expect(await within(dropdown).findByRole('button', { name: /Fortune Ox/ })).toBeTruthy();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(toggleOf('Slots').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(slots);
    expect(within(dropdown).queryByRole('link', { name: 'PG Games' })).toBeNull();

    // The chevron (Enter or Space on a button) opens it again.
    act(() => toggleOf('Slots').focus());
    fireEvent.click(toggleOf('Slots'));
    expect(toggleOf('Slots').getAttribute('aria-expanded')).toBe('true');
    // Leaving the category closes it.
    act(() => within(nav()).getByRole('link', { name: 'Home' }).focus());
    expect(toggleOf('Slots').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on hover; a vendor leads to its category page with it selected', async () => {
    const router = renderSite();
    await within(await screen.findByTestId('main-nav')).findByRole('button', {
      name: 'Slots providers',
    });
    const category = screen.getByTestId('nav-category-RNG');
    fireEvent.mouseEnter(category);
    fireEvent.click(await within(category).findByRole('link', { name: 'PG Games' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
    expect(router.state.location.search).toBe('?page=PG');
    expect(toggleOf('Slots').getAttribute('aria-expanded')).toBe('false');
  });

  it('lists sports vendors without a game grid; choosing one starts it (a guest logs in first)', async () => {
    renderSite();
    await within(await screen.findByTestId('main-nav')).findByRole('button', {
      name: 'Sports providers',
    });
    const sports = screen.getByTestId('nav-category-SPORTS');
    fireEvent.mouseEnter(sports);
    const saba = await within(sports).findByRole('button', { name: 'SABA Games' });
    expect(within(sports).queryByTestId('dropdown-games')).toBeNull();
    expect(within(sports).queryByRole('button', { name: 'DS88 Games' })).toBeNull();
    fireEvent.click(saba);
    await waitFor(() => expect(useSessionStore.getState().modal).toBe('login'));
  });

  it('the DS88 entry starts DS88 sports', async () => {
    renderSite();
    const ds88 = await within(await screen.findByTestId('main-nav')).findByTestId('nav-vendor');
    fireEvent.click(ds88);
    expect(useGameStartStore.getState().active).toBe(true);
    await waitFor(() => expect(useSessionStore.getState().modal).toBe('login'));
  });

  it('the side menu’s Game Center lists the same entries', async () => {
    renderSite();
    await within(await screen.findByTestId('main-nav')).findByTestId('nav-vendor');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByTestId('side-menu');
    const centre = within(menu).getByText('Game centre').closest('details')!;
    await waitFor(() =>
      expect(
        within(centre)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Live Casino', 'DS88 Games', 'Slots', 'Sports']),
    );
  });
});
