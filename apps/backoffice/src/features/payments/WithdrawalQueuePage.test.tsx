import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import '../../i18n';
import { demoMerchant, ok, resetConsole, serveApi } from '../../testing/fake-api';
import type { QueuedWithdrawal } from './api';
import { WithdrawalQueuePage } from './WithdrawalQueuePage';

function request(
  orderNo: string,
  status: QueuedWithdrawal['status'],
  changes: Partial<QueuedWithdrawal> = {},
): QueuedWithdrawal {
  return {
    orderNo,
    amount: 2000,
    status,
    receipt: null,
    receivedAmount: null,
    rejectReason: null,
    card: {
      bankName: 'DEMO Bank',
      accountName: 'Bob Member',
      accountNumber: '001234567890',
      branch: null,
    },
    createdAt: '2026-11-22T08:00:00Z',
    paidAt: null,
    confirmedAt: null,
    autoReceiptAt: null,
    username: 'bob',
    receiptNote: null,
    proofIds: [],
    reviewedAt: null,
    ...changes,
  };
}

function renderQueue() {
  render(
    <Providers>
      <MemoryRouter initialEntries={['/payments/withdrawals?status=all']}>
        <WithdrawalQueuePage />
      </MemoryRouter>
    </Providers>,
  );
}

beforeEach(() => {
  resetConsole();
  consoleSession.start('finance-token');
  merchantChoice.set('demo');
});

describe('the withdrawal queue', () => {
  it('offers each request the next step of its status, and records a payout after asking', async () => {
    const rows = [
      request('W-1', 'pending'),
      request('W-2', 'approved', { reviewedAt: '2026-11-22T08:30:00Z' }),
      request('W-3', 'paid', { paidAt: '2026-11-22T09:00:00Z' }),
    ];
    const calls = serveApi((call) => {
      if (call.path === '/bo/merchants') return ok([demoMerchant]);
      if (call.path === '/bo/withdrawals') {
        return ok({ list: rows, pageNo: 1, pageSize: 20, totalCount: 3, totalPages: 1 });
      }
      if (call.path === '/bo/withdrawals/W-2/payout' && call.method === 'POST') {
        rows[1] = { ...rows[1]!, status: 'paid', paidAt: '2026-11-22T10:00:00Z' };
        return ok(rows[1]);
      }
      return undefined;
    });
    renderQueue();

    const pending = await screen.findByTestId('withdrawal-W-1');
    expect(within(pending).getByText('P 2,000.00')).toBeTruthy();
    expect(
      within(pending)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Reject']);
    const approved = screen.getByTestId('withdrawal-W-2');
    expect(
      within(approved)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Record payout', 'Reject']);
    expect(within(screen.getByTestId('withdrawal-W-3')).queryByRole('button')).toBeNull();

    fireEvent.click(
      within(approved).getByRole('button', { name: 'Record the payout of withdrawal W-2' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Record the payout' });
    expect(within(dialog).getByText('DEMO Bank · 001234567890 · Bob Member')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payout of P 2,000.00' }));

    expect(
      await screen.findByText('Payout of P 2,000.00 to bob recorded for withdrawal W-2.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/bo/withdrawals/W-2/payout',
    ]);
    const paid = await screen.findByTestId('withdrawal-W-2');
    expect(within(paid).getByText('Paid out')).toBeTruthy();
    expect(within(paid).queryByRole('button')).toBeNull();
  });

  it('shows the member’s answer and opens a proof picture with the console’s token', async () => {
    const picture = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const calls = serveApi((call) => {
      if (call.path === '/bo/merchants') return ok([demoMerchant]);
      if (call.path === '/bo/withdrawals') {
        const list = [
          request('W-4', 'paid', {
            receipt: 'partial',
            receivedAmount: 1500,
            receiptNote: 'Only part arrived',
            proofIds: [41],
          }),
        ];
        return ok({ list, pageNo: 1, pageSize: 20, totalCount: 1, totalPages: 1 });
      }
      if (call.path === '/bo/withdrawals/W-4/proofs/41') {
        return new Response(picture, { headers: { 'content-type': 'image/png' } });
      }
      return undefined;
    });
    renderQueue();

    const row = await screen.findByTestId('withdrawal-W-4');
    expect(within(row).getByText('Partly received')).toBeTruthy();
    expect(within(row).getByText('Received P 1,500.00')).toBeTruthy();
    expect(within(row).getByText('“Only part arrived”')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Proof 1' }));
    const image = await screen.findByRole('img', { name: 'Proof 1 of withdrawal W-4' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(calls.at(-1)?.headers).toMatchObject({
      Authorization: 'finance-token',
      Merchant: 'demo',
    });
  });
});
