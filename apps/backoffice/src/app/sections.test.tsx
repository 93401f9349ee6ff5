import { consoleAccess } from '@croupier/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../api/console-session';
import { StaffProvider } from './staff';
import { i18n } from '../i18n';
import { demoMerchant, failure, ok, resetConsole, serveApi } from '../testing/fake-api';
import { Sidebar } from './ConsoleLayout';
import { Providers } from './providers';
import { consoleRoutes } from './router';
import { sectionLink, sections, sectionsFor } from './sections';

const staffOf = (role: consoleAccess.StaffRole) => ({
  staffId: 7,
  username: `${role}-1`,
  role,
  expiresAt: '2030-01-01T00:00:00Z',
});

function navLinks(role: consoleAccess.StaffRole) {
  render(
    <MemoryRouter>
      <StaffProvider staff={staffOf(role)}>
        <Sidebar sections={sectionsFor(role)} />
      </StaffProvider>
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Console sections' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

beforeEach(resetConsole);

describe('the sections table', () => {
  it.each(consoleAccess.staffRoles)('shows %s exactly the sections its role may use', (role) => {
    const expected = sections
      .filter((section) => section.roles.includes(role))
      .map((section) => [i18n.t(section.labelKey), sectionLink(section)]);
    expect(navLinks(role)).toEqual(expected);
  });

  it('shows the payment queues to finance and hides them from support, content and auditors', () => {
    const payments = [
      ['Deposits', '/payments/deposits'],
      ['Withdrawals', '/payments/withdrawals'],
    ];
    for (const role of ['owner', 'admin', 'finance'] as const) {
      expect(sectionsFor(role).map((section) => section.labelKey)).toContain('nav.deposits');
    }
    const finance = navLinks('finance');
    expect(finance).toEqual(expect.arrayContaining(payments));
    expect(
      within(screen.getByRole('navigation')).getByRole('heading', { name: 'Payments' }),
    ).toBeTruthy();

    for (const role of ['support', 'content', 'auditor'] as const) {
      cleanup();
      const links = navLinks(role);
      expect(links).toContainEqual(['Home', '/']);
      expect(links).not.toContainEqual(payments[0]);
      expect(links).not.toContainEqual(payments[1]);
    }
  });

  it('answers a typed-in address of a section the role may not use with a refusal page', async () => {
    consoleSession.start('support-token');
    const calls = serveApi((call) => {
      if (call.path === '/bo/session/me') return ok(staffOf('support'));
      if (call.path === '/bo/merchants') return ok([demoMerchant]);
      return failure(403, 'no_permission', 'bo.forbidden');
    });
    render(
      <Providers>
        <RouterProvider
          router={createMemoryRouter(consoleRoutes(), {
            initialEntries: ['/payments/deposits'],
          })}
        />
      </Providers>,
    );

    expect(await screen.findByRole('heading', { name: 'Not available to your role' })).toBeTruthy();
    expect(screen.getByText(/Your role \(Support\) cannot use this section/)).toBeTruthy();
    expect(calls.some((call) => call.path === '/bo/deposits')).toBe(false);
  });
});
