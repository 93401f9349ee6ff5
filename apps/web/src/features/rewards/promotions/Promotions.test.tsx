import { paths, type rewards } from '@croupier/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../api/client';
import { Providers } from '../../../app/providers';
import { useSessionStore } from '../../../app/session/store';
import '../../../i18n';
import { BonusWagering } from './BonusWagering';
import { PromotionTake } from './PromotionTake';

/** What the fake server holds: the offer, what a join answers, the bonuses paid. */
type Server = {
  offer: rewards.PromotionOffer;
  join: { status: number; body: unknown };
  bonuses: rewards.BonusDetail[] | null;
  joins: unknown[];
};
let server: Server;

const welcome = (overrides: Partial<rewards.PromotionOffer> = {}): rewards.PromotionOffer => ({
  id: 7,
  announcementCode: 'demo-promo-welcome-bonus',
  kind: 'first_deposit_match',
  matchBasisPoints: 10_000,
  maxBonus: 1_000,
  minDeposit: 50,
  wageringMultiple: 10,
  newMembersOnly: true,
  vipLevels: null,
  startAt: '2026-11-01T00:00:00.000Z',
  endAt: null,
  status: 'join',
  closedReason: null,
  ...overrides,
});

const bonus: rewards.BonusDetail = {
  promotionId: 7,
  announcementCode: 'demo-promo-welcome-bonus',
  title: 'DEMO · 100% welcome bonus in play money',
  kind: 'first_deposit_match',
  status: 'issued',
  depositOrderNo: 'D20261128-0000000001',
  deposit: 500,
  bonus: 500,
  wageringMultiple: 10,
  required: 5_000,
  done: 3_000,
  remaining: 2_000,
  issuedAt: '2026-11-28T10:00:00.000Z',
  completedAt: null,
};

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, message: null, value }));

function serve(initial: Partial<Server> = {}) {
  server = {
    offer: welcome(),
    join: {
      status: 200,
      body: { success: true, message: null, value: welcome({ status: 'signed' }) },
    },
    bonuses: [],
    joins: [],
    ...initial,
  };
  configureApiClient({
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://site.test').pathname;
      if (path === paths.rewardsPromotions) return ok([server.offer]);
      if (path === '/wps/rewards/promotions/7/join' && init?.method === 'POST') {
        server.joins.push(JSON.parse(String(init.body)));
        if (server.join.status === 200) server.offer = welcome({ status: 'signed' });
        return new Response(JSON.stringify(server.join.body), { status: server.join.status });
      }
      if (path === paths.rewardsBonusDetails && server.bonuses) return ok(server.bonuses);
      return new Response(
        JSON.stringify({ success: false, message: 'system_error', value: null }),
        {
          status: 500,
        },
      );
    },
    session: { getItem: (key) => (key === 'token' ? 'member-token' : null) },
  });
}

function renderWithin(node: ReactNode) {
  render(
    <Providers>
      <MemoryRouter>{node}</MemoryRouter>
    </Providers>,
  );
}

beforeEach(() => useSessionStore.setState({ token: 'member-token', modal: null }));
afterEach(cleanup);

describe('taking a promotion (the promotion detail)', () => {
  it('shows the rule’s terms and joins with a comment, then shows the member as joined', async () => {
    serve();
    renderWithin(<PromotionTake code="demo-promo-welcome-bonus" />);
    const block = await screen.findByTestId('promotion-take');
    expect(within(block).getByText('100% of your deposit, up to P 1,000.00')).toBeTruthy();
    expect(within(block).getByText('Deposits from P 50.00')).toBeTruthy();
    expect(within(block).getByText('Turnover 10× the bonus before withdrawal')).toBeTruthy();
    expect(screen.getByTestId('promotion-status').textContent).toBe('Open to join');

    fireEvent.change(screen.getByLabelText('Comment (optional, up to 140 characters)'), {
      target: { value: 'Found it on the home page' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(screen.getByTestId('promotion-status').textContent).toBe(
        'Joined: your bonus comes with your qualifying deposit',
      ),
    );
    expect(server.joins).toEqual([{ comment: 'Found it on the home page' }]);
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('says why a promotion is closed to the member, with no button', async () => {
    serve({ offer: welcome({ status: 'closed', closedReason: 'not_new_member' }) });
    renderWithin(<PromotionTake code="demo-promo-welcome-bonus" />);
    expect((await screen.findByTestId('promotion-status')).textContent).toBe('Closed');
    expect(
      screen.getByText('This promotion is for new members before their first deposit.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says why a join was refused, in the member’s words', async () => {
    serve({
      join: {
        status: 409,
        body: { success: false, message: 'rewards_promotion_already_joined', value: null },
      },
    });
    renderWithin(<PromotionTake code="demo-promo-welcome-bonus" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You have already joined this promotion.',
    );
  });

  it('shows nothing under an announcement without a rule', async () => {
    serve();
    renderWithin(
      <>
        <PromotionTake code="demo-promo-daily-cashback" />
        <PromotionTake code="demo-promo-welcome-bonus" />
      </>,
    );
    // Both read the same answer: once the welcome bonus's block is there, the other has none.
    expect(await screen.findAllByTestId('promotion-take')).toHaveLength(1);
  });
});

describe('bonus details (member centre)', () => {
  it('lists each bonus with its turnover required, done and remaining', async () => {
    serve({ bonuses: [bonus] });
    renderWithin(<BonusWagering />);
    const table = await screen.findByTestId('bonus-wagering');
    const row = within(table).getAllByRole('row')[1]!;
    for (const text of ['P 500.00', 'P 5,000.00', 'P 3,000.00', 'P 2,000.00', 'In progress']) {
      expect(row.textContent).toContain(text);
    }
  });

  it('says when there is no bonus yet, and when the list could not load', async () => {
    serve();
    renderWithin(<BonusWagering />);
    expect((await screen.findByTestId('bonus-wagering-empty')).textContent).toBe(
      'You have no promotion bonus yet.',
    );
    cleanup();
    serve({ bonuses: null });
    renderWithin(<BonusWagering />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
