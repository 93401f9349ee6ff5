import type { consoleSettings } from '@croupier/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import '../../i18n';
import { demoMerchant, ok, resetConsole, serveApi } from '../../testing/fake-api';
import { StaffProvider } from '../../app/staff';
import { SettingsPage } from './SettingsPage';

const security: consoleSettings.SecuritySetting = {
  passwordExpiryDays: 90,
  smsCodeMinutes: 5,
  captchaAfterFailures: 3,
  humanVerification: 'onRisk',
  minimumAge: 18,
  allowPlaintextPayloads: false,
};

/** The server's site settings; a PUT of the security values replaces them. */
function serveSecurity() {
  let site: consoleSettings.SiteSettings = {
    maintenance: { enabled: false, maintenanceEnd: null },
    region: { blockedCountries: [] },
    customerService: {
      liveChatUrl: null,
      vipServiceUrl: null,
      facebookUrl: null,
      supportEmail: null,
      licenceNotice: '',
    },
    security,
  };
  return serveApi((call) => {
    if (call.path === '/bo/merchants') return ok([demoMerchant]);
    if (call.path === '/bo/settings/site') return ok(site);
    if (call.path === '/bo/settings/security' && call.method === 'PUT') {
      site = { ...site, security: call.body as consoleSettings.SecuritySetting };
      return ok(site);
    }
    return undefined;
  });
}

beforeEach(() => {
  resetConsole();
  consoleSession.start('admin-token');
  merchantChoice.set('demo');
});

describe('the human check of the security form', () => {
  it('explains the chosen mode, confirms the change and saves it', async () => {
    const calls = serveSecurity();
    render(
      <Providers>
        <StaffProvider
          staff={{
            staffId: 3,
            username: 'admin-1',
            role: 'admin',
            expiresAt: '2030-01-01T00:00:00Z',
          }}
        >
          <MemoryRouter initialEntries={['/settings/site']}>
            <Routes>
              <Route path="settings/*" element={<SettingsPage />} />
            </Routes>
          </MemoryRouter>
        </StaffProvider>
      </Providers>,
    );

    const form = await screen.findByTestId('security-settings');
    const mode = within(form).getByLabelText('Human check (proof of work)') as HTMLSelectElement;
    expect(mode.value).toBe('onRisk');
    expect([...mode.options].map((option) => [option.value, option.textContent])).toEqual([
      ['always', 'Always'],
      ['onRisk', 'On risk (recommended)'],
      ['off', 'Off'],
    ]);
    expect(within(form).getByText(/Only after failed sign-ins/)).toBeTruthy();

    fireEvent.change(mode, { target: { value: 'off' } });
    expect(within(form).getByText(/Never asked/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const dialog = screen.getByRole('dialog', { name: 'Save security values' });
    const change = within(dialog).getByRole('row', { name: /Human check/ });
    expect(change.textContent).toContain('On risk (recommended)');
    expect(change.textContent).toContain('Off');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/^Saved\./)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/bo/settings/security',
      body: { ...security, humanVerification: 'off' },
    });
  });
});
