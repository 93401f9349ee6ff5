import type { QueuedDeposit } from '@croupier/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import '../../i18n';
import { demoMerchant, failure, ok, resetConsole, serveApi } from '../../testing/fake-api';
import { DepositQueuePage } from './DepositQueuePage';

function order(orderNo: string, changes: Partial<QueuedDeposit> = {}): QueuedDeposit {
  return {
    orderNo,
    methodCode: 'bank',
    methodName: 'Demo Bank transfer',
    kind: 'bank_transfer',
    amount: 1500.5,
    status: 'pending',
    failureReason: null,
    createdAt: '2026-11-22T08:00:00Z',
    settledAt: null,
    memberId: 11,
    username: 'alice',
    gatewayReference: null,
    settledByStaffId: null,
    ...changes,
  };
}

/** The deposit queue of the server, with confirm and reject changing its orders. */
function serveDeposits(orders: QueuedDeposit[]) {
  return serveApi((call) => {
    if (call.path === '/bo/merchants') return ok([demoMerchant]);
    if (call.path === '/bo/deposits' && call.method === 'GET') {
      const status = call.query.get('status');
      const list = orders.filter((row) => !status || row.status === status);
      return ok({ list, pageNum: 1, totalPages: list.length ? 1 : 0, totalCount: list.length });
    }
    const action = /^\/bo\/deposits\/([^/]+)\/(confirm|reject)$/.exec(call.path);
    const index = orders.findIndex((row) => row.orderNo === action?.[1]);
    if (!action || index < 0 || call.method !== 'POST') return undefined;
    if (orders[index]!.status !== 'pending') {
      return failure(409, 'deposit_already_settled', 'wallet.deposit.already.settled');
    }
    orders[index] =
      action[2] === 'confirm'
        ? order(orders[index]!.orderNo, {
            status: 'credited',
            settledAt: '2026-11-22T09:00:00Z',
            settledByStaffId: 1,
          })
        : order(orders[index]!.orderNo, {
            status: 'failed',
            failureReason: (call.body as { reason: string }).reason,
            settledAt: '2026-11-22T09:00:00Z',
            settledByStaffId: 1,
          });
    return ok(orders[index]);
  });
}

function renderQueue(path = '/payments/deposits') {
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <DepositQueuePage />
      </MemoryRouter>
    </Providers>,
  );
}

beforeEach(() => {
  resetConsole();
  consoleSession.start('finance-token');
  merchantChoice.set('demo');
});

describe('the deposit queue', () => {
  it('confirms a bank transfer after asking, and the queue refreshes', async () => {
    const calls = serveDeposits([
      order('D20261122-0000000001'),
      order('D20261122-0000000002', { kind: 'gateway', methodName: 'Demo gateway' }),
    ]);
    renderQueue();

    const row = await screen.findByTestId('deposit-D20261122-0000000001');
    expect(within(row).getByText('P 1,500.50')).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();
    // A gateway's order is settled by the gateway: no buttons to settle it by hand.
    const gatewayRow = screen.getByTestId('deposit-D20261122-0000000002');
    expect(within(gatewayRow).queryByRole('button')).toBeNull();
    expect(calls.find((call) => call.path === '/bo/deposits')?.query.get('status')).toBe('pending');

    fireEvent.click(
      within(row).getByRole('button', { name: 'Confirm deposit D20261122-0000000001' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm the deposit' });
    expect(within(dialog).getByText(/P 1,500.50 is credited to the member's balance/)).toBeTruthy();
    // Asking is not doing: nothing was sent before the confirmation.
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Credit P 1,500.50' }));
    expect(
      await screen.findByText(
        'Deposit D20261122-0000000001 confirmed: P 1,500.50 credited to alice.',
      ),
    ).toBeTruthy();
    const confirm = calls.find((call) => call.method === 'POST');
    expect(confirm).toMatchObject({
      path: '/bo/deposits/D20261122-0000000001/confirm',
      headers: { Merchant: 'demo', Authorization: 'finance-token', Language: 'EN' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Credited, the order leaves the pending queue; the gateway's order stays.
    await waitFor(() => expect(screen.queryByTestId('deposit-D20261122-0000000001')).toBeNull());
    expect(screen.getByTestId('deposit-D20261122-0000000002')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/bo/deposits').length).toBe(2);
  });

  it('rejects only with a reason, which goes to the server', async () => {
    const calls = serveDeposits([order('D20261122-0000000003')]);
    renderQueue('/payments/deposits?status=all');

    const row = await screen.findByTestId('deposit-D20261122-0000000003');
    fireEvent.click(
      within(row).getByRole('button', { name: 'Reject deposit D20261122-0000000003' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject the deposit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject deposit' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('A reason is required.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'No transfer with this reference arrived' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject deposit' }));
    expect(await screen.findByText('Deposit D20261122-0000000003 of alice rejected.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/bo/deposits/D20261122-0000000003/reject',
      body: { reason: 'No transfer with this reference arrived' },
    });
    // In the list of all orders the row stays, now failed with its reason.
    const updated = await screen.findByTestId('deposit-D20261122-0000000003');
    expect(within(updated).getByText('Failed')).toBeTruthy();
    expect(within(updated).getByText('No transfer with this reference arrived')).toBeTruthy();
    expect(within(updated).queryByRole('button')).toBeNull();
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    serveApi((call) => {
      if (call.path === '/bo/merchants') return ok([demoMerchant]);
      if (call.method === 'GET') {
        const list = [order('D20261122-0000000004')];
        return ok({ list, pageNum: 1, totalPages: 1, totalCount: 1 });
      }
      return failure(409, 'deposit_already_settled', 'wallet.deposit.already.settled');
    });
    renderQueue();

    const row = await screen.findByTestId('deposit-D20261122-0000000004');
    fireEvent.click(within(row).getByRole('button', { name: /^Confirm deposit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the deposit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Credit P 1,500.50' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This deposit has already been settled.',
    );
  });

  it('says so when the queue is empty', async () => {
    serveDeposits([]);
    renderQueue();
    expect((await screen.findByTestId('deposit-queue-empty')).textContent).toBe(
      'No deposit orders with the status “Pending”.',
    );
  });

  it('says why the queue cannot be loaded, with a way to ask again', async () => {
    const calls = serveApi((call) =>
      call.path === '/bo/merchants'
        ? ok([demoMerchant])
        : failure(403, 'no_permission', 'bo.forbidden'),
    );
    renderQueue();
    const problem = await screen.findByRole('alert');
    expect(within(problem).getByText('Your role does not allow this.')).toBeTruthy();
    fireEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/bo/deposits').length).toBe(2),
    );
  });
});
