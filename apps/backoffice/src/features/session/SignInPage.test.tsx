import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { Providers } from '../../app/providers';
import { consoleRoutes } from '../../app/router';
import '../../i18n';
import {
  demoMerchant,
  failure,
  ok,
  resetConsole,
  serveApi,
  type Call,
} from '../../testing/fake-api';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const otpauthUri = `otpauth://totp/Croupier:admin?secret=${secret}&issuer=Croupier`;
const me = { staffId: 1, username: 'admin', role: 'owner', expiresAt: '2030-01-01T00:00:00Z' };

/** The console's own pages at `/`, as the server serves them under /backoffice. */
function renderConsole(path = '/') {
  const router = createMemoryRouter(consoleRoutes(), { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/**
 * The server's session calls of a set-up deployment: `login` decides step 1; the code 123456
 * is the right one.
 */
function serveSignIn(login: (call: Call) => Response): Call[] {
  return serveApi((call) => {
    if (call.path === '/bo/setup') return ok({ needed: false });
    if (call.path === '/bo/session/login') return login(call);
    if (call.path === '/bo/session/totp') {
      const { code } = call.body as { code: string };
      return code === '123456'
        ? ok({ token: 'console-token', username: 'admin', role: 'owner', expiresAt: me.expiresAt })
        : failure(400, 'totp_invalid', 'bo.totp.invalid');
    }
    if (call.path === '/bo/session/me') {
      return call.headers.Authorization === 'console-token'
        ? ok(me)
        : failure(401, 'in_logged_login', 'bo.not.session');
    }
    if (call.path === '/bo/merchants') return ok([demoMerchant]);
    return undefined;
  });
}

/** The password form comes once the console has asked whether it is set up. */
async function enterPassword() {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: ' admin ' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'croupier-demo' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

function enterCode(code: string) {
  fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(resetConsole);

describe('signing in to the console', () => {
  it('enrols an authenticator on first sign-in: QR code, typed key, then the code', async () => {
    const calls = serveSignIn(() => ok({ step: 'enrol', ticket: 't-1', secret, otpauthUri }));
    renderConsole();

    await enterPassword();
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeTruthy();
    const qr = await screen.findByRole('img', { name: /QR code that adds the Croupier console/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(calls.find((call) => call.path === '/bo/session/login')).toMatchObject({
      method: 'POST',
      body: { username: 'admin', password: 'croupier-demo' },
    });

    enterCode('123456');
    // Signed in: the console asks who it is and greets them.
    expect(await screen.findByRole('heading', { name: /, admin$/ })).toBeTruthy();
    expect(calls.find((call) => call.path === '/bo/session/totp')?.body).toEqual({
      ticket: 't-1',
      code: '123456',
    });
    expect(consoleSession.token()).toBe('console-token');
    expect(sessionStorage.getItem('croupier.backoffice.token')).toBe('console-token');
  });

  it('asks for the code of a set-up authenticator and says when it is wrong', async () => {
    const calls = serveSignIn(() => ok({ step: 'totp', ticket: 't-2' }));
    renderConsole();

    await enterPassword();
    expect(await screen.findByRole('heading', { name: 'Two-factor code' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();

    enterCode('12345');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 6 digits of the code.');
    expect(calls.some((call) => call.path === '/bo/session/totp')).toBe(false);

    enterCode('654321');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wrong code. Enter the 6-digit code your authenticator app shows now.',
    );
    expect((screen.getByLabelText('6-digit code') as HTMLInputElement).value).toBe('');
    expect(consoleSession.token()).toBeNull();

    enterCode('123456');
    await waitFor(() => expect(consoleSession.token()).toBe('console-token'));
  });

  it('says the account is locked after too many failures, and stays at the password', async () => {
    serveSignIn(() => failure(423, 'staff_locked', 'bo.staff.locked'));
    renderConsole();

    await enterPassword();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many failed attempts: this account is locked for 15 minutes.',
    );
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(consoleSession.token()).toBeNull();
  });

  it('starts again at the password when the code step took too long', async () => {
    serveApi((call) => {
      if (call.path === '/bo/session/login') return ok({ step: 'totp', ticket: 't-3' });
      if (call.path === '/bo/session/totp')
        return failure(401, 'bo_ticket_expired', 'bo.ticket.expired');
      return undefined;
    });
    renderConsole();

    await enterPassword();
    await screen.findByRole('heading', { name: 'Two-factor code' });
    enterCode('123456');
    expect(await screen.findByText('Sign-in took too long. Please start again.')).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
  });

  it('asks again whether the console is set up after a sign-out, and keeps nothing of the session', async () => {
    consoleSession.start('first-token');
    const finance = { ...me, staffId: 2, username: 'cashier', role: 'finance' };
    const calls = serveApi((call) => {
      if (call.path === '/bo/setup') return ok({ needed: false });
      if (call.path === '/bo/session/logout') return ok(null);
      if (call.path === '/bo/session/login') return ok({ step: 'totp', ticket: 't-5' });
      if (call.path === '/bo/session/totp') {
        return ok({
          token: 'second-token',
          username: 'cashier',
          role: 'finance',
          expiresAt: me.expiresAt,
        });
      }
      if (call.path === '/bo/session/me') {
        if (call.headers.Authorization === 'first-token') return ok(me);
        if (call.headers.Authorization === 'second-token') return ok(finance);
        return failure(401, 'in_logged_login', 'bo.not.session');
      }
      if (call.path === '/bo/merchants') return ok([demoMerchant]);
      return undefined;
    });
    renderConsole();
    expect(await screen.findByRole('heading', { name: /, admin$/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    // The password form shows only once the sign-in page's own question has been answered.
    const form = await screen.findByRole('form', { name: 'Staff sign-in' });
    expect(within(form).getByLabelText('Username')).toBeTruthy();
    const paths = calls.map((call) => call.path);
    expect(paths.indexOf('/bo/setup')).toBeGreaterThan(paths.indexOf('/bo/session/logout'));
    expect(consoleSession.token()).toBeNull();

    // The next staff member is asked about afresh, not shown the one before.
    await enterPassword();
    await screen.findByRole('heading', { name: 'Two-factor code' });
    enterCode('123456');
    expect(await screen.findByRole('heading', { name: /, cashier$/ })).toBeTruthy();
    expect(screen.queryByText(/admin/)).toBeNull();
    expect(
      calls
        .filter((call) => call.path === '/bo/session/me')
        .map((call) => call.headers.Authorization),
    ).toEqual(['first-token', 'second-token']);
  });

  it('goes back to the sign-in with "your session ended" when the server ends the session', async () => {
    consoleSession.start('stale-token');
    const calls = serveSignIn(() => ok({ step: 'totp', ticket: 't-4' }));
    renderConsole('/payments/deposits');

    const notice = await screen.findByText('Your session ended. Please sign in again.');
    expect(notice.getAttribute('role')).toBe('status');
    expect(calls[0]).toMatchObject({
      path: '/bo/session/me',
      headers: { Authorization: 'stale-token' },
    });
    expect(consoleSession.token()).toBeNull();
    expect(sessionStorage.getItem('croupier.backoffice.token')).toBeNull();
    const form = screen.getByRole('form', { name: 'Staff sign-in' });
    expect(within(form).getByLabelText('Username')).toBeTruthy();
  });
});
