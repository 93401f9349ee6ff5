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

/** The server's setting, off as a brand starts; a PUT replaces it. */
function serveTerms() {
  let terms: consoleSettings.RegistrationTermsSetting = { checkedByDefault: false };
  return serveApi((call) => {
    if (call.path === '/bo/merchants') return ok([demoMerchant]);
    if (call.path === '/bo/settings/register-rules') return ok([]);
    if (call.path === '/bo/settings/registration-terms' && call.method === 'PUT') {
      terms = call.body as consoleSettings.RegistrationTermsSetting;
      return ok(terms);
    }
    if (call.path === '/bo/settings/registration-terms') return ok(terms);
    return undefined;
  });
}

function renderRegistrationTab(role: 'admin' | 'auditor') {
  render(
    <Providers>
      <StaffProvider
        staff={{ staffId: 3, username: `${role}-1`, role, expiresAt: '2030-01-01T00:00:00Z' }}
      >
        <MemoryRouter initialEntries={['/settings/registration']}>
          <Routes>
            <Route path="settings/*" element={<SettingsPage />} />
          </Routes>
        </MemoryRouter>
      </StaffProvider>
    </Providers>,
  );
}

const box = (form: HTMLElement) =>
  within(form).getByRole<HTMLInputElement>('checkbox', { name: 'Box ticked when the form opens' });

beforeEach(() => {
  resetConsole();
  consoleSession.start('admin-token');
  merchantChoice.set('demo');
});

describe('the age-and-terms box of the registration tab', () => {
  it('shows the box unticked as a brand starts, and ticks it only after confirming', async () => {
    const calls = serveTerms();
    renderRegistrationTab('admin');

    const form = await screen.findByTestId('registration-terms-settings');
    expect(box(form).checked).toBe(false);
    expect(within(form).getByText(/Off \(recommended\)/)).toBeTruthy();
    const save = within(form).getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(save.disabled).toBe(true);

    fireEvent.click(box(form));
    fireEvent.click(save);
    const dialog = screen.getByRole('dialog', { name: 'Save the age and terms box' });
    const change = within(dialog).getByRole('row', { name: /Box ticked/ });
    expect(change.textContent).toContain('Unticked');
    expect(change.textContent).toContain('Ticked');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/^Saved\./)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/bo/settings/registration-terms',
      body: { checkedByDefault: true },
    });
    await waitFor(() => expect(box(form).checked).toBe(true));
  });

  it('lets a role that may not change settings read it only', async () => {
    serveTerms();
    renderRegistrationTab('auditor');
    const form = await screen.findByTestId('registration-terms-settings');
    // The form's fieldset is disabled for this role.
    expect(box(form).matches(':disabled')).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
