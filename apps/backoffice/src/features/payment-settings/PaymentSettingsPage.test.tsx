import type { consoleAccess, consolePaymentSettings } from '@croupier/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import '../../i18n';
import { demoMerchant, ok, resetConsole, serveApi } from '../../testing/fake-api';
import { StaffProvider } from '../../app/staff';
import { PaymentSettingsPage } from './PaymentSettingsPage';

const bank: consolePaymentSettings.PaymentMethodSetting = {
  code: 'bank',
  kind: 'bank_transfer',
  name: 'Bank transfer',
  enabled: true,
  minAmount: 100,
  maxAmount: 50_000,
  sortOrder: 10,
  isDemo: false,
  bankName: 'Vietcombank',
  accountName: 'CROUPIER LTD',
  accountNumber: '0011223344',
  gateway: null,
};

const limits: consolePaymentSettings.WalletLimits = {
  withdrawalMin: 100,
  withdrawalMax: 50_000,
  withdrawalsPerDay: 5,
  turnoverPercent: 100,
  autoReceiptMinutes: 1440,
  transferToUpline: true,
};

function servePaymentSettings() {
  let method = bank;
  let saved = limits;
  return serveApi((call) => {
    if (call.path === '/bo/merchants') return ok([demoMerchant]);
    if (call.path === '/bo/payments/methods') return ok([method]);
    if (call.path === '/bo/payments/methods/bank' && call.method === 'PUT') {
      method = { ...method, ...(call.body as { enabled: boolean }) };
      return ok(method);
    }
    if (call.path === '/bo/payments/limits' && call.method === 'GET') return ok(saved);
    if (call.path === '/bo/payments/limits' && call.method === 'PUT') {
      const body = call.body as Record<string, string | number | boolean>;
      saved = {
        ...(body as unknown as consolePaymentSettings.WalletLimits),
        withdrawalMin: Number(body.withdrawalMin),
        withdrawalMax: Number(body.withdrawalMax),
      };
      return ok(saved);
    }
    return undefined;
  });
}

function renderPage(role: consoleAccess.StaffRole) {
  render(
    <Providers>
      <StaffProvider
        staff={{ staffId: 3, username: `${role}-1`, role, expiresAt: '2030-01-01T00:00:00Z' }}
      >
        <MemoryRouter>
          <PaymentSettingsPage />
        </MemoryRouter>
      </StaffProvider>
    </Providers>,
  );
}

beforeEach(() => {
  resetConsole();
  consoleSession.start('staff-token');
  merchantChoice.set('demo');
});

describe('the payment settings page', () => {
  it('turns a method off after asking', async () => {
    const calls = servePaymentSettings();
    renderPage('finance');
    const row = await screen.findByTestId('method-bank');
    expect(within(row).getByText('P 100.00')).toBeTruthy();
    expect(within(row).getByText('Vietcombank · CROUPIER LTD · 0011223344')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Turn off Bank transfer' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off Bank transfer' });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Bank transfer is off.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/bo/payments/methods/bank',
      body: { enabled: false },
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('method-bank')).getByText('Off')).toBeTruthy(),
    );
  });

  it('checks the limits inline and saves them as exact decimals after asking', async () => {
    const calls = servePaymentSettings();
    renderPage('finance');
    const form = await screen.findByRole('form', { name: 'Wallet limits' });

    fireEvent.change(within(form).getByLabelText('Smallest withdrawal (P)'), {
      target: { value: '60,000' },
    });
    fireEvent.change(within(form).getByLabelText('Withdrawals per day'), {
      target: { value: '0' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('The maximum cannot be below the minimum.')).toBeTruthy();
    expect(within(form).getByText('Enter a whole number from 1 to 100.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(within(form).getByLabelText('Smallest withdrawal (P)'), {
      target: { value: '150.5' },
    });
    fireEvent.change(within(form).getByLabelText('Withdrawals per day'), {
      target: { value: '3' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Save the wallet limits' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The wallet limits are saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      withdrawalMin: '150.50',
      withdrawalMax: '50000.00',
      withdrawalsPerDay: 3,
      turnoverPercent: 100,
      autoReceiptMinutes: 1440,
      transferToUpline: true,
    });
  });

  it('is read-only for the auditor', async () => {
    servePaymentSettings();
    renderPage('auditor');
    const row = await screen.findByTestId('method-bank');
    expect(within(row).queryByRole('button')).toBeNull();
    const form = await screen.findByRole('form', { name: 'Wallet limits' });
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    expect((within(form).getByLabelText('Withdrawals per day') as HTMLInputElement).readOnly).toBe(
      true,
    );
  });
});
