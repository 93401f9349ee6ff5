import { paths } from '@croupier/contract';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../api/client';
import { Providers } from '../../app/providers';
import { changeLanguage } from '../../i18n';
import { usePublicDepositMethods } from './api';
import { PaymentMethods } from './PaymentMethods';

let asked: { path: string; authorization: string | null }[] = [];

function serve(answer: { status: number; value: unknown }) {
  asked = [];
  configureApiClient({
    fetch: async (input, init) => {
      const path = new URL(String(input), 'http://site.test').pathname;
      asked.push({ path, authorization: new Headers(init?.headers).get('Authorization') });
      const ok = answer.status === 200;
      return new Response(
        JSON.stringify({ success: ok, message: ok ? null : 'system_error', value: answer.value }),
        { status: answer.status },
      );
    },
    session: { getItem: () => null },
  });
}

const methods = [
  { code: 'demopay', kind: 'gateway', name: 'Demo payment gateway' },
  { code: 'bank', kind: 'bank_transfer', name: 'Demo Bank transfer' },
];

/** Renders once the first answer (or failure) has come: the footer part reads the same query. */
function AnswerProbe() {
  const methods = usePublicDepositMethods();
  return methods.isSuccess || methods.failureCount > 0 ? <output data-testid="answered" /> : null;
}

function renderFooterPart() {
  render(
    <Providers>
      <PaymentMethods />
      <AnswerProbe />
    </Providers>,
  );
}

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en'));
});

describe('the footer’s payment methods (issue 4 "Footer")', () => {
  it('shows a guest the merchant’s ways to deposit, each with its kind', async () => {
    serve({ status: 200, value: methods });
    renderFooterPart();
    const section = await screen.findByRole('region', { name: 'Payment methods' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Online paymentDemo payment gateway',
      'Bank transferDemo Bank transfer',
    ]);
    expect(within(items[1]!).getByRole('img', { name: 'Bank transfer' })).toBeTruthy();
    expect(asked).toEqual([{ path: paths.publicDepositMethods, authorization: null }]);
  });

  it('names them in Vietnamese', async () => {
    serve({ status: 200, value: methods });
    await act(() => changeLanguage('vi'));
    renderFooterPart();
    const section = await screen.findByRole('region', { name: 'Phương thức thanh toán' });
    expect(within(section).getByRole('img', { name: 'Chuyển khoản ngân hàng' })).toBeTruthy();
    expect(within(section).getByRole('img', { name: 'Thanh toán trực tuyến' })).toBeTruthy();
  });

  it('shows nothing when the merchant has no method, or the call fails', async () => {
    for (const answer of [
      { status: 200, value: [] },
      { status: 500, value: null },
    ]) {
      serve(answer);
      renderFooterPart();
      await waitFor(() => expect(asked.length).toBeGreaterThan(0));
      await screen.findByTestId('answered');
      expect(screen.queryByRole('region')).toBeNull();
      expect(screen.queryByText('Payment methods')).toBeNull();
      cleanup();
    }
  });
});
