import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../api/client';
import { Providers } from '../../app/providers';
import '../../i18n';
import { useSessionStore } from '../../app/session/store';
import { BalanceBar } from './BalanceBar';
import { useBalanceVisibility } from '../../app/wallet/balance';

let balanceCalls = 0;

function serve(sumBalance: number) {
  balanceCalls = 0;
  configureApiClient({
    fetch: async (input) => {
      const path = new URL(String(input), 'http://site.test').pathname;
      const value =
        path === '/wps/member/info'
          ? {
              id: 7,
              account: 'player1',
              nickname: null,
              type: 0,
              clubLabel: { labelName: null, rankLevel: 0 },
              regDate: '2026-11-01T00:00:00.000Z',
              mobile: null,
              email: null,
              passwordChangeRequired: false,
            }
          : (balanceCalls += 1) && {
              sumBalance: balanceCalls === 1 ? sumBalance : sumBalance + 100,
              balance: [],
              lockedBalance: 0,
              pendingWithdrawal: 0,
              currency: 'PHP',
              currencySymbol: '₱',
            };
      return new Response(JSON.stringify({ success: true, message: null, value }));
    },
  });
}

const amount = () => screen.getByTestId('balance-amount').textContent;

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ token: 'member-token', modal: null });
  useBalanceVisibility.setState({ hidden: false });
});
afterEach(cleanup);

describe('the balance in the header and side menu (spec §2)', () => {
  it('shows the total with the symbol, 2 decimals and thousands, and refreshes it', async () => {
    serve(1234567.5);
    render(
      <Providers>
        <BalanceBar />
      </Providers>,
    );
    expect(await screen.findByText('₱ 1,234,567.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('₱ 1,234,667.50')).toBeTruthy();
    expect(balanceCalls).toBe(2);
  });

  it('hides it as asterisks and remembers the choice', async () => {
    serve(50);
    render(
      <Providers>
        <BalanceBar />
      </Providers>,
    );
    expect(await screen.findByText('₱ 50.00')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    act(() => toggle.click());
    expect(amount()).toBe('****');
    expect(localStorage.getItem('balanceHidden')).toBe('1');
    expect(screen.getByRole('button', { name: 'Show balance' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    act(() => screen.getByRole('button', { name: 'Show balance' }).click());
    expect(amount()).toBe('₱ 50.00');
    expect(localStorage.getItem('balanceHidden')).toBe('0');
  });
});
