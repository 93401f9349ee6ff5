import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { configureApiClient } from '../../api/client';
import { Providers } from '../../app/providers';
import '../../i18n';
import { useSessionStore } from '../../app/session/store';
import { MemberCentreHost } from './MemberCentreHost';
import { useOpenMemberCentre } from '../../app/member-centre/open';
import { useMemberCentreStore } from '../../app/member-centre/store';
import { memberInfoArrived, MemberInfoProbe } from '../../app/session/member-testing';

const member = {
  id: 7,
  account: 'player1',
  nickname: null,
  type: 0,
  clubLabel: { labelName: null, rankLevel: 0 },
  regDate: '2026-11-01T00:00:00.000Z',
  mobile: '917****001',
  email: null,
  passwordChangeRequired: false,
};
const security = {
  account: 'player1',
  nickname: null,
  payeeName: null,
  mobile: '917****001',
  email: null,
  hasPaymentPassword: false,
  regDate: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
  toUpline: null,
};
const emptyPage = { list: [], pageNo: 1, pageSize: 10, totalCount: 0, totalPages: 0 };

/** The server's answers by path, as the member centre asks for them. */
function serve() {
  const asked: string[] = [];
  const answers: Record<string, unknown> = {
    '/wps/member/info': member,
    '/wps/member/security': security,
    '/wps/wallet/transactionHistory': emptyPage,
    '/wps/v2/wallets/balance': {
      sumBalance: 1234.5,
      balance: [],
      lockedBalance: 0,
      pendingWithdrawal: 0,
      currency: 'PHP',
      currencySymbol: 'P',
    },
  };
  configureApiClient({
    fetch: async (input) => {
      const url = new URL(String(input), 'http://site.test');
      asked.push(`${url.pathname}${url.search}`);
      const value = answers[url.pathname];
      if (value === undefined)
        return new Response(JSON.stringify({ success: false, message: 'not_found' }), {
          status: 404,
        });
      return new Response(JSON.stringify({ success: true, message: null, value }));
    },
    session: { getItem: (key) => (key === 'token' ? useSessionStore.getState().token : null) },
  });
  return asked;
}

function OpenButton() {
  const open = useOpenMemberCentre();
  return (
    <button type="button" onClick={() => open()}>
      Open centre
    </button>
  );
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderSite(entry = '/index') {
  render(
    <Providers>
      <MemoryRouter initialEntries={[entry]}>
        <OpenButton />
        <MemberInfoProbe />
        <Address />
        <MemberCentreHost />
      </MemoryRouter>
    </Providers>,
  );
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: null, modal: null });
  useMemberCentreStore.setState({ shown: false, page: 'securityCenter' });
});
afterEach(cleanup);

describe('the member centre (spec §2)', () => {
  it('opens at my account, titled personal center, with that page highlighted', async () => {
    serve();
    useSessionStore.setState({ token: 'member-token' });
    renderSite();
    // The login check reads the account type from the member's info.
    await memberInfoArrived();
    fireEvent.click(screen.getByRole('button', { name: 'Open centre' }));

    const panel = await screen.findByTestId('member-centre', {}, { timeout: 5000 });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Personal center' })).toBeTruthy();
    const menu = within(panel).getByRole('navigation', { name: 'Personal center pages' });
    const current = within(menu).getByRole('button', { current: 'page' });
    expect(current.textContent).toBe('My account');
    expect(within(panel).getByRole('heading', { level: 3, name: 'My account' })).toBeTruthy();
    expect(
      (await within(panel).findByTestId('security-account', {}, { timeout: 5000 })).textContent,
    ).toBe('player1');
    // Transfer to upline is offered only to a member with an upline.
    expect(within(menu).queryByRole('button', { name: 'Transfer to upline' })).toBeNull();
    // The router applies an address change as a transition: it may land a moment later.
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/index?center=securityCenter'),
    );
  });

  it('highlights the chosen page, shows it, and the close button closes the centre', async () => {
    const asked = serve();
    useSessionStore.setState({ token: 'member-token' });
    renderSite();
    // The login check reads the account type from the member's info.
    await memberInfoArrived();
    fireEvent.click(screen.getByRole('button', { name: 'Open centre' }));
    const panel = await screen.findByTestId('member-centre', {}, { timeout: 5000 });
    const menu = within(panel).getByRole('navigation', { name: 'Personal center pages' });

    fireEvent.click(within(menu).getByRole('button', { name: 'Account record' }));
    expect(within(menu).getByRole('button', { current: 'page' }).textContent).toBe(
      'Account record',
    );
    expect(
      within(menu).getByRole('button', { name: 'My account' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(
      await within(panel).findByText('No records in this period.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(asked.some((path) => path.startsWith('/wps/wallet/transactionHistory?'))).toBe(true);
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/index?center=transactionHistory'),
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('member-centre')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/index'));
  });

  it('opens from the address at the page it names', async () => {
    serve();
    useSessionStore.setState({ token: 'member-token' });
    renderSite('/promotions?center=transactionHistory');
    const panel = await screen.findByTestId('member-centre', {}, { timeout: 5000 });
    expect(within(panel).getByRole('button', { current: 'page' }).textContent).toBe(
      'Account record',
    );
  });

  it('asks a guest to log in instead of opening, by a click or by the address', async () => {
    serve();
    renderSite('/index?center=depositv2');
    await waitFor(() => expect(useSessionStore.getState().modal).toBe('login'));
    expect(useSessionStore.getState().modal).toBe('login');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/index'));

    useSessionStore.setState({ modal: null });
    fireEvent.click(screen.getByRole('button', { name: 'Open centre' }));
    await waitFor(() => expect(useSessionStore.getState().modal).toBe('login'));
    expect(useSessionStore.getState().modal).toBe('login');
    expect(useMemberCentreStore.getState().shown).toBe(false);
    expect(screen.queryByTestId('member-centre')).toBeNull();
  });
});
