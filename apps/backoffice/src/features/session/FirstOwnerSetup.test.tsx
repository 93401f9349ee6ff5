import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { consoleRoutes } from '../../app/router';
import { changeLanguage } from '../../i18n';
import { failure, ok, resetConsole, serveApi, type Call } from '../../testing/fake-api';

const token = 'k3Jd-9xQ2-ZZ7p';
const ownerPassword = 'correct horse battery';

function renderConsole() {
  const router = createMemoryRouter(consoleRoutes(), { initialEntries: ['/'] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** A deployment that waits for its first owner; `setup` answers the set-up's POST. */
function serveFreshDeployment(setup: (call: Call) => Response = () => ok(null)): Call[] {
  return serveApi((call) => {
    if (call.path !== '/bo/setup') return undefined;
    return call.method === 'GET' ? ok({ needed: true }) : setup(call);
  });
}

/** A refusal whose envelope carries a value: field errors, the seconds to wait. */
const refusal = (status: number, message: string, errorCode: string, value: unknown) =>
  new Response(JSON.stringify({ success: false, message, value, errorCode }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const setupPosts = (calls: Call[]) =>
  calls.filter((call) => call.path === '/bo/setup' && call.method === 'POST');

async function setupForm() {
  return screen.findByRole('form', { name: 'Set up the console' });
}

function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  }
}

function fillValid(form: HTMLElement) {
  fill(form, {
    'Setup token': ` ${token} `,
    "Owner's username": ' owner.one ',
    Password: ownerPassword,
    'Repeat password': ownerPassword,
  });
}

const submit = (form: HTMLElement) =>
  fireEvent.click(within(form).getByRole('button', { name: 'Create owner' }));

/** The field's error, as a screen reader reaches it: through the input's description. */
function fieldError(form: HTMLElement, label: string): string | null {
  const input = within(form).getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return document.getElementById(ids[0] ?? '')?.textContent ?? null;
}

beforeEach(async () => {
  resetConsole();
  await changeLanguage('en');
});

describe('choosing between the first-owner set-up and the sign-in', () => {
  it('shows the set-up, after a loading line, while the deployment has no staff', async () => {
    const calls = serveFreshDeployment();
    renderConsole();

    expect(screen.getByRole('status').textContent).toBe('Checking this console…');
    const form = await setupForm();
    expect(within(form).getByText(/This deployment has no staff yet\./)).toBeTruthy();
    for (const label of ['Setup token', "Owner's username", 'Password', 'Repeat password']) {
      expect(within(form).getByLabelText(label)).toBeTruthy();
    }
    expect(document.activeElement).toBe(within(form).getByLabelText('Setup token'));
    expect(screen.queryByRole('form', { name: 'Staff sign-in' })).toBeNull();
    expect(calls.filter((call) => call.path === '/bo/setup')).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/bo/setup' });
  });

  it('shows the sign-in once the deployment has staff', async () => {
    serveApi((call) => (call.path === '/bo/setup' ? ok({ needed: false }) : undefined));
    renderConsole();

    expect(await screen.findByRole('form', { name: 'Staff sign-in' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Set up the console' })).toBeNull();
  });

  it('falls back to the sign-in at once when the status call fails, without asking again', async () => {
    const calls = serveApi((call) =>
      call.path === '/bo/setup' ? failure(500, 'system_error', 'system.error') : undefined,
    );
    renderConsole();

    const form = await screen.findByRole('form', { name: 'Staff sign-in' });
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.path === '/bo/setup')).toHaveLength(1);
  });

  it('is in Vietnamese when the console is', async () => {
    serveFreshDeployment();
    await act(() => changeLanguage('vi'));
    renderConsole();

    expect(await screen.findByRole('form', { name: 'Thiết lập bảng điều khiển' })).toBeTruthy();
    expect(screen.getByLabelText('Mã thiết lập')).toBeTruthy();
  });
});

describe('creating the first owner', () => {
  it('checks the fields before sending: required, the minimum length, the repeat', async () => {
    const calls = serveFreshDeployment();
    renderConsole();
    const form = await setupForm();

    submit(form);
    expect(within(form).getByRole('alert').textContent).toBe(
      'Please correct the fields marked below.',
    );
    expect(fieldError(form, 'Setup token')).toBe('This is required.');
    expect(fieldError(form, "Owner's username")).toBe('This is required.');
    expect(fieldError(form, 'Password')).toBe('This is required.');
    expect(fieldError(form, 'Repeat password')).toBe('This is required.');
    expect(document.activeElement).toBe(within(form).getByLabelText('Setup token'));

    fill(form, {
      'Setup token': token,
      "Owner's username": 'owner',
      Password: 'short-pass',
      'Repeat password': 'short-pass',
    });
    submit(form);
    expect(fieldError(form, 'Password')).toBe('The password needs at least 12 characters.');
    expect(fieldError(form, 'Setup token')).toBeNull();
    expect(fieldError(form, 'Repeat password')).toBeNull();
    expect(document.activeElement).toBe(within(form).getByLabelText('Password'));

    fill(form, { Password: ownerPassword, 'Repeat password': `${ownerPassword}!` });
    submit(form);
    expect(fieldError(form, 'Repeat password')).toBe('The two passwords are not the same.');
    expect(fieldError(form, 'Password')).toBeNull();

    fill(form, { "Owner's username": 'no spaces allowed', 'Repeat password': ownerPassword });
    submit(form);
    expect(fieldError(form, "Owner's username")).toBe(
      'Use 3–32 letters, digits, dots, dashes or underscores.',
    );

    expect(setupPosts(calls)).toHaveLength(0);
  });

  it('posts the token, username and password, then offers the sign-in with the username', async () => {
    const calls = serveFreshDeployment();
    renderConsole();
    const form = await setupForm();

    fillValid(form);
    submit(form);

    const signIn = await screen.findByRole('form', { name: 'Staff sign-in' });
    expect(setupPosts(calls).map((call) => call.body)).toEqual([
      { setupToken: token, username: 'owner.one', password: ownerPassword },
    ]);
    const notice = within(signIn).getByRole('status');
    expect(notice.textContent).toBe('Owner owner.one created. Sign in to set up two-factor.');
    expect(notice.className).toContain('form-notice-success');
    expect((within(signIn).getByLabelText('Username') as HTMLInputElement).value).toBe('owner.one');
    expect(document.activeElement).toBe(within(signIn).getByLabelText('Password'));
    // The console knows it is set up now: it does not ask the server again.
    expect(calls.filter((call) => call.path === '/bo/setup' && call.method === 'GET')).toHaveLength(
      1,
    );
  });

  it('puts a wrong setup token on the token field, and lets it be corrected', async () => {
    const calls = serveFreshDeployment((call) =>
      (call.body as { setupToken: string }).setupToken === token
        ? ok(null)
        : failure(403, 'setup_token_invalid', 'bo.setup.token'),
    );
    renderConsole();
    const form = await setupForm();

    fillValid(form);
    fill(form, { 'Setup token': 'old-token' });
    submit(form);

    await waitFor(() =>
      expect(fieldError(form, 'Setup token')).toBe(
        'This setup token is not valid. Use the one the server printed at its last start.',
      ),
    );
    expect(document.activeElement).toBe(within(form).getByLabelText('Setup token'));
    expect(fieldError(form, 'Password')).toBeNull();
    expect((within(form).getByLabelText('Password') as HTMLInputElement).value).toBe(ownerPassword);

    fill(form, { 'Setup token': token });
    submit(form);
    expect(await screen.findByRole('form', { name: 'Staff sign-in' })).toBeTruthy();
    expect(setupPosts(calls)).toHaveLength(2);
  });

  it('shows the server’s field errors beside their fields', async () => {
    serveFreshDeployment(() =>
      refusal(400, 'invalid_input', 'request.invalid', {
        fields: { 'body.username': 'field_format' },
      }),
    );
    renderConsole();
    const form = await setupForm();

    fillValid(form);
    submit(form);

    await waitFor(() =>
      expect(fieldError(form, "Owner's username")).toBe(
        'Use 3–32 letters, digits, dots, dashes or underscores.',
      ),
    );
    expect(within(form).getByRole('alert').textContent).toBe(
      'Please correct the fields marked below.',
    );
  });

  it('switches to the sign-in with a notice when the console was set up meanwhile', async () => {
    serveFreshDeployment(() => failure(409, 'setup_done', 'bo.setup.done'));
    renderConsole();
    const form = await setupForm();

    fillValid(form);
    submit(form);

    const signIn = await screen.findByRole('form', { name: 'Staff sign-in' });
    expect(within(signIn).getByRole('status').textContent).toBe(
      'The console is already set up. Sign in.',
    );
    expect((within(signIn).getByLabelText('Username') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('form', { name: 'Set up the console' })).toBeNull();
  });

  it('says how long to wait when attempts are rate-limited', async () => {
    serveApi((call) => {
      if (call.path !== '/bo/setup') return undefined;
      if (call.method === 'GET') return ok({ needed: true });
      return refusal(429, 'too_many_requests', 'rate.limited', { retryAfterSeconds: 540 });
    });
    renderConsole();
    const form = await setupForm();

    fillValid(form);
    submit(form);

    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 9 minutes.',
    );
    expect(within(form).getByRole('button', { name: 'Create owner' })).toBeTruthy();
  });
});
