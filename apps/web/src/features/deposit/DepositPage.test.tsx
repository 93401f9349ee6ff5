import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../api/client';
import { Providers } from '../../app/providers';
import '../../i18n';
import { DepositPage } from './DepositPage';

const methods = [
  {
    code: 'demopay',
    kind: 'gateway',
    name: 'Demo payment gateway',
    minAmount: 50,
    maxAmount: 100000,
    isDemo: true,
  },
  {
    code: 'bank',
    kind: 'bank_transfer',
    name: 'Demo Bank transfer',
    minAmount: 100,
    maxAmount: 50000,
    isDemo: true,
    bankName: 'DEMO Bank',
    accountName: 'DEMO Payments',
    accountNumber: 'DEMO-0001',
  },
];

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, message: null, value }));

/** The deposit calls of the server, recording the orders asked for. */
function serveDeposits() {
  const sent: unknown[] = [];
  configureApiClient({
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://site.test');
      if (url.pathname === '/wps/wallet/deposit/methods') return ok(methods);
      if (url.pathname === '/wps/wallet/deposit/orders')
        return ok({ list: [], pageNum: 1, totalPages: 0, totalCount: 0 });
      if (url.pathname === '/wps/wallet/deposit' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        return ok({
          orderNo: 'D20261122-0000000001',
          methodCode: 'bank',
          kind: 'bank_transfer',
          amount: Number(body.amount),
          status: 'pending',
          bank: { bankName: 'DEMO Bank', accountName: 'DEMO Payments', accountNumber: 'DEMO-0001' },
          reference: 'D20261122-0000000001',
        });
      }
      return new Response(JSON.stringify({ success: false, message: 'not_found', value: null }), {
        status: 404,
      });
    },
    session: { getItem: () => null },
  });
  return sent;
}

afterEach(cleanup);

describe('DepositPage', () => {
  it('checks the amount against the chosen method, then shows the bank details and reference', async () => {
    const sent = serveDeposits();
    render(
      <Providers>
        <MemoryRouter>
          <DepositPage />
        </MemoryRouter>
      </Providers>,
    );
    expect(await screen.findByTestId('deposit-orders-empty')).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: /Demo Bank transfer/ }));
    const amount = screen.getByLabelText(/Amount/);
    fireEvent.change(amount, { target: { value: '99.99' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The minimum deposit for this method is P 100.00.',
    );
    expect(sent).toEqual([]);

    fireEvent.change(amount, { target: { value: '1,500.50' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(screen.getByTestId('deposit-bank-result')).toBeTruthy());
    expect(sent).toEqual([{ methodCode: 'bank', amount: '1500.50' }]);
    expect(screen.getByTestId('deposit-reference').textContent).toBe('D20261122-0000000001');
    expect(screen.getByText('DEMO-0001')).toBeTruthy();
    expect(screen.getByText('P 1,500.50')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Reference' })).toBeTruthy();
  });
});
