import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../api/client';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import '../../i18n';
import {
  demoMerchant,
  failure,
  ok,
  resetConsole,
  serveApi,
  type Call,
} from '../../testing/fake-api';
import { minorToWireText, parseAmountInput } from '@croupier/web-kit/money';
import { AdjustmentDialog } from './AdjustmentDialog';

const adjustPath = '/bo/members/42/balance-adjustments';

function answerFor(call: Call) {
  const body = call.body as { direction: 'credit' | 'debit'; amount: string };
  const amount = Number(body.amount);
  return ok({
    postingId: '900',
    reference: 'A20261122-0000000001',
    direction: body.direction,
    amount,
    balanceBefore: 100,
    balanceAfter: body.direction === 'credit' ? 100 + amount : 100 - amount,
    replayed: false,
  });
}

function renderDialog(onDone = vi.fn()) {
  render(
    <Providers>
      <AdjustmentDialog
        memberId={42}
        username="alice"
        mainBalance={100}
        currencySymbol="P"
        onClose={() => {}}
        onDone={onDone}
      />
    </Providers>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Adjust the balance of alice' }), onDone };
}

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

/** The server: the merchants list, and `adjust` answering (or failing) each adjustment. */
function serveAsync(adjust: (call: Call) => Promise<Response>): Call[] {
  const calls: Call[] = [];
  configureApiClient({
    language: () => 'en',
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://console.test');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: { ...(init?.headers as Record<string, string>) },
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      if (call.path === '/bo/merchants') return ok([demoMerchant]);
      if (call.path === adjustPath && call.method === 'POST') return adjust(call);
      return failure(404, 'not_found');
    },
  });
  return calls;
}

function fill(dialog: HTMLElement, fields: { amount?: string; reason?: string; debit?: boolean }) {
  if (fields.debit) fireEvent.click(within(dialog).getByLabelText('Debit (take money)'));
  if (fields.amount !== undefined) {
    fireEvent.change(within(dialog).getByLabelText('Amount (P)'), {
      target: { value: fields.amount },
    });
  }
  if (fields.reason !== undefined) {
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: fields.reason },
    });
  }
}

beforeEach(() => {
  resetConsole();
  consoleSession.start('finance-token');
  merchantChoice.set('demo');
});

describe('reading an amount typed by staff', () => {
  it('reads decimals into integer minor units and refuses what is not an amount', () => {
    expect(parseAmountInput('1,234.5')).toEqual({ minor: 123_450n });
    expect(parseAmountInput(' 0.07 ')).toEqual({ minor: 7n });
    expect(parseAmountInput('100')).toEqual({ minor: 10_000n });
    expect(parseAmountInput('')).toEqual({ problem: 'required' });
    expect(parseAmountInput('0.00')).toEqual({ problem: 'zero' });
    for (const text of ['12.345', '-5', '1e3', 'ten', '12.3.4', '0x10']) {
      expect(parseAmountInput(text), text).toEqual({ problem: 'format' });
    }
    expect(minorToWireText(123_450n)).toBe('1234.50');
    expect(minorToWireText(7n)).toBe('0.07');
  });
});

describe('the balance adjustment dialog', () => {
  it('needs a reason and a valid amount before it shows the review, and sends nothing until confirmed', async () => {
    const calls = serveApi((call) =>
      call.path === '/bo/merchants' ? ok([demoMerchant]) : undefined,
    );
    const { dialog } = renderDialog();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Enter an amount.')).toBeTruthy();
    expect(within(dialog).getByText('A reason is required.')).toBeTruthy();

    fill(dialog, { amount: '12.345', reason: '   ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(
      within(dialog).getByText('Enter an amount with at most 2 decimals, e.g. 1,250.50.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('A reason is required.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');

    fill(dialog, { amount: '150', reason: 'Chargeback', debit: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(
      within(dialog).getByText('A debit cannot take more than the balance (P 100.00).'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Debit/ })).toBeNull();
    expect(posts(calls)).toEqual([]);
  });

  it('posts the typed decimal as an exact amount, once, with the dialog’s key', async () => {
    let release: (() => void) | undefined;
    const calls = serveAsync(async (call) => {
      // The answer waits, so a second click lands while the first is on its way.
      await new Promise<void>((resolve) => (release = resolve));
      return answerFor(call);
    });
    const { dialog, onDone } = renderDialog();

    fill(dialog, { amount: '1,234.5', reason: '  Goodwill for ticket 4411  ' });
    expect(within(dialog).getByText('Balance after: P 1,334.50')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    const review = within(dialog).getByTestId('adjustment-review');
    expect(within(review).getByText('P 1,234.50')).toBeTruthy();
    expect(within(review).getByText('P 1,334.50')).toBeTruthy();
    expect(within(review).getByText('Goodwill for ticket 4411')).toBeTruthy();

    const confirm = within(dialog).getByRole('button', { name: 'Credit P 1,234.50' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    release!();

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone).toHaveBeenCalledWith(
      'P 1,234.50 credited to alice (A20261122-0000000001). Balance now P 1,334.50.',
    );
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]).toMatchObject({
      path: adjustPath,
      body: {
        direction: 'credit',
        amount: '1234.50',
        reason: 'Goodwill for ticket 4411',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
  });

  it('retries a lost answer with the same key, and makes a new key after a refusal', async () => {
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => failure(409, 'adjustment_exceeds_balance', 'wallet.adjustment.insufficient'),
    ];
    const calls = serveAsync(async (call) => (answers.shift() ?? (() => answerFor(call)))());
    const { dialog, onDone } = renderDialog();
    const keyOf = (call: Call | undefined) =>
      (call?.body as { idempotencyKey: string }).idempotencyKey;

    fill(dialog, { amount: '30', reason: 'Chargeback', debit: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Debit P 30.00' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Network problem, please try again.',
    );
    // Still on the review: the same request again, with the same key.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Debit P 30.00' }));
    expect(
      await within(dialog).findByText(
        'The balance is not enough for this debit: it would go below zero.',
      ),
    ).toBeTruthy();
    const [lost, refused] = posts(calls);
    expect(keyOf(refused)).toBe(keyOf(lost));

    // Refused, nothing was posted: back on the form, and the next attempt is a new request.
    fill(dialog, { amount: '20' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Debit P 20.00' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const third = posts(calls)[2];
    expect(third?.body).toMatchObject({ amount: '20.00', direction: 'debit' });
    expect(keyOf(third)).not.toBe(keyOf(lost));
  });
});
