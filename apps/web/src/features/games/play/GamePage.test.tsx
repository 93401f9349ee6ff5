import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { createQueryClient } from '../../../app/providers';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mainWalletTypeId } from '@croupier/contract';
import '../../../i18n';
import { balanceKey } from '../../../app/wallet/balance';
import { storeLaunch } from '../start/launch-storage';
import { serveLobby, SiteFrame } from '../testing';
import { balanceChangedMessage, GamePage } from './GamePage';

let balanceReads = 0;
let queryClient = createQueryClient();

/** The server's answer for the balance; each test sets its own. */
let serverBalance: () => unknown = () => balanceReads;

/** Stands in for the header's balance: counts how often it is asked for. */
function BalanceProbe() {
  useQuery({
    queryKey: balanceKey,
    queryFn: () => {
      balanceReads += 1;
      return serverBalance();
    },
  });
  return null;
}

/** A member's balances as the wallet answers them: main P 100.00, a vendor wallet P 5.25. */
const balanceOf = (main: number, sum: number) => ({
  sumBalance: sum,
  balance: [
    {
      accountTypeId: mainWalletTypeId,
      accountType: 'MAIN',
      name: 'Main wallet',
      availBalance: main,
    },
    { accountTypeId: 100, accountType: 'EVO', name: 'Evo', availBalance: 5.25 },
  ],
  lockedBalance: 0,
  pendingWithdrawal: 0,
  currency: 'PHP',
  currencySymbol: 'P',
});

function renderGamePage(
  entries: { pathname: string; state?: unknown }[] = [{ pathname: '/game' }],
) {
  const page = (
    <Suspense fallback="loading">
      <BalanceProbe />
      <GamePage />
    </Suspense>
  );
  const router = createMemoryRouter(
    [
      { path: '/game', element: page },
      { path: '/rng', element: <p>Slots lobby</p> },
      { path: '/index', element: <p>Home</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  queryClient = createQueryClient();
  render(
    <SiteFrame client={queryClient}>
      <RouterProvider router={router} />
    </SiteFrame>,
  );
  return router;
}

const post = (data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

beforeEach(() => {
  sessionStorage.clear();
  balanceReads = 0;
  serverBalance = () => balanceReads;
  serveLobby({});
});
afterEach(cleanup);

describe('the /game page (spec §2)', () => {
  it('without a launched game, says to choose one in the lobby', async () => {
    renderGamePage();
    const empty = await screen.findByTestId('game-page-empty');
    expect(empty.textContent).toContain('Choose a game from the lobby');
    expect(screen.getByRole('link', { name: 'Go to the lobby' }).getAttribute('href')).toBe(
      '/index',
    );
  });

  it('shows the stored game full size, with a loader until the frame has loaded', async () => {
    storeLaunch({ url: '/studio/roulette/?token=t', lobby: '/rng?page=STUDIO', name: 'Roulette' });
    renderGamePage();
    const frame = await screen.findByTitle('Roulette');
    expect(frame.getAttribute('src')).toBe('/studio/roulette/?token=t');
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(screen.getByTestId('game-frame-loading')).toBeTruthy();
    fireEvent.load(frame);
    expect(screen.queryByTestId('game-frame-loading')).toBeNull();
  });

  it('goes full screen without the Fullscreen API by pinning the game over the window', async () => {
    // jsdom, like an iPhone's Safari, has no element full screen.
    storeLaunch({ url: '/studio/roulette/?token=t', lobby: '/rng', name: 'Roulette' });
    renderGamePage();
    await screen.findByTitle('Roulette');
    const page = screen.getByTestId('game-page');
    act(() => screen.getByRole('button', { name: 'Full screen' }).click());
    expect(page.classList.contains('game-page-pinned')).toBe(true);
    // Escape leaves it, as it leaves the real full screen; so does the same button.
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(page.classList.contains('game-page-pinned')).toBe(false);
    act(() => screen.getByRole('button', { name: 'Full screen' }).click());
    act(() => screen.getByRole('button', { name: 'Exit full screen' }).click());
    expect(page.classList.contains('game-page-pinned')).toBe(false);
    // One way back: the page's own.
    expect(screen.getAllByRole('button', { name: /Back|Lobby/ })).toHaveLength(1);
  });

  it('asks for the balance again when our own game says it changed, and only then', async () => {
    storeLaunch({ url: '/studio/roulette/?token=t', lobby: '/rng', name: 'Roulette' });
    renderGamePage();
    await screen.findByTitle('Roulette');
    await waitFor(() => expect(balanceReads).toBe(1));

    post({ type: balanceChangedMessage });
    await waitFor(() => expect(balanceReads).toBe(2));
    // Another origin, or another message, changes nothing.
    post({ type: balanceChangedMessage }, 'https://vendor.example');
    post({ type: 'somethingElse' });
    post('croupier.balanceChanged');
    // Each message was handled as it was dispatched; a balance read it started would still be
    // in flight or already counted.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(balanceReads).toBe(2);
  });

  it("shows the round's settled balance the game sends, whatever a balance read answers", async () => {
    storeLaunch({ url: '/studio/classic3x3/?token=t', lobby: '/rng', name: 'Classic Sevens' });
    // Every read answers the figure from before the round: a read that does not see the
    // round yet must not decide what the header shows.
    let release: () => void = () => {};
    serverBalance = () =>
      balanceReads === 1
        ? balanceOf(100, 105.25)
        : new Promise((resolve) => (release = () => resolve(balanceOf(100, 105.25))));
    renderGamePage();
    await screen.findByTitle('Classic Sevens');
    await waitFor(() =>
      expect(queryClient.getQueryData(balanceKey)).toEqual(balanceOf(100, 105.25)),
    );
    // A read is in flight (the header's refresh) when the round settles at P 97.10.
    void queryClient.refetchQueries({ queryKey: balanceKey });
    post({ type: balanceChangedMessage, balance: 97.1 });
    await waitFor(() =>
      expect(queryClient.getQueryData(balanceKey)).toEqual(balanceOf(97.1, 102.35)),
    );
    act(() => release());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(balanceKey)).toEqual(balanceOf(97.1, 102.35));

    // From another origin, nothing is set, whatever it says.
    post({ type: balanceChangedMessage, balance: -1 }, 'https://vendor.example');
    post({ type: balanceChangedMessage, balance: 'lots' }, 'https://vendor.example');
    expect(queryClient.getQueryData(balanceKey)).toEqual(balanceOf(97.1, 102.35));
  });

  it('asks again when a message carries an amount that is not one', async () => {
    storeLaunch({ url: '/studio/classic3x3/?token=t', lobby: '/rng', name: 'Classic Sevens' });
    serverBalance = () => balanceOf(100, 105.25);
    renderGamePage();
    await screen.findByTitle('Classic Sevens');
    await waitFor(() => expect(balanceReads).toBe(1));
    post({ type: balanceChangedMessage, balance: 1.234 });
    await waitFor(() => expect(balanceReads).toBe(2));
    expect(queryClient.getQueryData(balanceKey)).toEqual(balanceOf(100, 105.25));
  });

  it('Back returns to the lobby the game was started from, even after a reload', async () => {
    storeLaunch({ url: '/studio/roulette/?token=t', lobby: '/rng?page=STUDIO', name: 'Roulette' });
    const router = renderGamePage();
    fireEvent.click(await screen.findByRole('button', { name: /Back/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
    expect(router.state.location.search).toBe('?page=STUDIO');
  });

  it('Back steps back in history when the game was opened from a lobby page', async () => {
    storeLaunch({ url: '/studio/roulette/?token=t', lobby: '/rng', name: 'Roulette' });
    const router = renderGamePage([
      { pathname: '/index' },
      { pathname: '/game', state: { fromLobby: true } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /Back/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });
});
