import type { consoleAccess, consoleLottery } from '@croupier/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import { StaffProvider } from '../../app/staff';
import '../../i18n';
import {
  demoMerchant,
  failure,
  ok,
  resetConsole,
  serveApi,
  type Call,
} from '../../testing/fake-api';
import { LotteryPage } from './LotteryPage';
import { betType, consoleDraw, lotteryGame } from './lottery-testing';

function renderPage(role: consoleAccess.StaffRole, path = '/lottery') {
  render(
    <Providers>
      <StaffProvider
        staff={{ staffId: 1, username: `${role}-1`, role, expiresAt: '2030-01-01T00:00:00Z' }}
      >
        <MemoryRouter initialEntries={[path]}>
          <LotteryPage />
        </MemoryRouter>
      </StaffProvider>
    </Providers>,
  );
}

/** The server of the section: its games, and `route` for the rest of a test's calls. */
function serveLottery(
  games: consoleLottery.ConsoleLotteryGame[],
  route: (call: Call) => Response | undefined = () => undefined,
) {
  return serveApi((call) => {
    if (call.path === '/bo/merchants') return ok([demoMerchant]);
    if (call.path === '/bo/lottery/games' && call.method === 'GET') return ok(games);
    return route(call);
  });
}

const dice = () =>
  lotteryGame('k3-3m', {
    name: 'K3 Dice',
    betTypes: [
      betType('side'),
      betType('sum', {
        odds: [
          { prize: '4', odds: '60', defaultOdds: '70' },
          { prize: '9', odds: '8.4', defaultOdds: '8.4' },
        ],
        rtp: '85.71%',
        numberCap: 500,
        closed: ['4'],
        halfPay: ['9', '10'],
      }),
    ],
  });

beforeEach(() => {
  resetConsole();
  consoleSession.start('admin-token');
  merchantChoice.set('demo');
});

describe('the games', () => {
  it('lists the games and the chosen game’s bet types with odds, RTP and limits', async () => {
    serveLottery([dice(), lotteryGame('ssc-1m', { name: 'SSC', drawIntervalSeconds: 60 })]);
    renderPage('admin');

    const row = await screen.findByTestId('lottery-game-k3-3m');
    expect(within(row).getByText('Every 3 min')).toBeTruthy();
    expect(within(row).getByText('30 seconds')).toBeTruthy();
    expect(within(row).getByText('P 1.00 a point, P 1.00 – P 10,000.00 a line')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bet types of K3 Dice' })).toBeTruthy();
    const sum = screen.getByTestId('bet-type-sum');
    expect(within(sum).getByText('85.71%')).toBeTruthy();
    expect(within(sum).getByText('(default 70)')).toBeTruthy();
    expect(within(sum).getByText('P 500.00')).toBeTruthy();
    expect(within(sum).getByText('9 10')).toBeTruthy();

    fireEvent.click(
      within(screen.getByTestId('lottery-game-ssc-1m')).getByRole('button', {
        name: 'Bet types of SSC',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Bet types of SSC' })).toBeTruthy();
  });

  it('shows an auditor the games without any control, and no report for support', async () => {
    const calls = serveLottery([dice()]);
    renderPage('auditor');
    await screen.findByTestId('lottery-game-k3-3m');
    expect(screen.getByText('Your role can look at the lottery but not change it.')).toBeTruthy();
    expect(within(screen.getByTestId('bet-type-sum')).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Report' })).toBeTruthy();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('hides the report from roles that do not read reports', async () => {
    serveLottery([dice()]);
    renderPage('support');
    await screen.findByTestId('lottery-game-k3-3m');
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('edits a game’s settings, checking the close and sending only what changed', async () => {
    const calls = serveLottery([dice()], (call) =>
      call.method === 'PATCH' ? ok({ ...dice(), enabled: false }) : undefined,
    );
    renderPage('owner');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit K3 Dice' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit K3 Dice' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Nothing was changed.');

    const close = within(dialog).getByLabelText('Betting closes (seconds before each draw)');
    fireEvent.change(close, { target: { value: '180' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a whole number of seconds from 0 to 179.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(close, { target: { value: '20' } });
    fireEvent.change(within(dialog).getByLabelText('Maximum payout per ticket'), {
      target: { value: '500,000' },
    });
    fireEvent.click(within(dialog).getByLabelText('Players can bet on it'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('K3 Dice saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/bo/lottery/games/k3-3m',
      body: { closeSecondsBefore: 20, maxPayoutPerTicket: '500000.00', enabled: false },
      headers: { Merchant: 'demo', Authorization: 'admin-token' },
    });
  });
});

describe('the odds', () => {
  it('shows the RTP of the odds as they are typed, and will not save 100 % or more', async () => {
    const calls = serveLottery([dice()], (call) => {
      if (call.path === '/bo/lottery/games/k3-3m/rtp') {
        const odds = (call.body as { odds: Record<string, string> }).odds;
        const generous = Number(odds.big) > 2;
        return ok({ betType: 'side', rtp: generous ? '102.08%' : '96.25%', acceptable: !generous });
      }
      if (call.method === 'PATCH') {
        return failure(400, 'lottery_rtp_too_high', 'lottery.odds.rtp');
      }
      return undefined;
    });
    renderPage('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the odds of side' }));
    const dialog = screen.getByRole('dialog', { name: 'Odds of side (K3 Dice)' });
    expect(await within(dialog).findByText('Return to player at these odds: 96.25%')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Odds of big'), { target: { value: '0.9' } });
    expect(within(dialog).getByText('Odds may not be below 1.')).toBeTruthy();
    expect(within(dialog).getByText('Correct the odds to see the return to player.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Odds of big'), { target: { value: '2.1' } });
    expect(await within(dialog).findByText('Return to player at these odds: 102.08%')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText(
        'At these odds side would return 100 % or more: they cannot be saved.',
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    const previews = calls.filter((call) => call.path.endsWith('/rtp'));
    expect(previews.at(-1)!.body).toEqual({
      betType: 'side',
      odds: { big: '2.1', small: '1.98', odd: '1.98', even: '1.98' },
    });
  });

  it('saves odds for the one bet type, and names it when the server refuses them', async () => {
    let refuse = true;
    const calls = serveLottery([dice()], (call) => {
      if (call.path.endsWith('/rtp'))
        return ok({ betType: 'side', rtp: '92.36%', acceptable: true });
      if (call.method === 'PATCH') {
        if (!refuse) return ok(dice());
        refuse = false;
        return new Response(
          JSON.stringify({
            success: false,
            message: 'lottery_rtp_too_high',
            errorCode: 'lottery.odds.rtp',
            value: {
              betType: 'side',
              rtp: '100.10%',
              fields: { 'body.odds.side': 'lottery_rtp_too_high' },
            },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        );
      }
      return undefined;
    });
    renderPage('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the odds of side' }));
    const dialog = screen.getByRole('dialog', { name: 'Odds of side (K3 Dice)' });
    for (const prize of ['big', 'small', 'odd']) {
      fireEvent.change(within(dialog).getByLabelText(`Odds of ${prize}`), {
        target: { value: '1.9' },
      });
    }
    await within(dialog).findByText('Return to player at these odds: 92.36%');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'The odds of side would return 100.10% to players: odds must return less than 100 %.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The odds of side (K3 Dice) were saved.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)!.body).toEqual({
      odds: { side: { big: '1.9', small: '1.9', odd: '1.9', even: '1.98' } },
    });
  });
});

describe('the limits of a bet type', () => {
  it('sends the limits and pick lists, and says which pick the server refused', async () => {
    let refuse = true;
    const calls = serveLottery([dice()], (call) => {
      if (call.method !== 'PUT') return undefined;
      if (!refuse) return ok(dice());
      refuse = false;
      return new Response(
        JSON.stringify({
          success: false,
          message: 'lottery_pick_invalid',
          errorCode: 'lottery.pick.invalid',
          value: {
            betType: 'sum',
            pick: '19',
            fields: { 'body.halfPay.2': 'lottery_pick_invalid' },
          },
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      );
    });
    renderPage('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the limits of sum' }));
    const dialog = screen.getByRole('dialog', { name: 'Limits of sum (K3 Dice)' });
    expect((within(dialog).getByLabelText('Cap per pick and draw') as HTMLInputElement).value).toBe(
      '500.00',
    );
    fireEvent.change(within(dialog).getByLabelText('Largest stake per line'), {
      target: { value: '50' },
    });
    fireEvent.change(within(dialog).getByLabelText('Cap per pick and draw'), {
      target: { value: '' },
    });
    fireEvent.change(
      within(dialog).getByLabelText('Half pay: a line on one is paid at half the odds'),
      { target: { value: '9, 10 19' } },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('19 is not a pick of sum.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/bo/lottery/games/k3-3m/bet-types/sum/risk',
      body: {
        minStake: null,
        maxStake: '50.00',
        numberCap: null,
        closed: ['4'],
        halfPay: ['9', '10', '19'],
      },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The limits of sum (K3 Dice) were saved.')).toBeTruthy();
  });
});

describe('the draws', () => {
  it('lists a game’s draws by status and cancels one with a reason', async () => {
    const draws = [
      consoleDraw('20260301-0181', { tickets: 3, stake: '1500' }),
      consoleDraw('20260301-0180', {
        status: 'settled',
        tickets: 2,
        stake: '700',
        payout: '1386',
        numbers: [2, 3, 5],
      }),
    ];
    const calls = serveLottery([dice()], (call) => {
      if (call.path === '/bo/lottery/games/k3-3m/draws') {
        const status = call.query.get('status');
        const list = draws.filter((draw) => !status || draw.status === status);
        return ok({ list, pageNo: 1, pageSize: 20, totalCount: list.length, totalPages: 1 });
      }
      if (call.path.endsWith('/cancel')) {
        draws[0] = { ...draws[0]!, status: 'cancelled' };
        return ok(draws[0]);
      }
      return undefined;
    });
    renderPage('admin', '/lottery?view=draws');

    const settled = await screen.findByTestId('draw-20260301-0180');
    expect(within(settled).getByText('2 3 5')).toBeTruthy();
    expect(within(settled).getByText('P 13.86')).toBeTruthy();
    expect(within(settled).queryByRole('button', { name: /Cancel/ })).toBeNull();

    const open = screen.getByTestId('draw-20260301-0181');
    fireEvent.click(within(open).getByRole('button', { name: 'Cancel draw 20260301-0181' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel draw 20260301-0181?' });
    expect(within(dialog).getByText(/Its 3 tickets \(P 15.00 in all\) are refunded/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the draw' }));
    expect(within(dialog).getByText('A reason is required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'Feed outage' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the draw' }));
    expect(
      await screen.findByText('Draw 20260301-0181 was cancelled; its tickets are being refunded.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/bo/lottery/games/k3-3m/draws/20260301-0181/cancel',
      body: { reason: 'Feed outage' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Settled' }));
    await waitFor(() => expect(screen.queryByTestId('draw-20260301-0181')).toBeNull());
    expect(calls.some((call) => call.query.get('status') === 'settled')).toBe(true);
  });

  it('shows an open draw’s exposure riskiest first, asks it again, and closes picks of the draw', async () => {
    let asked = 0;
    const exposure = (closed: string[]): consoleLottery.DrawExposure => ({
      gameCode: 'k3-3m',
      draw: consoleDraw('20260301-0181', { tickets: 4, stake: '2300' }),
      betTypes: [
        {
          betType: 'sum',
          numberCap: '50000',
          picks: [
            {
              pick: '9',
              tickets: 3,
              stake: '1100',
              payout: '9240',
              rule: closed.includes('9') ? 'closed' : null,
            },
            { pick: '10', tickets: 1, stake: '500', payout: '3900', rule: 'halfPay' },
          ],
          pickCount: 2,
          closed,
          halfPay: [],
        },
        { betType: 'side', numberCap: null, picks: [], pickCount: 0, closed: [], halfPay: [] },
      ],
    });
    const calls = serveLottery([dice()], (call) => {
      if (call.path.endsWith('/exposure')) {
        asked += 1;
        return ok(exposure([]));
      }
      if (call.path.endsWith('/rules'))
        return ok(exposure((call.body as { closed: string[] }).closed));
      return undefined;
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPage('admin', '/lottery?view=draws&game=k3-3m&draw=20260301-0181');
      const nine = await screen.findByTestId('pick-sum-9');
      expect(within(nine).getByText('P 92.40')).toBeTruthy();
      expect(
        screen.getAllByTestId(/^pick-sum-/).map((row) => row.getAttribute('data-testid')),
      ).toEqual(['pick-sum-9', 'pick-sum-10']);
      expect(within(screen.getByTestId('pick-sum-10')).getByText('Half pay')).toBeTruthy();
      expect(within(screen.getByTestId('exposure-sum')).getByText('P 500.00')).toBeTruthy();

      const before = asked;
      await vi.advanceTimersByTimeAsync(5_500);
      await waitFor(() => expect(asked).toBeGreaterThan(before));
    } finally {
      vi.useRealTimers();
    }

    fireEvent.click(
      within(screen.getByTestId('exposure-sum')).getByRole('button', {
        name: 'Closed and half-pay picks of sum in this draw',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Picks of sum in draw 20260301-0181' });
    fireEvent.change(within(dialog).getByLabelText('Closed: no ticket may stand on them'), {
      target: { value: '9' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The picks of sum in draw 20260301-0181 were saved.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/bo/lottery/games/k3-3m/draws/20260301-0181/bet-types/sum/rules',
      body: { closed: ['9'], halfPay: [] },
    });
  });
});

describe('the report', () => {
  it('shows each game and bet type with the totals, and exports the server’s CSV', async () => {
    const report: consoleLottery.LotteryReport = {
      startDate: '2026-03-01',
      endDate: '2026-03-07',
      currency: 'PHP',
      games: [
        {
          gameCode: 'k3-3m',
          name: 'K3 Dice',
          tickets: 3,
          players: 2,
          turnover: '1900',
          payout: '9192',
          ggr: '-7292',
          betTypes: [
            {
              betType: 'sum',
              tickets: 1,
              players: 1,
              turnover: '1000',
              payout: '8400',
              ggr: '-7400',
            },
            { betType: 'side', tickets: 2, players: 2, turnover: '900', payout: '792', ggr: '108' },
          ],
        },
      ],
      totals: { tickets: 3, players: 2, turnover: '1900', payout: '9192', ggr: '-7292' },
    };
    const calls = serveLottery([dice()], (call) => {
      if (call.path === '/bo/lottery/report') return ok(report);
      if (call.path === '/bo/lottery/report.csv') {
        return new Response('game,name\r\n', {
          status: 200,
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        });
      }
      return undefined;
    });
    URL.createObjectURL = vi.fn(() => 'blob:lottery');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderPage('finance', '/lottery?view=report&from=2026-03-01&to=2026-03-07');

    const game = await screen.findByTestId('report-k3-3m');
    expect(within(game).getByText('-P 72.92')).toBeTruthy();
    expect(within(screen.getByTestId('report-k3-3m-side')).getByText('P 7.92')).toBeTruthy();
    const total = screen.getByRole('row', { name: /Total/ });
    expect(within(total).getByText('P 19.00')).toBeTruthy();
    expect(calls.find((call) => call.path === '/bo/lottery/report')!.query.toString()).toBe(
      'startDate=2026-03-01&endDate=2026-03-07',
    );

    fireEvent.click(screen.getByTestId('lottery-csv'));
    await waitFor(() => expect(clicked).toEqual(['lottery-demo-2026-03-01-2026-03-07.csv']));
    expect(
      Object.fromEntries(calls.find((call) => call.path === '/bo/lottery/report.csv')!.query),
    ).toEqual({ startDate: '2026-03-01', endDate: '2026-03-07' });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(
      screen.getByText('Enter two dates, the second not before the first, at most a year apart.'),
    ).toBeTruthy();
  });
});
