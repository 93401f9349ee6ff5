import { paths, type rewards } from '@croupier/contract';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../api/client';
import { noAnnouncements, statusWith } from '../../../api/testing/fixtures';
import { Providers } from '../../../app/providers';
import { routes } from '../../../app/routes';
import { useSessionStore } from '../../../app/session/store';
import { SiteContext } from '../../../app/site';
import { changeLanguage } from '../../../i18n';
import { VipPage } from './VipPage';

/** A level of the ladder with no benefit set, changed by `fields`. */
function levelOf(level: number, name: string, fields: Partial<rewards.VipLevel> = {}) {
  return {
    level,
    name,
    upgradeDeposits: 0,
    upgradeTurnover: 0,
    retainDeposits: 0,
    retainTurnover: 0,
    benefits: { rebateRates: {}, dailyWithdrawalLimit: null, upgradeBonus: 0, birthdayBonus: 0 },
    ...fields,
  } satisfies rewards.VipLevel;
}

const benefitsOf = (benefits: Partial<rewards.VipBenefits>): rewards.VipBenefits => ({
  rebateRates: {},
  dailyWithdrawalLimit: null,
  upgradeBonus: 0,
  birthdayBonus: 0,
  ...benefits,
});

const ladder: rewards.VipLevel[] = [
  levelOf(0, 'Bronze'),
  levelOf(1, 'Silver', {
    upgradeDeposits: 5_000,
    upgradeTurnover: 50_000,
    retainDeposits: 2_000,
    retainTurnover: 20_000,
    benefits: benefitsOf({ upgradeBonus: 88 }),
  }),
  levelOf(2, 'Gold', {
    upgradeDeposits: 20_000,
    upgradeTurnover: 200_000,
    retainDeposits: 8_000,
    retainTurnover: 80_000,
    benefits: benefitsOf({
      upgradeBonus: 388,
      rebateRates: { LIVE: 80, RNG: 0 },
      dailyWithdrawalLimit: 100_000,
      birthdayBonus: 500.5,
    }),
  }),
];

const period = { from: '2026-11-01T00:00:00.000Z', until: '2026-12-01T00:00:00.000Z' };

/** A Silver member this month: part of the way to Gold, and short of keeping Silver. */
const silverMember: rewards.VipProgress = {
  level: 1,
  name: 'Silver',
  period,
  deposits: 1_500.5,
  validTurnover: 150_000,
  turnoverByCategory: [
    { category: 'LIVE', validTurnover: 100_000 },
    { category: 'RNG', validTurnover: 50_000 },
  ],
  next: { level: 2, name: 'Gold', depositsMissing: 18_499.5, turnoverMissing: 50_000 },
  retention: { depositsMissing: 499.5, turnoverMissing: 0 },
};

type Answer = rewards.VipOverview | 'failure';

/** The server's VIP call answering `answers` in turn (the last one again), recording tokens. */
function serveVip(...answers: Answer[]) {
  const asked: (string | null)[] = [];
  configureApiClient({
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://site.test').pathname;
      if (path !== paths.rewardsVip) return siteAnswer(path);
      asked.push(new Headers(init?.headers).get('Authorization'));
      const answer = answers[Math.min(asked.length, answers.length) - 1]!;
      if (answer === 'failure') {
        return new Response(
          JSON.stringify({ success: false, message: 'system_error', value: null }),
          { status: 500 },
        );
      }
      return new Response(JSON.stringify({ success: true, message: null, value: answer }));
    },
    session: { getItem: (key) => (key === 'token' ? useSessionStore.getState().token : null) },
  });
  return asked;
}

/** What the site's frame asks besides the page: the status, empty menus and announcements. */
function siteAnswer(path: string): Response {
  const values: Record<string, unknown> = {
    [paths.systemStatus]: statusWith(),
    [paths.gameMenus]: [],
    [paths.announcements]: noAnnouncements,
    [paths.memberInfo]: {
      id: 7,
      account: 'player1',
      nickname: null,
      type: 0,
      clubLabel: { labelName: 'Silver', rankLevel: 1 },
      regDate: '2026-11-01T00:00:00.000Z',
      mobile: '917****001',
      email: null,
      passwordChangeRequired: false,
    },
  };
  if (path in values) {
    return new Response(JSON.stringify({ success: true, message: null, value: values[path] }));
  }
  return new Response(JSON.stringify({ success: false, message: 'not_found', value: null }), {
    status: 404,
  });
}

function renderPage() {
  // No retries: a failed answer shows at once rather than after the client's back-off.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Providers client={client}>
      <SiteContext.Provider value={statusWith()}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <VipPage />
          </Suspense>
        </MemoryRouter>
      </SiteContext.Provider>
    </Providers>,
  );
}

const row = (level: number) => screen.getByTestId(`vip-level-${level}`);

beforeEach(() => useSessionStore.setState({ token: null, modal: null }));
afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en'));
});

describe('the VIP page (/vip)', () => {
  it('shows a visitor the ladder with only the benefits each level gives, and asks them to sign in', async () => {
    const asked = serveVip({ levels: ladder, member: null });
    renderPage();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Level', 'To reach (in a month)', 'To keep (each month)', 'Benefits']);

    expect(within(row(0)).getByText('Where every member starts')).toBeTruthy();
    expect(within(row(0)).getByText('No extra benefits')).toBeTruthy();

    const silver = within(row(1));
    expect(silver.getByText('P 5,000.00')).toBeTruthy();
    expect(silver.getByText('P 50,000.00')).toBeTruthy();
    expect(silver.getByText('P 20,000.00')).toBeTruthy();
    expect(row(1).querySelectorAll('.vip-benefits li')).toHaveLength(1);
    expect(silver.getByText('Upgrade bonus').parentElement?.textContent).toBe(
      'Upgrade bonus P 88.00',
    );

    // A rate of zero is no rebate: Gold promises live casino's alone.
    const gold = [...row(2).querySelectorAll('.vip-benefits li')].map((item) => item.textContent);
    expect(gold).toEqual([
      'Upgrade bonus P 388.00',
      'Rebate on Live Casino 0.80%',
      'Withdrawals up to P 100,000.00 a day',
      'Birthday bonus P 500.50',
    ]);
    expect(screen.queryByText(/Rebate on Slots/)).toBeNull();

    expect(screen.queryByTestId('vip-member')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(
      within(screen.getByTestId('vip-guest')).getByRole('button', { name: 'Log in' }),
    );
    expect(useSessionStore.getState().modal).toBe('login');
    expect(asked).toEqual([null]);
  });

  it('shows a member their level, this month’s progress towards the next and what keeping theirs asks', async () => {
    useSessionStore.setState({ token: 'member-token' });
    const asked = serveVip({ levels: ladder, member: silverMember });
    renderPage();
    const member = await screen.findByTestId('vip-member');
    expect(within(member).getByRole('heading', { level: 2 }).textContent).toBe('Silver');
    expect(within(member).getByText('This month: 1 Nov – 30 Nov 2026 (UTC)')).toBeTruthy();
    expect(within(member).getByRole('heading', { name: 'Towards Gold' })).toBeTruthy();

    const deposits = within(screen.getByTestId('vip-progress-deposits'));
    const depositBar = deposits.getByRole('progressbar', { name: 'Deposits' });
    expect(depositBar.getAttribute('aria-valuenow')).toBe('7');
    expect(depositBar.getAttribute('aria-valuetext')).toBe('P 1,500.50 of P 20,000.00');
    expect(deposits.getByText('P 18,499.50 to go')).toBeTruthy();
    const turnoverBar = screen.getByRole('progressbar', { name: 'Valid turnover' });
    expect(turnoverBar.getAttribute('aria-valuenow')).toBe('75');
    expect(
      within(screen.getByTestId('vip-progress-turnover')).getByText('P 50,000.00 to go'),
    ).toBeTruthy();

    const keep = within(screen.getByTestId('vip-keep'));
    expect(keep.getByRole('heading', { name: 'Keeping Silver' })).toBeTruthy();
    expect(keep.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'P 499.50 more in deposits',
    ]);

    expect(row(1).getAttribute('aria-current')).toBe('true');
    expect(within(row(1)).getByText('Your level')).toBeTruthy();
    expect(row(2).getAttribute('aria-current')).toBeNull();
    expect(screen.queryByTestId('vip-guest')).toBeNull();
    expect(asked).toEqual(['member-token']);
  });

  it('says when the month already reaches the next level, and at the top that there is none', async () => {
    useSessionStore.setState({ token: 'member-token' });
    serveVip({
      levels: ladder,
      member: {
        ...silverMember,
        deposits: 25_000,
        validTurnover: 200_000,
        next: { level: 2, name: 'Gold', depositsMissing: 0, turnoverMissing: 0 },
        retention: { depositsMissing: 0, turnoverMissing: 0 },
      },
    });
    renderPage();
    expect(
      await screen.findByText(
        'You have reached what Gold asks. Your level goes up at the next review, within a few minutes.',
      ),
    ).toBeTruthy();
    for (const bar of screen.getAllByRole('progressbar')) {
      expect(bar.getAttribute('aria-valuenow')).toBe('100');
    }
    expect(screen.getAllByText('Reached')).toHaveLength(2);
    expect(
      within(screen.getByTestId('vip-keep')).getByText(
        'You have already done what keeping your level asks this month.',
      ),
    ).toBeTruthy();

    cleanup();
    serveVip({
      levels: ladder,
      member: { ...silverMember, level: 2, name: 'Gold', next: null },
    });
    renderPage();
    expect((await screen.findByTestId('vip-top')).textContent).toContain('top level');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says when the levels could not be loaded, and loads them again on request', async () => {
    serveVip('failure', { levels: ladder, member: null });
    renderPage();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('The VIP levels could not be loaded.');
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the brand has no levels', async () => {
    serveVip({ levels: [], member: null });
    renderPage();
    expect((await screen.findByTestId('vip-empty')).textContent).toBe(
      'This site has no VIP levels yet.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks Vietnamese when the visitor chose it', async () => {
    serveVip({ levels: ladder, member: null });
    await act(() => changeLanguage('vi'));
    // The page's Vietnamese words load with it: the first render waits for them.
    await act(async () => renderPage());
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP' })).toBeTruthy();
    expect(await screen.findByText('Hạng khởi đầu của mọi thành viên')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Đăng nhập' })).toBeTruthy();
  });
});

describe('the way to /vip', () => {
  it('is a route of the site', async () => {
    serveVip({ levels: ladder, member: null });
    const router = createMemoryRouter(routes, { initialEntries: ['/vip'] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByTestId('vip-page')).toBeTruthy();
    expect(await screen.findByTestId('vip-levels')).toBeTruthy();
  }, 15_000);

  it('is where a member’s rank label in the nav leads', async () => {
    useSessionStore.setState({ token: 'member-token' });
    serveVip({ levels: ladder, member: silverMember });
    const router = createMemoryRouter(routes, { initialEntries: ['/index'] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    const label = await screen.findByRole('link', { name: /VIP rank:\s*Silver/ });
    fireEvent.click(label);
    expect(await screen.findByTestId('vip-member')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/vip');
  }, 15_000);
});
