import { paths, type rewards } from '@croupier/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../api/client';
import { Providers } from '../../../app/providers';
import { useSessionStore } from '../../../app/session/store';
import '../../../i18n';
import english from './i18n/en.json';
import vietnamese from './i18n/vi.json';
import { RebatePage, ratePercent } from './RebatePage';

/** What the fake server holds: the claimable cashback, what a claim answers, what was paid. */
type Server = {
  summary: rewards.RebateSummary;
  claim: { status: number; body: unknown };
  paid: rewards.RebatePayout[];
  claims: number;
};
let server: Server;

const line = (
  category: rewards.RebateLine['category'],
  validTurnover: number,
  rate: number,
  amount: number,
) => ({ category, validTurnover, rate, amount });

const summary = (overrides: Partial<rewards.RebateSummary> = {}): rewards.RebateSummary => ({
  claimable: true,
  from: '2026-11-25T00:00:00.000Z',
  until: '2026-11-28T10:00:00.000Z',
  level: 1,
  levelName: 'Silver',
  // 1,000.00 of live at 0.50 % and 333.33 of slots at 0.60 %: 5.00 + 1.99.
  categories: [line('LIVE', 1_000, 50, 5), line('RNG', 333.33, 60, 1.99), line('SPORTS', 0, 60, 0)],
  total: 6.99,
  ...overrides,
});

const payout: rewards.RebatePayout = {
  id: '41',
  kind: 'claim',
  from: '2026-11-25T00:00:00.000Z',
  until: '2026-11-28T10:00:00.000Z',
  level: 1,
  amount: 6.99,
  categories: summary().categories,
  createdAt: '2026-11-28T10:01:00.000Z',
};

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, message: null, value }));

function serve(initial: Partial<Server> = {}) {
  server = {
    summary: summary(),
    claim: { status: 200, body: { success: true, message: null, value: payout } },
    paid: [],
    claims: 0,
    ...initial,
  };
  configureApiClient({
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://site.test').pathname;
      if (path === paths.rewardsRebate) return ok(server.summary);
      if (path === paths.rewardsRebateClaims) {
        const list = server.paid;
        return ok({ list, pageNo: 1, pageSize: 10, totalCount: list.length, totalPages: 1 });
      }
      if (path === paths.rewardsRebateClaim && init?.method === 'POST') {
        server.claims += 1;
        if (server.claim.status === 200) {
          // Paid: nothing is claimable until more play settles.
          server.paid = [payout];
          server.summary = summary({
            from: payout.until,
            categories: summary().categories.map((row) => ({
              ...row,
              validTurnover: 0,
              amount: 0,
            })),
            total: 0,
          });
        }
        return new Response(JSON.stringify(server.claim.body), { status: server.claim.status });
      }
      return new Response(JSON.stringify({ success: false, message: 'not_found', value: null }), {
        status: 404,
      });
    },
    session: { getItem: (key) => (key === 'token' ? 'member-token' : null) },
  });
}

function renderPage() {
  render(
    <Providers>
      <MemoryRouter>
        <RebatePage />
      </MemoryRouter>
    </Providers>,
  );
}

const claimButton = () => screen.getByRole('button', { name: 'Claim cashback' });

beforeEach(() => useSessionStore.setState({ token: 'member-token', modal: null }));
afterEach(cleanup);

describe('the cashback page (member centre manualRebate)', () => {
  it('shows what each game type earned since the last claim, and the total', async () => {
    serve();
    renderPage();
    const table = await screen.findByTestId('rebate-categories');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Game typeValid turnoverRateCashback',
      'Live CasinoP 1,000.000.50%P 5.00',
      'SlotsP 333.330.60%P 1.99',
      'SportsP 0.000.60%P 0.00',
    ]);
    expect(screen.getByTestId('rebate-total').textContent).toBe('P 6.99');
    expect(screen.getByText('VIP level: Silver')).toBeTruthy();
    expect(claimButton()).toHaveProperty('disabled', false);
    expect(await screen.findByText('No cashback received yet.')).toBeTruthy();
  });

  it('claims it, says what was paid, and shows it in the history with nothing left to claim', async () => {
    serve();
    renderPage();
    await screen.findByTestId('rebate-categories');
    fireEvent.click(claimButton());
    expect((await screen.findByRole('status')).textContent).toBe(
      'P 6.99 has been added to your main wallet.',
    );
    await waitFor(() => expect(screen.getByTestId('rebate-total').textContent).toBe('P 0.00'));
    expect(claimButton()).toHaveProperty('disabled', true);
    const history = await screen.findByTestId('rebate-history');
    expect(within(history).getAllByRole('row')[1]!.textContent).toContain('Claimed');
    expect(within(history).getAllByRole('row')[1]!.textContent).toContain('P 6.99');
    expect(server.claims).toBe(1);
  });

  it('says why a claim was refused, in the member’s words', async () => {
    serve({
      claim: {
        status: 409,
        body: {
          success: false,
          message: 'rewards_rebate_nothing_claimable',
          value: null,
          errorCode: 'rewards.rebate.nothing.claimable',
        },
      },
    });
    renderPage();
    await screen.findByTestId('rebate-categories');
    fireEvent.click(claimButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is no cashback to claim yet.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers no claim when the brand pays cashback daily by itself', async () => {
    serve({ summary: summary({ claimable: false }) });
    renderPage();
    expect(
      await screen.findByText('Cashback is paid into your main wallet automatically every day.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim cashback' })).toBeNull();
  });
});

describe('the cashback page’s words', () => {
  it('show rates in percent with two decimals', () => {
    expect(ratePercent(45)).toBe('0.45%');
    expect(ratePercent(100)).toBe('1.00%');
  });

  it('are translated into Vietnamese, key for key', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(vietnamese).sort()).toEqual(keys(english).sort());
    expect(JSON.stringify(vietnamese)).not.toContain('Cashback');
  });
});
