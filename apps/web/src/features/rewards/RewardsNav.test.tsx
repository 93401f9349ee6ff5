import { paths } from '@croupier/contract';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../api/client';
import { Providers } from '../../app/providers';
import '../../i18n';
import { useSessionStore } from '../../app/session/store';
import { useAvailablePromotions } from './api';
import { RewardsNavEntry } from './slots';

/** What the fake server was asked for the badge, with the token each call carried. */
let asked: { path: string; authorization: string | null }[] = [];

function serve(availablePromoCount: number) {
  asked = [];
  configureApiClient({
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://site.test').pathname;
      const headers = new Headers(init?.headers);
      asked.push({ path, authorization: headers.get('Authorization') });
      if (path !== paths.availablePromotions)
        return new Response(JSON.stringify({ success: false, message: 'not_found', value: null }), {
          status: 404,
        });
      const value = { availablePromo: true, availablePromoCount };
      return new Response(JSON.stringify({ success: true, message: null, value }));
    },
    session: { getItem: (key) => (key === 'token' ? useSessionStore.getState().token : null) },
  });
}

function renderEntry() {
  render(
    <Providers>
      <MemoryRouter>
        <ul>
          <RewardsNavEntry />
        </ul>
        {useSessionStore.getState().token && <AnswerProbe />}
      </MemoryRouter>
    </Providers>,
  );
}

/** Renders once the count has been answered: the badge reads the same query. */
function AnswerProbe() {
  return useAvailablePromotions().isFetched ? <output data-testid="count-answered" /> : null;
}

const rewards = () => screen.getByTestId('nav-rewards');

beforeEach(() => useSessionStore.setState({ token: null, modal: null }));
afterEach(cleanup);

describe('the header’s Rewards entry (spec §2 "Header")', () => {
  it('leads a guest to the promotions without a badge, and asks nothing', async () => {
    serve(3);
    renderEntry();
    expect(screen.getByRole('link', { name: 'Rewards' }).getAttribute('href')).toBe('/promotions');
    // Give a lazily loaded badge every chance to appear before concluding it does not: its
    // code is loaded and everything React had pending has run.
    await act(async () => {
      await import('./AvailablePromotionsBadge');
    });
    expect(screen.queryByTestId('rewards-badge')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('shows a signed-in member the count of available promotions, in words for screen readers', async () => {
    useSessionStore.setState({ token: 'member-token' });
    serve(3);
    renderEntry();
    expect((await screen.findByTestId('rewards-badge')).textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Rewards Promotions available: 3' })).toBe(rewards());
    expect(screen.getByTestId('rewards-badge').getAttribute('aria-hidden')).toBe('true');
    expect(asked).toEqual([{ path: paths.availablePromotions, authorization: 'member-token' }]);
  });

  it('shows no badge when no promotion is available', async () => {
    useSessionStore.setState({ token: 'member-token' });
    serve(0);
    renderEntry();
    await waitFor(() => expect(asked).toHaveLength(1));
    await act(async () => {
      await import('./AvailablePromotionsBadge');
    });
    await screen.findByTestId('count-answered');
    expect(screen.queryByTestId('rewards-badge')).toBeNull();
    expect(screen.getByRole('link', { name: 'Rewards' })).toBe(rewards());
  });

  it('keeps the pill short for a large count', async () => {
    useSessionStore.setState({ token: 'member-token' });
    serve(120);
    renderEntry();
    expect((await screen.findByTestId('rewards-badge')).textContent).toBe('99+');
    expect(screen.getByRole('link', { name: 'Rewards Promotions available: 120' })).toBe(rewards());
  });
});
