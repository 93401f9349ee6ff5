import type { consoleAccess } from '@croupier/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../api/console-session';
import { merchantChoice } from '../api/merchant-choice';
import { changeLanguage, i18n } from '../i18n';
import {
  demoMerchant,
  ok,
  resetConsole,
  serveApi,
  serveBrandlessDeployment,
  staffMe,
  type Call,
} from '../testing/fake-api';
import { Providers } from './providers';
import { consoleRoutes } from './router';
import { sectionLink, sectionsFor } from './sections';

function renderConsole(path = '/') {
  render(
    <Providers>
      <RouterProvider router={createMemoryRouter(consoleRoutes(), { initialEntries: [path] })} />
    </Providers>,
  );
}

function sidebarLinks() {
  const nav = screen.getByRole('navigation', { name: 'Console sections' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

const firstBrandHeading = () => screen.findByRole('heading', { name: 'Create your first brand' });

/** The calls a brand-less console may make; every other one would answer "unknown merchant". */
const brandFree = (call: Call) =>
  ['/bo/session/me', '/bo/merchants'].includes(call.path) || call.path.startsWith('/bo/staff');

const staffList = [
  {
    staffId: 7,
    username: 'owner-1',
    role: 'owner',
    twoFactor: true,
    lockedUntil: null,
    disabled: false,
    activeSessions: 1,
    createdAt: '2026-03-01T08:00:00Z',
  },
];

beforeEach(async () => {
  resetConsole();
  await changeLanguage('en');
  consoleSession.start('console-token');
});

describe('a console whose deployment has no brand yet', () => {
  it('asks an owner for the first brand, creates it and goes on to the console on it', async () => {
    // A code remembered from another deployment is no merchant here.
    merchantChoice.set('gone');
    const { calls } = serveBrandlessDeployment(staffMe('owner'));
    renderConsole();

    await firstBrandHeading();
    expect(
      screen.getByText(/A brand is a site with its own domains, currency and look\./),
    ).toBeTruthy();
    expect(screen.getByText('No brand yet')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Merchant' })).toBeNull();
    // Only what works without a brand is offered: the staff accounts, and signing out.
    expect(sidebarLinks()).toEqual([
      ['Home', '/'],
      ['Staff', '/staff'],
    ]);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(merchantChoice.get()).toBeNull();
    expect(calls.every(brandFree)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Create the first brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a brand' });
    // There is no brand to copy settings from: the first one gets the defaults.
    expect(within(dialog).queryByLabelText('Copy settings from')).toBeNull();
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type('Code', 'moon');
    type('Name', 'Moon Palace');
    type('Currency', 'php');
    type('Currency symbol', '₱');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create brand' }));

    expect(await screen.findByText(/Working on Moon Palace \(moon\)/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: /, owner-1$/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Create your first brand' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(merchantChoice.get()).toBe('moon');
    const switcher = screen.getByRole('combobox', { name: 'Merchant' }) as HTMLSelectElement;
    expect(switcher.value).toBe('moon');
    expect(sidebarLinks()).toEqual(
      sectionsFor('owner').map((section) => [i18n.t(section.labelKey), sectionLink(section)]),
    );

    const posted = calls.filter((call) => call.method === 'POST');
    expect(posted).toEqual([
      expect.objectContaining({
        path: '/bo/merchants',
        body: expect.objectContaining({
          code: 'moon',
          name: 'Moon Palace',
          currency: 'PHP',
          currencySymbol: '₱',
        }),
      }),
    ]);
    expect(posted[0]!.body).not.toHaveProperty('copySettingsFrom');
    // The merchant list was asked again after the brand was created.
    const postAt = calls.indexOf(posted[0]!);
    expect(
      calls.slice(postAt).some((call) => call.path === '/bo/merchants' && call.method === 'GET'),
    ).toBe(true);
  });

  it('keeps the staff accounts open to an owner while there is no brand', async () => {
    const { calls } = serveBrandlessDeployment(staffMe('owner'), (call) =>
      call.path === '/bo/staff' && call.method === 'GET' ? ok(staffList) : undefined,
    );
    renderConsole('/members');

    await firstBrandHeading();
    fireEvent.click(screen.getByRole('link', { name: 'Staff' }));
    expect(await screen.findByRole('heading', { name: 'Staff' })).toBeTruthy();
    expect(await screen.findByText('Your own account')).toBeTruthy();
    expect(calls.every(brandFree)).toBe(true);
  });

  it('tells a staff member who is not an owner that an owner creates the first brand', async () => {
    const { calls } = serveBrandlessDeployment(staffMe('admin'));
    renderConsole('/payments/deposits');

    await firstBrandHeading();
    expect(screen.getByText('An owner has to create the first brand.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create the first brand' })).toBeNull();
    expect(sidebarLinks()).toEqual([['Home', '/']]);
    expect(calls.every(brandFree)).toBe(true);
  });

  it('says it in Vietnamese when the console is', async () => {
    await changeLanguage('vi');
    serveBrandlessDeployment(staffMe('owner'));
    renderConsole();

    expect(await screen.findByRole('heading', { name: 'Tạo thương hiệu đầu tiên' })).toBeTruthy();
    expect(screen.getByText('Chưa có thương hiệu')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tạo thương hiệu đầu tiên' })).toBeTruthy();
  });
});

describe('a console whose deployment has brands', () => {
  it.each<consoleAccess.StaffRole>(['owner', 'support'])(
    'shows %s the sections and the merchant switcher as before',
    async (role) => {
      serveApi((call) => {
        if (call.path === '/bo/session/me') return ok(staffMe(role));
        if (call.path === '/bo/merchants') return ok([demoMerchant]);
        return undefined;
      });
      renderConsole();

      expect(await screen.findByText(/Working on Demo Casino \(demo\)/)).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Create your first brand' })).toBeNull();
      expect(screen.queryByText('No brand yet')).toBeNull();
      expect((screen.getByRole('combobox', { name: 'Merchant' }) as HTMLSelectElement).value).toBe(
        'demo',
      );
      expect(sidebarLinks()).toEqual(
        sectionsFor(role).map((section) => [i18n.t(section.labelKey), sectionLink(section)]),
      );
    },
  );
});
