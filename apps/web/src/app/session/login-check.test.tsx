import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../api/client';
import '../../i18n/index.ts';
import { useLoginCheck } from './login-check';
import { memberInfoArrived, MemberInfoProbe } from './member-testing';
import { useSessionStore } from './store';

let deposits = 0;

function DepositButton() {
  const loginCheck = useLoginCheck();
  return (
    <button type="button" onClick={() => loginCheck(() => (deposits += 1))}>
      Deposit
    </button>
  );
}

function renderWithMember(memberType: number | null) {
  configureApiClient({
    fetch: async () =>
      new Response(
        JSON.stringify({
          success: true,
          message: null,
          value: {
            id: 1,
            account: 'someone',
            nickname: null,
            type: memberType,
            clubLabel: { labelName: null, rankLevel: 0 },
            regDate: '2026-11-22T00:00:00.000Z',
            mobile: null,
            email: null,
            passwordChangeRequired: false,
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      ),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DepositButton />
      <MemberInfoProbe />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  deposits = 0;
  sessionStorage.clear();
  useSessionStore.setState({ token: null, modal: null });
});
afterEach(cleanup);

describe('the login check before a protected action (spec §6)', () => {
  it('asks a guest to log in and does nothing else', () => {
    renderWithMember(null);
    act(() => screen.getByRole('button', { name: 'Deposit' }).click());
    expect(useSessionStore.getState().modal).toBe('login');
    expect(deposits).toBe(0);
  });

  it('warns a trial account that a real account is needed', async () => {
    useSessionStore.getState().signIn('trial-token');
    renderWithMember(4);
    await screen.findByRole('button', { name: 'Deposit' });
    await memberInfoArrived();
    act(() => screen.getByRole('button', { name: 'Deposit' }).click());
    expect(useSessionStore.getState().modal).toBe('trialWarning');
    expect(deposits).toBe(0);
  });

  it('lets a member through', async () => {
    useSessionStore.getState().signIn('member-token');
    renderWithMember(0);
    await memberInfoArrived();
    act(() => screen.getByRole('button', { name: 'Deposit' }).click());
    expect(useSessionStore.getState().modal).toBeNull();
    expect(deposits).toBe(1);
  });
});
