import type { consoleReports } from '@croupier/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import '../../i18n';
import { demoMerchant, ok, resetConsole, serveApi } from '../../testing/fake-api';
import { ReportsPage } from './ReportsPage';
import { lastDays } from './range';

const zero = {
  bets: 0,
  stake: '0',
  win: '0',
  ggr: '0',
  deposits: 0,
  depositAmount: '0',
  withdrawals: 0,
  withdrawalAmount: '0',
  registrations: 0,
};

function dailyReport(startDate: string, endDate: string): consoleReports.DailyReport {
  return {
    startDate,
    endDate,
    currency: 'PHP',
    days: [
      {
        date: startDate,
        bets: 2,
        stake: '150000',
        win: '160050',
        ggr: '-10050',
        deposits: 1,
        depositAmount: '15050',
        withdrawals: 0,
        withdrawalAmount: '0',
        registrations: 1,
      },
      { date: endDate, ...zero, bets: 1, stake: '300', ggr: '300', registrations: 2 },
    ],
    totals: {
      bets: 3,
      stake: '150300',
      win: '160050',
      ggr: '-9750',
      deposits: 1,
      depositAmount: '15050',
      withdrawals: 0,
      withdrawalAmount: '0',
      registrations: 3,
    },
  };
}

function gameReport(
  startDate: string,
  endDate: string,
  groupBy: consoleReports.GameReportGrouping,
): consoleReports.GameReport {
  const rows =
    groupBy === 'vendor'
      ? [{ key: 'REPA', name: 'Vendor A', bets: 3, stake: '150300', win: '160050', ggr: '-9750' }]
      : [
          { key: 'LIVE', name: 'LIVE', bets: 1, stake: '100000', win: '40000', ggr: '60000' },
          { key: 'RNG', name: 'RNG', bets: 2, stake: '50300', win: '120050', ggr: '-69750' },
        ];
  return {
    startDate,
    endDate,
    currency: 'PHP',
    groupBy,
    rows,
    totals: { bets: 3, stake: '150300', win: '160050', ggr: '-9750' },
  };
}

function serveReports() {
  return serveApi((call) => {
    const start = call.query.get('startDate') ?? '';
    const end = call.query.get('endDate') ?? '';
    if (call.path === '/bo/merchants') return ok([demoMerchant]);
    if (call.path === '/bo/reports/daily') return ok(dailyReport(start, end));
    if (call.path === '/bo/reports/games') {
      return ok(gameReport(start, end, call.query.get('groupBy') as 'vendor' | 'category'));
    }
    if (call.path === '/bo/reports/daily.csv') {
      return new Response(`date,bets\r\n${start},2\r\n`, {
        status: 200,
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      });
    }
    return undefined;
  });
}

function renderPage(path = '/reports') {
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <ReportsPage />
      </MemoryRouter>
    </Providers>,
  );
}

beforeEach(() => {
  resetConsole();
  consoleSession.start('auditor-token');
  merchantChoice.set('demo');
});
afterEach(() => vi.restoreAllMocks());

describe('the reports', () => {
  it('shows the last 30 days by default: totals, charts and the table per day', async () => {
    const calls = serveReports();
    renderPage();
    const totals = await screen.findByTestId('daily-totals');
    const range = lastDays(30);
    const daily = calls.find((call) => call.path === '/bo/reports/daily')!;
    expect(Object.fromEntries(daily.query)).toEqual(range);
    expect(daily.headers).toMatchObject({ Merchant: 'demo', Authorization: 'auditor-token' });

    expect(within(totals).getByText('P 1,503.00')).toBeTruthy();
    const ggr = within(totals).getByText('-P 97.50');
    expect(ggr.closest('.reports-figure')?.className).toContain('reports-negative');
    expect(within(totals).getByText('1 order')).toBeTruthy();

    const firstDay = screen.getByTestId(`day-${range.startDate}`);
    expect(
      within(firstDay)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'P 1,500.00', 'P 1,600.50', '-P 100.50', '1', 'P 150.50', '0', 'P 0.00', '1']);

    expect(screen.getByRole('img', { name: /GGR per day/ })).toBeTruthy();
    expect(screen.getByTestId('ggr-chart').querySelectorAll('rect.chart-negative')).toHaveLength(1);
    expect(screen.getByTestId('money-chart').querySelectorAll('polyline')).toHaveLength(2);

    const categories = await screen.findByTestId('group-LIVE');
    expect(within(categories).getByText('Live Casino')).toBeTruthy();
    expect(within(screen.getByTestId('group-RNG')).getByText('-P 697.50')).toBeTruthy();
  });

  it('groups bets by vendor when asked', async () => {
    const calls = serveReports();
    renderPage('/reports?from=2026-03-01&to=2026-03-07');
    await screen.findByTestId('group-LIVE');
    fireEvent.click(screen.getByRole('button', { name: 'Vendor' }));
    const row = await screen.findByTestId('group-REPA');
    expect(within(row).getByText('Vendor A')).toBeTruthy();
    const asked = calls.filter((call) => call.path === '/bo/reports/games').at(-1)!;
    expect(Object.fromEntries(asked.query)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-07',
      groupBy: 'vendor',
    });
  });

  it('checks a typed range before asking for it', async () => {
    const calls = serveReports();
    renderPage('/reports?from=2026-03-01&to=2026-03-07');
    await screen.findByTestId('daily-totals');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'The last day must not be before the first.',
    );
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.query.get('startDate') === '2026-03-10')).toBe(false);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path === '/bo/reports/daily' &&
            call.query.get('startDate') === '2026-03-10' &&
            call.query.get('endDate') === '2026-03-12',
        ),
      ).toBe(true),
    );
  });

  it('exports the daily report as the server’s CSV file', async () => {
    const calls = serveReports();
    const created = vi.fn((blob: Blob) => {
      void blob;
      return 'blob:report';
    });
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    renderPage('/reports?from=2026-03-01&to=2026-03-07');
    await screen.findByTestId('daily-totals');

    fireEvent.click(screen.getByTestId('daily-csv'));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toEqual({
      href: 'blob:report',
      download: 'daily-demo-2026-03-01-2026-03-07.csv',
    });
    const csvCall = calls.find((call) => call.path === '/bo/reports/daily.csv')!;
    expect(Object.fromEntries(csvCall.query)).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-07',
    });
    expect(csvCall.headers).toMatchObject({ Authorization: 'auditor-token', Merchant: 'demo' });
    expect(await created.mock.calls[0]![0].text()).toBe('date,bets\r\n2026-03-01,2\r\n');
  });
});
