import { paths, type agent } from '@croupier/contract';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../api/client';
import { statusWith } from '../../../api/testing/fixtures';
import { Providers } from '../../../app/providers';
import { useSessionStore } from '../../../app/session/store';
import { SiteContext } from '../../../app/site';
import { changeLanguage } from '../../../i18n';
import { useAgentCatalogue } from '../catalogue';
import { TeamOverviewPage } from './TeamOverviewPage';

const zeros: agent.TeamDay = {
  newRegistrations: 0,
  activeMembers: 0,
  depositCount: 0,
  deposits: 0,
  withdrawalCount: 0,
  withdrawals: 0,
  validTurnover: 0,
  profitLoss: 0,
};

/** Two days of a team of four: nothing yesterday, today deposits, a payout and a net loss. */
const today: agent.TeamDay = {
  newRegistrations: 4,
  activeMembers: 2,
  depositCount: 1,
  deposits: 500,
  withdrawalCount: 1,
  withdrawals: 300,
  validTurnover: 150,
  profitLoss: -30.5,
};

const overviewOf = (range: agent.TeamRange, members = 4): agent.TeamOverview => ({
  range,
  startDate: '2026-11-27',
  endDate: '2026-11-28',
  members,
  totals: today,
  days: [
    { date: '2026-11-27', ...zeros },
    { date: '2026-11-28', ...today },
  ],
});

type Answer = agent.TeamOverview | 'failure';

/** The overview call answering `answer(range)`, recording the ranges asked for. */
function serveOverview(answer: (range: agent.TeamRange) => Answer) {
  const asked: string[] = [];
  configureApiClient({
    fetch: async (input) => {
      const url = new URL(String(input), 'http://site.test');
      if (url.pathname !== paths.agentTeamOverview) {
        return new Response(JSON.stringify({ success: false, message: 'not_found', value: null }), {
          status: 404,
        });
      }
      const range = (url.searchParams.get('range') ?? 'today') as agent.TeamRange;
      asked.push(url.search);
      const value = answer(range);
      if (value === 'failure') {
        return new Response(
          JSON.stringify({ success: false, message: 'error_not_agent', value: null }),
          { status: 403 },
        );
      }
      return new Response(JSON.stringify({ success: true, message: null, value }));
    },
    session: { getItem: (key) => (key === 'token' ? 'agent-token' : null) },
  });
  return asked;
}

function WithCatalogue() {
  useAgentCatalogue();
  return <TeamOverviewPage />;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Providers client={client}>
      <SiteContext.Provider value={statusWith()}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <WithCatalogue />
          </Suspense>
        </MemoryRouter>
      </SiteContext.Provider>
    </Providers>,
  );
}

const figure = (label: string) =>
  within(screen.getByTestId('team-figures')).getByText(label).nextElementSibling?.textContent;

beforeEach(() => useSessionStore.setState({ token: 'agent-token', modal: null }));
afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en'));
});

describe('the team overview page', () => {
  it('shows today’s team figures, the loss with its sign, and a bar per day', async () => {
    const asked = serveOverview((range) => overviewOf(range));
    renderPage();
    await screen.findByTestId('team-figures');
    expect(asked).toEqual(['?range=today']);
    expect(figure('Members')).toBe('4');
    expect(figure('Active members')).toBe('2');
    expect(figure('New registrations')).toBe('4');
    expect(figure('Deposits')).toBe('P 500.00Orders: 1');
    expect(figure('Withdrawals')).toBe('P 300.00Orders: 1');
    expect(figure('Valid turnover')).toBe('P 150.00');
    expect(figure('Team profit and loss')).toBe('−P 30.50');
    expect(screen.getByText('2026-11-27 – 2026-11-28 (UTC)')).toBeTruthy();

    const bars = screen.getAllByTestId('team-chart-bar');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      '2026-11-27: P 0.00',
      '2026-11-28: P 500.00',
    ]);
    // Profit and loss: today's loss hangs below the zero line.
    fireEvent.click(
      within(screen.getByTestId('team-chart')).getByRole('button', {
        name: 'Team profit and loss',
      }),
    );
    const loss = screen.getAllByTestId('team-chart-bar')[1]!;
    expect(loss.textContent).toBe('2026-11-28: −P 30.50');
    expect(loss.getAttribute('class')).toContain('ag-bar-negative');
  });

  it('asks again for the week, the month and chosen days', async () => {
    const asked = serveOverview((range) => overviewOf(range));
    renderPage();
    await screen.findByTestId('team-figures');
    const ranges = within(screen.getByTestId('team-ranges'));
    fireEvent.click(ranges.getByRole('button', { name: 'This week' }));
    await screen.findByRole('button', { name: 'This week', pressed: true });
    fireEvent.click(ranges.getByRole('button', { name: 'This month' }));
    fireEvent.click(ranges.getByRole('button', { name: 'Choose days' }));
    const from = await screen.findByLabelText('From');
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(asked.some((query) => query.includes('startDate=2026-11-01'))).toBe(true),
    );
    expect(asked.slice(0, 3)).toEqual(['?range=today', '?range=week', '?range=month']);
    expect(asked.at(-1)).toMatch(/^\?range=custom&startDate=2026-11-01&endDate=\d{4}-\d\d-\d\d$/);
  });

  it('says so when the team has no members yet', async () => {
    serveOverview((range) => overviewOf(range, 0));
    renderPage();
    expect((await screen.findByTestId('team-empty')).textContent).toContain(
      'Your team has no members yet.',
    );
    expect(screen.queryByTestId('team-chart')).toBeNull();
  });

  it('shows a refusal in the member’s language, with a retry', async () => {
    serveOverview(() => 'failure');
    await act(() => changeLanguage('vi'));
    // The page's Vietnamese words load with it: the first render waits for them.
    await act(async () => renderPage());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Không phải đại lý không thể đăng nhập.');
    expect(within(alert).getByRole('button', { name: 'Thử lại' })).toBeTruthy();
    expect(screen.queryByTestId('team-figures')).toBeNull();
  });
});
