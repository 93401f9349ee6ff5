import type { consoleAccess, rewards } from '@croupier/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import { StaffProvider } from '../../app/staff';
import { changeLanguage } from '../../i18n';
import { demoMerchant, ok, resetConsole, serveApi, type Call } from '../../testing/fake-api';
import { VipLevelsPage } from './VipLevelsPage';

const noBenefits = {
  rebateRates: {},
  dailyWithdrawalLimit: null,
  upgradeBonus: 0,
  birthdayBonus: 0,
};

const ladder: rewards.VipLevel[] = [
  {
    level: 0,
    name: 'Bronze',
    upgradeDeposits: 0,
    upgradeTurnover: 0,
    retainDeposits: 0,
    retainTurnover: 0,
    benefits: noBenefits,
  },
  {
    level: 1,
    name: 'Silver',
    upgradeDeposits: 5_000,
    upgradeTurnover: 50_000,
    retainDeposits: 2_000,
    retainTurnover: 20_000,
    benefits: { ...noBenefits, upgradeBonus: 88 },
  },
  {
    level: 2,
    name: 'Gold',
    upgradeDeposits: 20_000,
    upgradeTurnover: 200_000,
    retainDeposits: 8_000,
    retainTurnover: 80_000,
    benefits: {
      rebateRates: { LIVE: 80 },
      dailyWithdrawalLimit: 100_000,
      upgradeBonus: 388,
      birthdayBonus: 0,
    },
  },
];

/** A refusal as the server answers it: its key, code, status and what it names. */
const refusal = (status: number, message: string, errorCode: string, value: unknown) =>
  new Response(JSON.stringify({ success: false, message, errorCode, value }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The ladder calls; a save answers `refuse(body)` when given, or keeps the ladder sent. */
function serveLadder(refuse?: (body: { levels: unknown[] }) => Response | undefined) {
  let saved = ladder;
  return serveApi((call: Call) => {
    if (call.path === '/bo/merchants') return ok([demoMerchant]);
    if (call.path !== '/bo/rewards/vip-levels') return undefined;
    if (call.method === 'GET') return ok(saved);
    const body = call.body as { levels: Record<string, unknown>[] };
    const refused = refuse?.(body);
    if (refused) return refused;
    saved = body.levels.map((level) => {
      const benefits = level.benefits as Record<string, unknown>;
      const limit = benefits.dailyWithdrawalLimit;
      return {
        ...(level as unknown as rewards.VipLevel),
        upgradeDeposits: Number(level.upgradeDeposits),
        upgradeTurnover: Number(level.upgradeTurnover),
        retainDeposits: Number(level.retainDeposits),
        retainTurnover: Number(level.retainTurnover),
        benefits: {
          rebateRates: benefits.rebateRates as rewards.VipBenefits['rebateRates'],
          dailyWithdrawalLimit: limit === null ? null : Number(limit),
          upgradeBonus: Number(benefits.upgradeBonus),
          birthdayBonus: Number(benefits.birthdayBonus),
        },
      };
    });
    return ok(saved);
  });
}

function renderPage(role: consoleAccess.StaffRole = 'owner') {
  render(
    <Providers>
      <StaffProvider
        staff={{ staffId: 3, username: `${role}-1`, role, expiresAt: '2030-01-01T00:00:00Z' }}
      >
        <MemoryRouter>
          <VipLevelsPage />
        </MemoryRouter>
      </StaffProvider>
    </Providers>,
  );
}

const saves = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  resetConsole();
  consoleSession.start('staff-token');
  merchantChoice.set('demo');
});
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('the VIP levels page', () => {
  it('lists the ladder with each level’s thresholds and only the benefits it gives', async () => {
    serveLadder();
    renderPage();
    const gold = await screen.findByTestId('vip-level-2');
    expect(within(gold).getByText('P 20,000.00')).toBeTruthy();
    expect(within(gold).getByText('P 80,000.00')).toBeTruthy();
    expect(
      within(gold)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Upgrade bonus P 388.00',
      'Rebates: Live casino 0.80 %',
      'Withdrawals up to P 100,000.00 a day',
    ]);
    expect(within(screen.getByTestId('vip-level-0')).getByText('None')).toBeTruthy();
    expect(within(screen.getByTestId('vip-level-1')).queryByText(/Birthday/)).toBeNull();
  });

  it('checks a level as it is typed, then saves the whole ladder with it', async () => {
    const calls = serveLadder();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the level Silver' }));
    const dialog = screen.getByRole('dialog', { name: 'Level 1: Silver' });
    fireEvent.change(field(dialog, 'Deposits to keep (P)'), { target: { value: '6,000' } });
    fireEvent.change(field(dialog, 'Live casino (%)'), { target: { value: '12' } });
    fireEvent.change(field(dialog, 'Birthday bonus (P)'), { target: { value: '1.234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      within(dialog).getByText('Cannot be more than what reaching the level asks.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('At most 10 %.')).toBeTruthy();
    expect(
      within(dialog).getByText('Enter an amount of at most 2 decimals, 0 or more.'),
    ).toBeTruthy();
    expect(saves(calls)).toEqual([]);

    fireEvent.change(field(dialog, 'Name'), { target: { value: 'Silver Star' } });
    fireEvent.change(field(dialog, 'Deposits to keep (P)'), { target: { value: '2,500' } });
    fireEvent.change(field(dialog, 'Live casino (%)'), { target: { value: '0.5' } });
    fireEvent.change(field(dialog, 'Birthday bonus (P)'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    fireEvent.change(field(dialog, 'Birthday bonus (P)'), { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/The level Silver Star is saved\./)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [save] = saves(calls);
    const levels = (save!.body as { levels: Record<string, unknown>[] }).levels;
    expect(levels.map((level) => level.name)).toEqual(['Bronze', 'Silver Star', 'Gold']);
    expect(levels[1]).toEqual({
      level: 1,
      name: 'Silver Star',
      upgradeDeposits: '5000.00',
      upgradeTurnover: '50000.00',
      retainDeposits: '2500',
      retainTurnover: '20000.00',
      benefits: {
        rebateRates: { LIVE: 50 },
        dailyWithdrawalLimit: null,
        upgradeBonus: '88.00',
        birthdayBonus: '50',
      },
    });
    // The other levels go back exactly as they were.
    expect(levels[2]).toMatchObject({
      upgradeDeposits: '20000.00',
      benefits: { rebateRates: { LIVE: 80 }, dailyWithdrawalLimit: '100000.00' },
    });
    const silver = await screen.findByTestId('vip-level-1');
    await waitFor(() => expect(within(silver).getByText('Silver Star')).toBeTruthy());
  });

  it('says in the operator’s language which rule of the ladder a save broke, and at which level', async () => {
    serveLadder((body) => {
      const gold = body.levels[2] as { upgradeDeposits: string };
      return Number(gold.upgradeDeposits) < 5_000
        ? refusal(400, 'rewards_vip_thresholds_decrease', 'rewards.vip.levels.invalid', {
            level: 2,
          })
        : undefined;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the level Gold' }));
    const dialog = screen.getByRole('dialog', { name: 'Level 2: Gold' });
    fireEvent.change(field(dialog, 'Deposits to reach (P)'), { target: { value: '1000' } });
    fireEvent.change(field(dialog, 'Deposits to keep (P)'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Level 2 asks less than the level below it. Each level must ask at least the deposits and the valid turnover of the one below.',
    );

    await act(() => changeLanguage('vi'));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Cấp 2 yêu cầu thấp hơn cấp bên dưới. Mỗi cấp phải yêu cầu ít nhất bằng tiền nạp và doanh thu cược hợp lệ của cấp dưới.',
    );
  });

  it('adds a level at the top of the ladder', async () => {
    const calls = serveLadder();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add level 3' }));
    const dialog = screen.getByRole('dialog', { name: 'New level 3' });
    for (const [label, value] of [
      ['Name', 'Platinum'],
      ['Deposits to reach (P)', '100000'],
      ['Valid turnover to reach (P)', '1000000'],
      ['Deposits to keep (P)', '40000'],
      ['Valid turnover to keep (P)', '400000'],
      ['Upgrade bonus (P)', '1888'],
    ] as const) {
      fireEvent.change(field(dialog, label), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Level 3, Platinum, is added to the ladder.')).toBeTruthy();
    const levels = (saves(calls)[0]!.body as { levels: { level: number; name: string }[] }).levels;
    expect(levels.map((level) => [level.level, level.name])).toEqual([
      [0, 'Bronze'],
      [1, 'Silver'],
      [2, 'Gold'],
      [3, 'Platinum'],
    ]);
    expect(await screen.findByTestId('vip-level-3')).toBeTruthy();
  });

  it('removes only the top level, and says why when members still hold it', async () => {
    const calls = serveLadder(() =>
      refusal(409, 'rewards_vip_level_in_use', 'rewards.vip.level.in.use', { level: 2 }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Gold' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the level Gold' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Members hold level 2: it cannot be removed while they do.',
    );
    const sent = (saves(calls)[0]!.body as { levels: { name: string }[] }).levels;
    expect(sent.map((level) => level.name)).toEqual(['Bronze', 'Silver']);
    expect(screen.getByTestId('vip-level-2')).toBeTruthy();
  });

  it('is read-only for roles that do not set what the brand pays', async () => {
    serveLadder();
    renderPage('auditor');
    await screen.findByTestId('vip-level-2');
    expect(
      screen.getByText('Only owners and administrators can change these settings.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit|Add|Remove/ })).toBeNull();
  });
});
