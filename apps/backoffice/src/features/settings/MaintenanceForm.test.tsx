import type { consoleAccess, consoleSettings } from '@croupier/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import '../../i18n';
import { demoMerchant, failure, ok, resetConsole, serveApi } from '../../testing/fake-api';
import { StaffProvider } from '../../app/staff';
import { toLocalInput } from '@croupier/web-kit/dates';
import { SettingsPage } from './SettingsPage';

function siteSettings(
  changes: Partial<consoleSettings.SiteSettings> = {},
): consoleSettings.SiteSettings {
  return {
    maintenance: { enabled: false, maintenanceEnd: null },
    region: { blockedCountries: [] },
    customerService: {
      liveChatUrl: '/helpmc#contact',
      vipServiceUrl: null,
      facebookUrl: null,
      supportEmail: 'support@demo.example',
      licenceNotice: 'Demo only.',
    },
    security: {
      passwordExpiryDays: 90,
      smsCodeMinutes: 5,
      captchaAfterFailures: 3,
      humanVerification: 'onRisk',
      minimumAge: 18,
      allowPlaintextPayloads: false,
    },
    ...changes,
  };
}

/** The settings calls of the server: the site settings and the maintenance switch. */
function serveSite(site = siteSettings()) {
  return serveApi((call) => {
    if (call.path === '/bo/merchants') return ok([demoMerchant]);
    if (call.path === '/bo/settings/site' && call.method === 'GET') return ok(site);
    if (call.path === '/bo/settings/maintenance' && call.method === 'PUT') {
      site = { ...site, maintenance: call.body as consoleSettings.MaintenanceSetting };
      return ok(site);
    }
    return undefined;
  });
}

function renderSettings(role: consoleAccess.StaffRole = 'admin') {
  render(
    <Providers>
      <StaffProvider
        staff={{ staffId: 3, username: `${role}-1`, role, expiresAt: '2030-01-01T00:00:00Z' }}
      >
        <MemoryRouter initialEntries={['/settings/site']}>
          <Routes>
            <Route path="settings/*" element={<SettingsPage />} />
          </Routes>
        </MemoryRouter>
      </StaffProvider>
    </Providers>,
  );
}

const inAnHour = () => new Date(Date.now() + 60 * 60_000);

beforeEach(() => {
  resetConsole();
  consoleSession.start('admin-token');
  merchantChoice.set('demo');
});

describe('the maintenance form', () => {
  it('closes the site after asking, with the end time, and shows it closed', async () => {
    const calls = serveSite();
    renderSettings();

    const form = await screen.findByTestId('maintenance-settings');
    expect(within(form).getByTestId('maintenance-state').textContent).toContain('Site open');
    const save = within(form).getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(form).getByRole('switch', { name: 'Site closed for maintenance' }));
    const end = inAnHour();
    end.setSeconds(0, 0);
    fireEvent.change(within(form).getByLabelText('Expected end'), {
      target: { value: toLocalInput(end.toISOString()) },
    });
    fireEvent.click(save);

    const dialog = screen.getByRole('dialog', { name: 'Maintenance' });
    expect(
      within(dialog).getByText(/Close the site of Demo Casino for maintenance now/),
    ).toBeTruthy();
    // Asking is not doing: nothing was sent before the confirmation.
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the site' }));
    expect(
      await within(form).findByText('Demo Casino is now closed for maintenance.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/bo/settings/maintenance',
      headers: { Merchant: 'demo', Authorization: 'admin-token' },
      body: { enabled: true, maintenanceEnd: end.toISOString() },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(within(form).getByTestId('maintenance-state').textContent).toContain(
        'Closed for maintenance',
      ),
    );
  });

  it('refuses an end time that is already over beside the field, sending nothing', async () => {
    const calls = serveSite();
    renderSettings();

    const form = await screen.findByTestId('maintenance-settings');
    fireEvent.click(within(form).getByRole('switch', { name: 'Site closed for maintenance' }));
    const endField = within(form).getByLabelText('Expected end');
    fireEvent.change(endField, {
      target: { value: toLocalInput(new Date(Date.now() - 60 * 60_000).toISOString()) },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      within(form).getByText('The end time is already over: choose a time ahead.'),
    ).toBeTruthy();
    expect(endField.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('reopens the site and keeps the dialog open with the reason when the server refuses', async () => {
    serveApi((call) => {
      if (call.path === '/bo/merchants') return ok([demoMerchant]);
      if (call.method === 'GET') {
        return ok(siteSettings({ maintenance: { enabled: true, maintenanceEnd: null } }));
      }
      return failure(403, 'no_permission', 'bo.forbidden');
    });
    renderSettings();

    const form = await screen.findByTestId('maintenance-settings');
    expect(within(form).getByTestId('maintenance-state').textContent).toContain(
      'Closed for maintenance',
    );
    fireEvent.click(within(form).getByRole('switch', { name: 'Site closed for maintenance' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Maintenance' });
    expect(within(dialog).getByText('Reopen the site of Demo Casino to players now?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen the site' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your role does not allow this.',
    );
  });

  it('shows the auditor the values without a way to change them', async () => {
    serveSite(
      siteSettings({ maintenance: { enabled: true, maintenanceEnd: '2031-06-01T04:00:00Z' } }),
    );
    renderSettings('auditor');

    const form = await screen.findByTestId('maintenance-settings');
    expect(screen.getByTestId('settings-read-only')).toBeTruthy();
    const toggle = within(form).getByRole('switch', { name: 'Site closed for maintenance' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect((toggle as HTMLInputElement).matches(':disabled')).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(form).getByTestId('maintenance-state').textContent).toMatch(
      /End shown to players: .*2031/,
    );
  });
});
