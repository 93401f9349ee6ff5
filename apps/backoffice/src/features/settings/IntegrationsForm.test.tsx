import type { consoleAccess, consoleSettings } from '@croupier/contract';
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

const site: consoleSettings.SiteSettings = {
  maintenance: { enabled: false, maintenanceEnd: null },
  region: { blockedCountries: [] },
  customerService: {
    liveChatUrl: null,
    vipServiceUrl: null,
    facebookUrl: null,
    supportEmail: null,
    licenceNotice: '',
  },
  security: {
    passwordExpiryDays: 90,
    smsCodeMinutes: 5,
    captchaAfterFailures: 3,
    humanVerification: 'onRisk',
    minimumAge: 18,
    allowPlaintextPayloads: false,
  },
};

/** The server's site settings and integrations; a PUT of the integrations replaces them. */
function serveIntegrations(integrations: consoleSettings.IntegrationSettings) {
  return serveApi((call) => {
    if (call.path === '/bo/merchants') return ok([demoMerchant]);
    if (call.path === '/bo/settings/site') return ok(site);
    if (call.path === '/bo/settings/integrations' && call.method === 'GET') return ok(integrations);
    if (call.path === '/bo/settings/integrations' && call.method === 'PUT') {
      const body = call.body as consoleSettings.IntegrationsBody;
      integrations = { ...body, gtagId: body.gtagId || null };
      return ok(integrations);
    }
    return undefined;
  });
}

function renderSite(role: consoleAccess.StaffRole) {
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

beforeEach(() => {
  resetConsole();
  consoleSession.start('admin-token');
  merchantChoice.set('demo');
});

describe('the analytics and CDN form', () => {
  it('points at a wrong tag id and origin beside their fields, sending nothing', async () => {
    const calls = serveIntegrations({ gtagId: null, imageCdns: [], launchGameCdns: [] });
    renderSite('admin');
    const form = await screen.findByTestId('integrations-settings');

    fireEvent.change(within(form).getByLabelText('Google tag id'), {
      target: { value: 'GTM-123' },
    });
    fireEvent.change(within(form).getByLabelText('Image CDN origins'), {
      target: { value: 'https://img.example.com\njavascript:alert(1)' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      within(form).getByText(
        'Enter a tag id like G-XXXXXXXXXX or UA-1234567-1, or leave it empty.',
      ),
    ).toBeTruthy();
    expect(within(form).getByText(/^javascript:alert\(1\): Not an https:\/\/ origin/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('saves the tag and origins after listing the changes', async () => {
    const calls = serveIntegrations({
      gtagId: 'G-OLD12345',
      imageCdns: ['https://img.old.example'],
      launchGameCdns: [],
    });
    renderSite('admin');
    const form = await screen.findByTestId('integrations-settings');
    expect((within(form).getByLabelText('Google tag id') as HTMLInputElement).value).toBe(
      'G-OLD12345',
    );

    fireEvent.change(within(form).getByLabelText('Google tag id'), {
      target: { value: ' G-NEW98765 ' },
    });
    // A trailing slash or capitals are read as the origin they name; blank lines are dropped.
    fireEvent.change(within(form).getByLabelText('Game launch CDN origins'), {
      target: { value: 'https://Play.Example.com/\n\nhttps://play2.example.com:8443' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save analytics and CDNs' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Google tag idG-OLD12345G-NEW98765',
      'Game launch CDN origins(none)https://play.example.comhttps://play2.example.com:8443',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      {
        gtagId: 'G-NEW98765',
        imageCdns: ['https://img.old.example'],
        launchGameCdns: ['https://play.example.com', 'https://play2.example.com:8443'],
      },
    ]);
    expect(
      (within(form).getByLabelText('Game launch CDN origins') as HTMLTextAreaElement).value,
    ).toBe('https://play.example.com\nhttps://play2.example.com:8443');
  });

  it('shows the values read-only to a role that may not change them', async () => {
    serveIntegrations({ gtagId: 'G-READ1234', imageCdns: [], launchGameCdns: [] });
    renderSite('auditor');
    const form = await screen.findByTestId('integrations-settings');
    const input = within(form).getByLabelText('Google tag id') as HTMLInputElement;
    expect(input.value).toBe('G-READ1234');
    expect(input.closest('fieldset')!.disabled).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
