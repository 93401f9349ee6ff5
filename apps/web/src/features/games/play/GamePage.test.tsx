import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { createQueryClient } from '../../../app/providers';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../../i18n';
import { balanceKey } from '../../../app/wallet/balance';
import { storeLaunch } from '../start/launch-storage';
import { serveLobby, SiteFrame } from '../testing';
import { balanceChangedMessage, GamePage } from './GamePage';

let balanceReads = 0;
let queryClient = createQueryClient();

/** Stands in for the header's balance: counts how often it is asked for. */
function BalanceProbe() {
  useQuery({ queryKey: balanceKey, queryFn: () => ++balanceReads });
  return null;
}

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
