import { paths, type rewards } from '@croupier/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../api/client';
import { Providers } from '../../../app/providers';
import { useSessionStore } from '../../../app/session/store';
import '../../../i18n';
import { cashForPoints } from './conversion';
import english from './i18n/en.json';
import { PointMallPage } from './PointMallPage';

/** What the fake server holds and what it was asked. */
type Server = {
  rules: rewards.PointRules;
  balance: number;
  details: rewards.PointDetail[];
  convert: { status: number; body: unknown } | null;
  asked: string[];
  converts: Record<string, unknown>[];
};
let server: Server;

const programme: NonNullable<rewards.PointRules['programme']> = {
  rates: [
    { category: 'LIVE', type: 'live', rate: 0.7 },
    { category: 'RNG', type: 'rng', rate: 1.2 },
    { category: 'LOTT', type: 'lott', rate: 0 },
  ],
  cashPerHundredPoints: 1,
  minConvertPoints: 100,
  earningDelayMinutes: 17,
};

const earned: rewards.PointDetail = {
  id: '7',
  type: 'rng',
  change: 1_200,
  balanceAfter: 1_270,
  remarks: '2026-11-28 10:00–10:15 UTC',
  cashAmount: null,
  createdAt: '2026-11-28T10:17:00.000Z',
};

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, message: null, value }));

function serve(initial: Partial<Server> = {}) {
  server = {
    rules: { programme },
    balance: 1_270,
    details: [earned],
    convert: null,
    asked: [],
    converts: [],
    ...initial,
  };
  configureApiClient({
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://site.test').pathname;
      server.asked.push(path);
      if (path === paths.rewardsPointRules) return ok(server.rules);
      if (path === paths.rewardsPoints)
        return ok({
          balance: server.balance,
          byType: [
            { type: 'live', points: 70 },
            { type: 'rng', points: 1_200 },
            { type: 'redeem', points: server.balance - 1_270 },
          ],
        });
      if (path === paths.rewardsPointDetails) {
        const list = server.details;
        return ok({ list, pageNo: 1, pageSize: 10, totalCount: list.length, totalPages: 1 });
      }
      if (path === paths.rewardsPointConvert && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { points: number };
        server.converts.push(body);
        if (server.convert)
          return new Response(JSON.stringify(server.convert.body), {
            status: server.convert.status,
          });
        server.balance -= body.points;
        return ok({ points: body.points, cashAmount: body.points / 100, balance: server.balance });
      }
      return new Response(JSON.stringify({ success: false, message: 'not_found', value: null }), {
        status: 404,
      });
    },
    session: { getItem: (key) => (key === 'token' ? useSessionStore.getState().token : null) },
  });
}

function renderPage() {
  render(
    <Providers>
      <MemoryRouter>
        <PointMallPage />
      </MemoryRouter>
    </Providers>,
  );
}

const signedIn = () => useSessionStore.setState({ token: 'member-token', modal: null });

beforeEach(signedIn);
afterEach(cleanup);

describe('the points mall (/pointMall)', () => {
  it('shows the member’s points by type, the details and the rules', async () => {
    serve();
    renderPage();
    expect((await screen.findByTestId('point-balance-value')).textContent).toContain('1,270');
    const balance = screen.getByTestId('point-balance');
    expect(within(balance).getByText('Slots and fishing')).toBeTruthy();
    expect(within(balance).getByText('1,200')).toBeTruthy();
    const table = await screen.findByTestId('point-details-table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'TimeTypePointsBalanceRemarks',
      expect.stringContaining('Slots and fishing+1,2001,2702026-11-28 10:00–10:15 UTC'),
    ]);
    const rules = screen.getByTestId('point-rules');
    // Only the games that earn: lottery at 0 is left out.
    expect(
      within(rules)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['GamePoints', 'Live Casino0.7 per P 1.00', 'Slots1.2 per P 1.00']);
    expect(rules.textContent).toContain(
      '100 points convert to P 1.00; at least 100 points at a time.',
    );
    expect(rules.textContent).toContain('Points never expire.');
  });

  it('says so when there are no points yet', async () => {
    serve({ details: [], balance: 0 });
    renderPage();
    expect((await screen.findByTestId('point-details-empty')).textContent).toContain(
      'No points yet.',
    );
  });

  it('shows a visitor the rules and asks to log in, asking nothing of the member’s', async () => {
    useSessionStore.setState({ token: null, modal: null });
    serve();
    renderPage();
    await screen.findByTestId('point-rules');
    fireEvent.click(within(screen.getByTestId('point-mall-visitor')).getByRole('button'));
    expect(useSessionStore.getState().modal).toBe('login');
    expect(server.asked).toEqual([paths.rewardsPointRules]);
  });

  it('tells that the brand has no points programme', async () => {
    serve({ rules: { programme: null } });
    renderPage();
    expect((await screen.findByTestId('point-mall-closed')).textContent).toContain(
      'This site has no points programme.',
    );
  });

  it('converts points to cash with the payment password, showing what they buy', async () => {
    serve();
    renderPage();
    await screen.findByTestId('point-balance-value');
    fireEvent.change(screen.getByLabelText(/^\*?Points to convert$/), { target: { value: '250' } });
    expect(screen.getByText('You get P 2.50 in your main wallet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^\*?Payment password$/), {
      target: { value: 'pay-4321' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect((await screen.findByTestId('point-convert-done')).textContent).toContain(
      '250 points converted: P 2.50 is in your main wallet.',
    );
    expect(server.converts).toEqual([
      { points: 250, paymentPassword: 'pay-4321', requestId: expect.any(String) },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('point-balance-value').textContent).toContain('1,020'),
    );
  });

  it('checks the points before sending, and shows the server’s refusal', async () => {
    serve({
      convert: {
        status: 400,
        body: { success: false, message: 'payment_password_wrong', value: { attemptsLeft: 4 } },
      },
    });
    renderPage();
    await screen.findByTestId('point-balance-value');
    const points = screen.getByLabelText(/^\*?Points to convert$/);
    fireEvent.change(points, { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('Please convert at least 100 points.')).toBeTruthy();
    fireEvent.change(points, { target: { value: '1271' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('You have 1,270 points.')).toBeTruthy();
    expect(server.converts).toEqual([]);

    fireEvent.change(points, { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText(/^\*?Payment password$/), {
      target: { value: 'wrong-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('Wrong payment password.')).toBeTruthy();
    expect(server.converts).toHaveLength(1);
  });
});

describe('points converted in the browser', () => {
  it('buy what the server pays: rounded down to the cent', () => {
    expect(cashForPoints(250, 1)).toBe(2.5);
    expect(cashForPoints(101, 0.35)).toBe(0.35);
    expect(cashForPoints(1, 0.5)).toBe(0);
  });
});

describe('the points mall’s words', () => {
  type Tree = Record<string, unknown>;
  const keys = (tree: Tree, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      value && typeof value === 'object'
        ? keys(value as Tree, `${prefix}${key}.`)
        : [`${prefix}${key}`],
    );

  const others = import.meta.glob<Tree>(['./i18n/*.json', '!./i18n/en.json'], {
    eager: true,
    import: 'default',
  });

  it('are translated in every language beside English, Vietnamese among them', () => {
    expect(Object.keys(others)).toContain('./i18n/vi.json');
    for (const [file, catalogue] of Object.entries(others)) {
      expect(keys(catalogue).sort(), file).toEqual(keys(english).sort());
    }
  });
});
