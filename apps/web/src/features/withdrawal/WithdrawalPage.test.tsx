import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../api/client';
import { Providers } from '../../app/providers';
import '../../i18n';
import type { WithdrawalOrder, WithdrawInfo } from './api';
import { WithdrawalPage } from './WithdrawalPage';

const info: WithdrawInfo = {
  balance: 1250.5,
  minAmount: 100,
  maxAmount: 50_000,
  perDay: 5,
  remainingToday: 4,
  turnover: { required: 500, achieved: 200 },
  hasPaymentPassword: true,
  payeeName: 'Tran Thi Mai',
  maxCards: 5,
  cards: [
    {
      id: 7,
      bankName: 'Vietcombank',
      accountName: 'Tran Thi Mai',
      accountNumber: '******6789',
      branch: null,
    },
  ],
  autoReceiptMinutes: 60,
};

const paidOrder: WithdrawalOrder = {
  orderNo: 'W20261122-0000000001',
  amount: 300,
  status: 'paid',
  receipt: null,
  receivedAmount: null,
  rejectReason: null,
  card: { bankName: 'Vietcombank', accountNumber: '******6789' },
  createdAt: '2026-11-22T08:00:00.000Z',
  paidAt: '2026-11-22T09:00:00.000Z',
  confirmedAt: null,
  autoReceiptAt: '2026-11-22T10:00:00.000Z',
};

/** The withdrawal calls over the answers above; records what was sent. */
function serve(overrides: Partial<WithdrawInfo> = {}) {
  const sent: { path: string; body: unknown }[] = [];
  configureApiClient({
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://site.test').pathname;
      const answer = (value: unknown) =>
        new Response(JSON.stringify({ success: true, message: null, value }));
      if (init?.method === 'POST') {
        sent.push({ path, body: JSON.parse(String(init.body)) });
        return answer({ ...paidOrder, orderNo: 'W20261122-0000000002', status: 'pending' });
      }
      if (path === '/wps/wallet/withdraw/info') return answer({ ...info, ...overrides });
      if (path === '/wps/wallet/withdraw/orders')
        return answer({ list: [paidOrder], pageNo: 1, pageSize: 10, totalCount: 1, totalPages: 1 });
      return new Response(JSON.stringify({ success: false, message: 'not_found', value: null }), {
        status: 404,
      });
    },
    session: { getItem: () => null },
  });
  render(
    <Providers>
      <WithdrawalPage />
    </Providers>,
  );
  return sent;
}

afterEach(cleanup);

describe('WithdrawalPage', () => {
  it('shows the balance, the rules and the turnover still needed', async () => {
    serve();
    expect((await screen.findByTestId('withdrawal-balance')).textContent).toBe('P 1,250.50');
    expect(screen.getByText(/P 200\.00 of P 500\.00 bet/)).toBeTruthy();
    expect(screen.getByText('4 of 5')).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: /Vietcombank \*+6789/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('sends the request with the chosen card and a request id', async () => {
    const sent = serve();
    const form = await screen.findByTestId('withdraw-form');
    fireEvent.change(within(form).getByLabelText(/^\*?Amount$/), { target: { value: '150' } });
    fireEvent.change(within(form).getByLabelText(/^\*?Payment password$/), {
      target: { value: 'pay-4321' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByTestId('withdraw-done')).textContent).toContain(
      'W20261122-0000000002',
    );
    expect(sent).toEqual([
      {
        path: '/wps/wallet/withdraw',
        body: {
          amount: '150',
          bankCardId: 7,
          paymentPassword: 'pay-4321',
          requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      },
    ]);
  });

  it('points a member without a payment password to My account', async () => {
    serve({ hasPaymentPassword: false });
    expect(await screen.findByTestId('payment-password-missing')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('asks about a paid-out order and wants proof for “not received”', async () => {
    const sent = serve();
    const receipt = await screen.findByTestId('receipt-form');
    expect(within(receipt).getByTestId('auto-receipt-note').textContent).toContain('60 minutes');
    fireEvent.click(within(receipt).getByRole('radio', { name: 'Not received' }));
    expect(
      within(receipt)
        .getByLabelText(/Proof pictures/)
        .getAttribute('accept'),
    ).toBe('image/png,image/jpeg');
    fireEvent.click(within(receipt).getByRole('button', { name: 'Send answer' }));
    expect((await within(receipt).findByRole('alert')).textContent).toContain(
      'Attach at least one picture',
    );
    expect(sent).toEqual([]);
  });
});
