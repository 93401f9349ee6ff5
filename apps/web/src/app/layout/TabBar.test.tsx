import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../api/client';
import { statusWith } from '../../api/testing/fixtures';
import '../../i18n';
import { useMemberCentreStore } from '../member-centre/store';
import { memberInfoArrived, MemberInfoProbe } from '../session/member-testing';
import { useSessionStore } from '../session/store';
import { SiteContext } from '../site';
import { useShellStore } from './shell-store';
import { TabBar } from './TabBar';

/** The tab bar on `path`, for a merchant with `categories` open; a member's info is served. */
function renderTabBar(path: string, categories = ['LIVE', 'RNG', 'SPORTS']) {
  configureApiClient({
    fetch: async () =>
      new Response(
        JSON.stringify({
          success: true,
          message: null,
          value: {
            id: 1,
            account: 'player1',
            nickname: null,
            type: 0,
            clubLabel: { labelName: null, rankLevel: 0 },
            regDate: '2026-11-22T00:00:00.000Z',
            mobile: null,
            email: null,
            passwordChangeRequired: false,
          },
        }),
      ),
  });
  const page = (
    <>
      <TabBar />
      <MemberInfoProbe />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SiteContext.Provider value={statusWith(categories)}>
        <RouterProvider router={router} />
      </SiteContext.Provider>
    </QueryClientProvider>,
  );
  return { router, tabs: screen.getByRole('navigation', { name: 'Quick links' }) };
}

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: null, modal: null });
  useShellStore.setState({ menuOpen: false, noticesOpen: false });
  useMemberCentreStore.setState({ shown: false });
});
afterEach(cleanup);

describe('the phone tab bar (issue 19)', () => {
  it('offers home, games, promotions, deposit and account, each a link or a button', () => {
    const { tabs } = renderTabBar('/index');
    const entries = within(tabs).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Home',
      'Games',
      'Promotions',
      'Deposit',
      'Account',
    ]);
    // Native links and buttons: reachable with Tab, pressed with Enter or Space.
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/index', '/rng', '/promotions']);
    expect(within(tabs).getAllByRole('button')).toHaveLength(2);
  });

  it('marks the tab of the page shown, and only that one', () => {
    const { tabs } = renderTabBar('/index');
    const current = () =>
      within(tabs)
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    expect(current()).toEqual(['Home']);
    cleanup();

    renderTabBar('/live');
    expect(
      within(screen.getByRole('navigation', { name: 'Quick links' }))
        .getByRole('link', { name: 'Games' })
        .getAttribute('aria-current'),
    ).toBe('page');
    cleanup();

    const promotions = renderTabBar('/promotions/12');
    expect(
      within(promotions.tabs)
        .getByRole('link', { name: 'Promotions' })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(promotions.tabs).getByRole('link', { name: 'Home' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('opens the first open category when the merchant has no slots, and none with no games', () => {
    const { tabs } = renderTabBar('/index', ['LIVE', 'SPORTS']);
    expect(within(tabs).getByRole('link', { name: 'Games' }).getAttribute('href')).toBe('/live');
    cleanup();
    const empty = renderTabBar('/index', []);
    expect(within(empty.tabs).queryByRole('link', { name: 'Games' })).toBeNull();
  });

  it('asks a visitor to log in before the deposit page', () => {
    const { tabs } = renderTabBar('/index');
    act(() => within(tabs).getByRole('button', { name: 'Deposit' }).click());
    expect(useSessionStore.getState().modal).toBe('login');
    expect(useMemberCentreStore.getState().shown).toBe(false);
  });

  it('opens the member centre at Deposit for a member', async () => {
    useSessionStore.getState().signIn('member-token');
    const { tabs } = renderTabBar('/index');
    await memberInfoArrived();
    act(() => within(tabs).getByRole('button', { name: 'Deposit' }).click());
    expect(useMemberCentreStore.getState()).toMatchObject({ shown: true, page: 'depositv2' });
  });

  it('opens the menu from Account and says it is open', () => {
    const { tabs } = renderTabBar('/index');
    const account = within(tabs).getByRole('button', { name: 'Account' });
    expect(account.getAttribute('aria-expanded')).toBe('false');
    act(() => account.click());
    expect(useShellStore.getState().menuOpen).toBe(true);
    expect(account.getAttribute('aria-expanded')).toBe('true');
  });
});
