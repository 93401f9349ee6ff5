import type { consoleAccess, consoleMembers } from '@croupier/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import '../../i18n';
import { demoMerchant, failure, ok, resetConsole, serveApi } from '../../testing/fake-api';
import { StaffProvider } from '../../app/staff';
import { MembersPage } from './MembersPage';

function profileOf(
  changes: Partial<consoleMembers.MemberProfile> = {},
): consoleMembers.MemberProfile {
  return {
    id: 42,
    username: 'alice',
    nickname: 'Ali',
    accountType: 0,
    status: 'active',
    mobile: '+63 9171234567',
    email: 'alice@example.org',
    clubLabel: 'Gold',
    rankLevel: 3,
    mainBalance: 1250.5,
    createdAt: '2026-11-01T08:00:00Z',
    lastLoginAt: '2026-11-22T08:00:00Z',
    language: 'EN',
    payeeName: 'Alice Tran',
    contacts: {},
    affiliateCode: null,
    upline: { id: 7, username: 'agent1' },
    registerIp: '203.0.113.7',
    registerDomain: 'demo.example',
    passwordChangedAt: '2026-11-01T08:00:00Z',
    mustChangePassword: false,
    hasPaymentPassword: true,
    ...changes,
  };
}

/** The members API of the server for one member, alice, whom lock and unlock change. */
function serveMembers() {
  let alice = profileOf();
  return serveApi((call) => {
    if (call.path === '/bo/merchants') return ok([demoMerchant]);
    if (call.path === '/bo/members' && call.method === 'GET') {
      const q = call.query.get('q') ?? '';
      const list = 'alice'.includes(q) ? [alice] : [];
      return ok({ list, pageNo: 1, pageSize: 20, totalCount: list.length, totalPages: 1 });
    }
    if (call.path === '/bo/members/42') return ok(alice);
    if (call.path === '/bo/members/42/sessions') {
      return ok([
        {
          id: '501',
          createdAt: '2026-11-22T08:00:00Z',
          lastSeenAt: '2026-11-22T08:30:00Z',
          expiresAt: '2026-11-22T09:00:00Z',
          ip: '198.51.100.4',
          userAgent: 'Mozilla/5.0 (iPhone)',
        },
      ]);
    }
    if (call.path === '/bo/members/42/lock' && call.method === 'POST') {
      alice = profileOf({ status: 'locked' });
      return ok(alice);
    }
    return failure(404, 'member_not_found', 'member.not.found');
  });
}

function renderSection(role: consoleAccess.StaffRole, path: string) {
  render(
    <Providers>
      <StaffProvider
        staff={{ staffId: 3, username: `${role}-1`, role, expiresAt: '2030-01-01T00:00:00Z' }}
      >
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="members/*" element={<MembersPage />} />
          </Routes>
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

describe('the Members section', () => {
  it('searches members and opens one, showing status, balance and profile', async () => {
    const calls = serveMembers();
    renderSection('support', '/members');

    const row = await screen.findByTestId('member-row-42');
    expect(within(row).getByText('P 1,250.50')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'zed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByTestId('member-search-empty')).textContent).toBe(
      'No member matches “zed”.',
    );
    expect(calls.at(-1)?.query.get('q')).toBe('zed');

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ali' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('link', { name: 'alice' }));

    expect(await screen.findByRole('heading', { name: /alice/ })).toBeTruthy();
    const account = screen.getByTestId('member-account-facts');
    expect(within(account).getByRole('link', { name: 'agent1' })).toBeTruthy();
    expect(within(account).getByText('Gold')).toBeTruthy();
    expect(
      within(screen.getByTestId('member-security-facts')).getByText('203.0.113.7'),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Sessions' }));
    const session = await screen.findByTestId('session-501');
    expect(within(session).getByText('198.51.100.4')).toBeTruthy();
  });

  it('locks a member only with a reason, and shows them locked', async () => {
    const calls = serveMembers();
    renderSection('support', '/members/42');

    fireEvent.click(await screen.findByRole('button', { name: 'Lock' }));
    const dialog = screen.getByRole('dialog', { name: 'Lock alice' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock member' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('A reason is required.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Suspected account sharing' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock member' }));
    expect(await screen.findByText('alice is locked and signed out everywhere.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/bo/members/42/lock',
      body: { reason: 'Suspected account sharing' },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unlock' })).toBeTruthy());
    // Support acts on members but does not move money.
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
  });

  it('shows each role only the actions it may take', async () => {
    serveMembers();
    renderSection('auditor', '/members/42');
    expect(await screen.findByRole('heading', { name: /alice/ })).toBeTruthy();
    for (const name of ['Lock', 'Reset password', 'VIP rank', 'Adjust balance']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('lets finance open the balance adjustment, and no member actions', async () => {
    serveMembers();
    renderSection('finance', '/members/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust the balance of alice' });
    expect(
      within(dialog).getByText('Credit or debit the main wallet, now P 1,250.50.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
  });

  it('says so when the member does not exist', async () => {
    serveMembers();
    renderSection('support', '/members/77');
    expect(await screen.findByText('This member was not found.')).toBeTruthy();
  });
});
