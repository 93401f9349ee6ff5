import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import '../../i18n';
import { failure, ok, resetConsole, serveApi, type Call } from '../../testing/fake-api';
import { StaffProvider } from '../../app/staff';
import type { StaffAccount } from './api';
import { StaffPage } from './StaffPage';

function account(staffId: number, username: string, changes: Partial<StaffAccount> = {}) {
  return {
    staffId,
    username,
    role: 'support',
    twoFactor: true,
    lockedUntil: null,
    disabled: false,
    activeSessions: 0,
    createdAt: '2026-01-05T10:00:00Z',
    ...changes,
  } satisfies StaffAccount;
}

/** The server's staff accounts, changed by the console's PUTs and POSTs as the server would. */
function serveStaff(accounts: StaffAccount[], refuse?: (call: Call) => Response | undefined) {
  return serveApi((call) => {
    if (call.path === '/bo/staff' && call.method === 'GET') return ok(accounts);
    const refused = refuse?.(call);
    if (refused) return refused;
    if (call.path === '/bo/staff' && call.method === 'POST') {
      const draft = call.body as { username: string; role: StaffAccount['role'] };
      const created = account(100 + accounts.length, draft.username, {
        role: draft.role,
        twoFactor: false,
      });
      accounts.push(created);
      return ok(created);
    }
    const edit = /^\/bo\/staff\/(\d+)$/.exec(call.path);
    if (!edit || call.method !== 'PUT') return undefined;
    const index = accounts.findIndex((row) => row.staffId === Number(edit[1]));
    const changes = call.body as Record<string, unknown>;
    const old = accounts[index]!;
    accounts[index] = {
      ...old,
      role: (changes.role as StaffAccount['role']) ?? old.role,
      disabled: (changes.disabled as boolean) ?? old.disabled,
      twoFactor: changes.resetTwoFactor ? false : old.twoFactor,
      lockedUntil: changes.unlock ? null : old.lockedUntil,
      activeSessions: 0,
    };
    return ok(accounts[index]);
  });
}

function renderPage() {
  render(
    <Providers>
      <MemoryRouter initialEntries={['/staff']}>
        <StaffProvider
          staff={{ staffId: 1, username: 'boss', role: 'owner', expiresAt: '2030-01-01T00:00:00Z' }}
        >
          <StaffPage />
        </StaffProvider>
      </MemoryRouter>
    </Providers>,
  );
}

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  resetConsole();
  consoleSession.start('owner-token');
  merchantChoice.set('demo');
});

describe('the staff page', () => {
  it('lists the accounts, with no actions on the signed-in member’s own row', async () => {
    serveStaff([
      account(1, 'boss', { role: 'owner', activeSessions: 1 }),
      account(2, 'ann', {
        role: 'finance',
        twoFactor: false,
        lockedUntil: '2030-01-01T10:15:00Z',
        activeSessions: 2,
      }),
      account(3, 'bob', { disabled: true }),
    ]);
    renderPage();
    const own = await screen.findByTestId('staff-boss');
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(own).getByText('Your own account')).toBeTruthy();

    const ann = screen.getByTestId('staff-ann');
    expect(within(ann).getByText('Finance')).toBeTruthy();
    expect(within(ann).getByText('Not set up')).toBeTruthy();
    expect(within(ann).getByText(/^Until /)).toBeTruthy();
    expect(within(ann).getByRole('button', { name: 'Unlock ann' })).toBeTruthy();
    // No authenticator yet: nothing to reset.
    expect(within(ann).queryByRole('button', { name: 'Reset two-factor of ann' })).toBeNull();
    expect(within(ann).getByRole('button', { name: 'Disable ann' })).toBeTruthy();

    const bob = screen.getByTestId('staff-bob');
    expect(within(bob).getByText('Disabled')).toBeTruthy();
    expect(within(bob).getByRole('button', { name: 'Enable bob' })).toBeTruthy();
    expect(within(bob).queryByRole('button', { name: 'Unlock bob' })).toBeNull();
  });

  it('resets two-factor only after confirmation, through the staff update call', async () => {
    const calls = serveStaff([
      account(1, 'boss', { role: 'owner' }),
      account(2, 'ann', { role: 'finance', activeSessions: 2 }),
    ]);
    renderPage();
    const row = await screen.findByTestId('staff-ann');
    expect(within(row).getByText('Set up')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Reset two-factor of ann' }));

    const dialog = screen.getByRole('dialog', { name: 'Reset two-factor of ann?' });
    expect(within(dialog).getByText(/At their next sign-in ann sets up a new one/)).toBeTruthy();
    expect(within(dialog).getByText('ann has 2 open sessions: they end now.')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(calls)).toHaveLength(0);

    fireEvent.click(within(row).getByRole('button', { name: 'Reset two-factor of ann' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset two-factor' }),
    );
    expect(
      await screen.findByText(
        'Two-factor of ann reset: they set it up again at their next sign-in.',
      ),
    ).toBeTruthy();
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/bo/staff/2',
        body: { resetTwoFactor: true },
        headers: expect.objectContaining({ Authorization: 'owner-token' }),
      }),
    ]);
    await waitFor(() =>
      expect(within(screen.getByTestId('staff-ann')).getByText('Not set up')).toBeTruthy(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says clearly when the server refuses to demote the last owner', async () => {
    serveStaff(
      [account(1, 'boss', { role: 'owner' }), account(2, 'olga', { role: 'owner' })],
      (call) =>
        call.method === 'PUT' ? failure(409, 'last_owner', 'bo.staff.last.owner') : undefined,
    );
    renderPage();
    const row = await screen.findByTestId('staff-olga');
    fireEvent.click(within(row).getByRole('button', { name: 'Change the role of olga' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the role of olga' });
    fireEvent.change(within(dialog).getByLabelText('New role'), { target: { value: 'admin' } });
    expect(
      within(dialog).getByText('everything except staff accounts and new brands'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This is the last active owner: make someone else owner before changing or disabling this account.',
    );
    // The dialog stays open to cancel or try again.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('says clearly when the server refuses a change to one’s own account', async () => {
    serveStaff([account(1, 'boss', { role: 'owner' }), account(2, 'ann')], (call) =>
      call.method === 'PUT' ? failure(409, 'staff_cannot_change_self', 'bo.staff.self') : undefined,
    );
    renderPage();
    const row = await screen.findByTestId('staff-ann');
    fireEvent.click(within(row).getByRole('button', { name: 'Disable ann' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable ann?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You cannot change your own account. Ask another owner.',
    );
  });

  it('sets a new password of 12 characters at least, shown on request', async () => {
    const calls = serveStaff([account(1, 'boss', { role: 'owner' }), account(2, 'ann')]);
    renderPage();
    const row = await screen.findByTestId('staff-ann');
    fireEvent.click(within(row).getByRole('button', { name: 'Set a new password for ann' }));
    const dialog = screen.getByRole('dialog', { name: 'New password for ann' });
    const input = within(dialog).getByLabelText('New password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show' }));
    expect(input.type).toBe('text');
    expect(within(dialog).getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.change(input, { target: { value: 'short-pass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(within(dialog).getByText('The password needs at least 12 characters.')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'a-long-enough-pass' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('New password set for ann.')).toBeTruthy();
    expect(writes(calls)).toEqual([
      expect.objectContaining({ path: '/bo/staff/2', body: { password: 'a-long-enough-pass' } }),
    ]);
  });

  it('adds a staff member with a role, and shows a taken username beside its field', async () => {
    let taken = true;
    const calls = serveStaff([account(1, 'boss', { role: 'owner' })], (call) =>
      call.method === 'POST' && taken
        ? failure(409, 'username_taken', 'bo.staff.taken')
        : undefined,
    );
    renderPage();
    await screen.findByTestId('staff-boss');
    fireEvent.click(screen.getByRole('button', { name: 'Add staff member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a staff member' });
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'carol' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), {
      target: { value: 'carol-first-password' },
    });
    const role = within(dialog).getByLabelText('Role') as HTMLSelectElement;
    expect([...role.options].map((option) => option.textContent)).toContain(
      'Auditor — reads everything and the audit log, changes nothing',
    );
    fireEvent.change(role, { target: { value: 'content' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add staff member' }));

    expect(
      await within(dialog).findByText('Another staff member already has this username.', {
        selector: '.field-error',
      }),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');

    taken = false;
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'carol2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add staff member' }));
    expect(await screen.findByTestId('staff-carol2')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(calls).at(-1)).toMatchObject({
      method: 'POST',
      path: '/bo/staff',
      body: { username: 'carol2', password: 'carol-first-password', role: 'content' },
    });
  });
});
