import { gameCategories, type consoleAccess, type consoleRewards } from '@croupier/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import { StaffProvider } from '../../app/staff';
import '../../i18n';
import { demoMerchant, ok, resetConsole, serveApi } from '../../testing/fake-api';
import { TurnoverRulesPage } from './TurnoverRulesPage';

/** Every category counts in full, as a brand starts; fishing counts half. */
const startingRules: consoleRewards.TurnoverRule[] = gameCategories.map((category) => ({
  category,
  weight: category === 'FISH' ? 5_000 : 10_000,
  excluded: false,
}));

function serveRules() {
  let rules = startingRules;
  return serveApi((call) => {
    if (call.path === '/bo/merchants') return ok([demoMerchant]);
    if (call.path !== '/bo/rewards/turnover-rules') return undefined;
    if (call.method === 'PUT') {
      const { rules: changed } = call.body as consoleRewards.TurnoverRulesBody;
      rules = rules.map((rule) => changed.find((next) => next.category === rule.category) ?? rule);
    }
    return ok(rules);
  });
}

function renderPage(role: consoleAccess.StaffRole = 'admin') {
  render(
    <Providers>
      <StaffProvider
        staff={{ staffId: 3, username: `${role}-1`, role, expiresAt: '2030-01-01T00:00:00Z' }}
      >
        <MemoryRouter>
          <TurnoverRulesPage />
        </MemoryRouter>
      </StaffProvider>
    </Providers>,
  );
}

const weightOf = (category: string) =>
  screen.getByLabelText(`Weight of ${category} (%)`) as HTMLInputElement;

beforeEach(() => {
  resetConsole();
  consoleSession.start('staff-token');
  merchantChoice.set('demo');
});

describe('the turnover rules page', () => {
  it('shows how much of each game type counts, and saves only the rules changed, after asking', async () => {
    const calls = serveRules();
    renderPage();
    const fishing = await screen.findByTestId('turnover-FISH');
    expect(within(fishing).getByText('50.00 % of the stakes')).toBeTruthy();
    expect(weightOf('Slots').value).toBe('100.00');

    fireEvent.change(weightOf('Slots'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      within(screen.getByTestId('turnover-RNG')).getByText(
        'Enter a percent from 0 to 100, with at most 2 decimals.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(weightOf('Slots'), { target: { value: '62.5' } });
    fireEvent.click(screen.getByLabelText('Leave Lottery out of valid turnover'));
    expect(weightOf('Lottery').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Save the turnover rules' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Slots: 62.50 % of the stakes', 'Lottery: Nothing']);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The rules of 2 game types are saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      rules: [
        { category: 'RNG', weight: 6_250, excluded: false },
        { category: 'LOTT', weight: 10_000, excluded: true },
      ],
    });
    expect(within(await screen.findByTestId('turnover-LOTT')).getByText('Nothing')).toBeTruthy();
  });

  it('sends nothing when nothing changed', async () => {
    const calls = serveRules();
    renderPage();
    await screen.findByTestId('turnover-FISH');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing has changed: there is nothing to save.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('is read-only for support', async () => {
    serveRules();
    renderPage('support');
    await screen.findByTestId('turnover-FISH');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(weightOf('Slots').readOnly).toBe(true);
    expect(
      (screen.getByLabelText('Leave Slots out of valid turnover') as HTMLInputElement).disabled,
    ).toBe(true);
  });
});
