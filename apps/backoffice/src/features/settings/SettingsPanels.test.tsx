import type { consoleSettings } from '@croupier/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import '../../i18n';
import { demoMerchant, ok, resetConsole, serveApi } from '../../testing/fake-api';
import { StaffProvider } from '../../app/staff';
import { SettingsPage } from './SettingsPage';

function renderTab(path: string) {
  render(
    <Providers>
      <StaffProvider
        staff={{
          staffId: 1,
          username: 'owner-1',
          role: 'owner',
          expiresAt: '2030-01-01T00:00:00Z',
        }}
      >
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="settings/*" element={<SettingsPage />} />
          </Routes>
        </MemoryRouter>
      </StaffProvider>
    </Providers>,
  );
}

beforeEach(() => {
  resetConsole();
  consoleSession.start('owner-token');
  merchantChoice.set('demo');
});

describe('the switch tree', () => {
  it('greys a switched-off group’s switches and switches a module only after asking', async () => {
    let tree: consoleSettings.SettingsModule[] = [
      {
        modId: 'REGISTER',
        enabled: false,
        children: [{ modId: 'REGISTER_MOBILE', enabled: true, children: [] }],
      },
      {
        modId: 'GAME_CATEGORIES',
        enabled: true,
        children: [{ modId: 'FISH', enabled: true, children: [] }],
      },
    ];
    const calls = serveApi((call) => {
      if (call.path === '/bo/merchants') return ok([demoMerchant]);
      if (call.path === '/bo/settings/whitelabel') return ok(tree);
      if (call.path === '/bo/settings/whitelabel/FISH' && call.method === 'PUT') {
        tree = [
          tree[0]!,
          { ...tree[1]!, children: [{ modId: 'FISH', enabled: false, children: [] }] },
        ];
        return ok(tree);
      }
      return undefined;
    });
    renderTab('/settings/switches');

    const mobile = await screen.findByTestId('module-REGISTER_MOBILE');
    const tabs = screen.getByRole('navigation', { name: 'Settings groups' });
    const current = within(tabs).getByRole('link', { name: 'Switches' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Site & access' }).getAttribute('href')).toBe(
      '/settings/site',
    );
    expect(mobile.className).toContain('is-inactive');
    expect(within(mobile).getByText('Off while Registration is off')).toBeTruthy();
    expect(screen.getByTestId('module-FISH').className).not.toContain('is-inactive');

    fireEvent.click(within(screen.getByTestId('module-FISH')).getByRole('switch'));
    const dialog = screen.getByRole('dialog', { name: 'Switch off Fishing games' });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));

    expect(await screen.findByText('Fishing games switched off.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ enabled: false });
    await waitFor(() =>
      expect(
        (within(screen.getByTestId('module-FISH')).getByRole('switch') as HTMLInputElement).checked,
      ).toBe(false),
    );
  });
});

describe('the registration form rules', () => {
  it('refuses a maximum below the minimum beside the field, sending nothing', async () => {
    const rule: consoleSettings.RegisterRuleSetting = {
      field: 'email',
      enabled: true,
      required: false,
      acceptedPattern: '*',
      patternId: 4,
      minLength: 5,
      maxLength: 64,
      sortOrder: 0,
    };
    const calls = serveApi((call) => {
      if (call.path === '/bo/merchants') return ok([demoMerchant]);
      if (call.path === '/bo/settings/register-rules') return ok([rule]);
      if (call.path === '/bo/settings/register-rules/email' && call.method === 'PUT') {
        return ok({ ...rule, ...(call.body as object) });
      }
      return undefined;
    });
    renderTab('/settings/registration');

    fireEvent.click(await screen.findByRole('button', { name: 'Edit the rule of E-mail' }));
    const dialog = screen.getByRole('dialog', { name: 'Rule of E-mail' });
    fireEvent.change(within(dialog).getByLabelText('Maximum length'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(
      within(dialog).getByText('The maximum length must be at least the minimum length.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Maximum length'), { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Rule of E-mail saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      enabled: true,
      required: false,
      acceptedPattern: '*',
      patternId: 4,
      minLength: 5,
      maxLength: 40,
    });
  });
});

describe('the outbox', () => {
  it('asks for the chosen channel and recipient, newest first as the server sends them', async () => {
    const calls = serveApi((call) => {
      if (call.path === '/bo/merchants') return ok([demoMerchant]);
      if (call.path === '/bo/settings/outbox') {
        return ok({
          list: [
            {
              id: '9',
              channel: 'sms',
              recipient: '639179999999',
              subject: null,
              body: 'Your code is 654321',
              provider: 'http',
              status: 'failed',
              error: 'SMS gateway answered 503',
              createdAt: '2030-01-01T12:00:00Z',
            },
          ],
          pageNum: 1,
          totalPages: 1,
          totalCount: 1,
        });
      }
      return undefined;
    });
    renderTab('/settings/outbox');

    const row = await screen.findByTestId('outbox-9');
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('SMS gateway answered 503')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'SMS' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '63917' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/bo/settings/outbox').at(-1)!;
      expect(last.query.get('channel')).toBe('sms');
      expect(last.query.get('recipient')).toBe('63917');
    });
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });
});
