import type { consoleAccess } from '@croupier/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { consoleSession } from '../../api/console-session';
import { merchantChoice } from '../../api/merchant-choice';
import { Providers } from '../../app/providers';
import '../../i18n';
import {
  demoMerchant,
  failure,
  ok,
  resetConsole,
  serveApi,
  type Call,
} from '../../testing/fake-api';
import { StaffProvider } from '../../app/staff';
import type { Brand } from './api';
import { BrandsPage } from './BrandsPage';

const demo: Brand = { ...demoMerchant, createdAt: '2026-01-05T10:00:00Z' };
const second: Brand = {
  ...demoMerchant,
  code: 'lucky',
  name: 'Lucky Star',
  currency: 'VND',
  currencySymbol: '₫',
  isDefault: false,
  logoUrl: 'https://cdn.example.com/lucky.png',
  domains: ['lucky.example.com', 'www.lucky.example.com'],
  createdAt: '2026-02-01T10:00:00Z',
};

const refusal = (status: number, message: string, errorCode: string, value: unknown) =>
  new Response(JSON.stringify({ success: false, message, errorCode, value }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The server's brand list; `onWrite` answers the create and edit calls. */
function serveBrands(brands: Brand[], onWrite?: (call: Call) => Response | undefined) {
  return serveApi((call) => {
    if (call.path === '/bo/merchants' && call.method === 'GET') return ok(brands);
    return onWrite?.(call);
  });
}

function renderPage(role: consoleAccess.StaffRole = 'owner') {
  render(
    <Providers>
      <MemoryRouter initialEntries={['/brands']}>
        <StaffProvider
          staff={{ staffId: 1, username: 'boss', role, expiresAt: '2030-01-01T00:00:00Z' }}
        >
          <BrandsPage />
        </StaffProvider>
      </MemoryRouter>
    </Providers>,
  );
}

async function openCreate() {
  await screen.findByTestId('brand-demo');
  fireEvent.click(screen.getByRole('button', { name: 'Create brand' }));
  const dialog = screen.getByRole('dialog', { name: 'Create a brand' });
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) =>
    fireEvent.change(field(label), { target: { value } });
  return { dialog, field, type };
}

function fillValidBrand({ type, dialog }: Awaited<ReturnType<typeof openCreate>>) {
  type('Code', 'moon');
  type('Name', 'Moon Palace');
  type('Currency', 'php');
  type('Currency symbol', '₱');
  type('Accent', '#ff8800');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add domain' }));
  type('Domain 1', 'moon.example.com');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add domain' }));
  type('Domain 2', 'Lucky.Example.com');
}

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  resetConsole();
  consoleSession.start('owner-token');
  merchantChoice.set('demo');
});

describe('the brands page', () => {
  it('lists every brand with its currency, domains, default badge, colours and logo', async () => {
    serveBrands([demo, second]);
    renderPage();
    const row = await screen.findByTestId('brand-lucky');
    expect(within(row).getByText('Lucky Star')).toBeTruthy();
    expect(within(row).getByText('VND · ₫')).toBeTruthy();
    expect(within(row).getByText('www.lucky.example.com')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Logo of Lucky Star' })).toBeTruthy();
    expect(within(row).getByText('Accent #654321')).toBeTruthy();
    expect(within(row).queryByText('Default')).toBeNull();
    const demoRow = screen.getByTestId('brand-demo');
    expect(within(demoRow).getByText('Default')).toBeTruthy();
    expect(within(demoRow).getByText('Console is on this brand')).toBeTruthy();
  });

  it('puts the server’s field errors beside their fields and keeps what was typed', async () => {
    const calls = serveBrands([demo, second], (call) =>
      call.method === 'POST'
        ? refusal(400, 'invalid_input', 'invalid.input', {
            fields: { 'body.theme.accent': 'field_format', 'body.logoUrl': 'url_invalid' },
          })
        : undefined,
    );
    renderPage();
    const form = await openCreate();
    fillValidBrand(form);
    form.type('Domain 2', 'play.moon.example.com');
    fireEvent.click(within(form.dialog).getByRole('button', { name: 'Create brand' }));

    expect(
      await within(form.dialog).findByText(
        'Use a colour as # and six hex digits, such as #1a2b3c.',
      ),
    ).toBeTruthy();
    expect(form.field('Accent').getAttribute('aria-invalid')).toBe('true');
    expect(form.field('Primary').getAttribute('aria-invalid')).toBe('false');
    expect(
      within(form.dialog).getByText(
        'Enter an https:// address, or a path on the site starting with /.',
      ),
    ).toBeTruthy();
    expect(form.field('Logo address').getAttribute('aria-invalid')).toBe('true');
    expect(within(form.dialog).getByRole('alert').textContent).toBe(
      'Please check the fields you entered.',
    );
    expect(form.field('Name').value).toBe('Moon Palace');
    // What went to the server: the contract's draft, cleaned, with the template chosen.
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/bo/merchants',
        body: {
          code: 'moon',
          name: 'Moon Palace',
          currency: 'PHP',
          currencySymbol: '₱',
          logoUrl: null,
          theme: {
            primary: '#2456c7',
            accent: '#ff8800',
            background: '#10151c',
            surface: '#1c232d',
            text: '#f2f4f7',
          },
          domains: ['moon.example.com', 'play.moon.example.com'],
          copySettingsFrom: 'demo',
        },
      }),
    ]);
    // Correcting a field takes its complaint away.
    form.type('Accent', '#ff8801');
    expect(form.field('Accent').getAttribute('aria-invalid')).toBe('false');
  });

  it('marks a taken domain and a taken code beside their fields (409)', async () => {
    let answer = refusal(409, 'domain_taken', 'bo.merchant.domain.taken', {
      domains: ['lucky.example.com'],
    });
    serveBrands([demo, second], (call) => (call.method === 'POST' ? answer : undefined));
    renderPage();
    const form = await openCreate();
    fillValidBrand(form);
    fireEvent.click(within(form.dialog).getByRole('button', { name: 'Create brand' }));

    expect(
      await within(form.dialog).findByText('This domain already serves another brand.'),
    ).toBeTruthy();
    expect(within(form.dialog).getByRole('alert').textContent).toBe(
      'These domains already serve another brand: lucky.example.com.',
    );
    expect(form.field('Domain 2').getAttribute('aria-invalid')).toBe('true');
    expect(form.field('Domain 1').getAttribute('aria-invalid')).toBe('false');
    // Stored as typed by the server's rules: lower case.
    expect(form.field('Domain 2').value).toBe('lucky.example.com');

    answer = refusal(409, 'merchant_code_taken', 'bo.merchant.code.taken', null);
    fireEvent.click(within(form.dialog).getByRole('button', { name: 'Remove lucky.example.com' }));
    fireEvent.click(within(form.dialog).getByRole('button', { name: 'Create brand' }));
    expect(
      await within(form.dialog).findByText('Another brand already uses this code.'),
    ).toBeTruthy();
    expect(form.field('Code').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the contract’s rules before sending anything', async () => {
    const calls = serveBrands([demo]);
    renderPage();
    const form = await openCreate();
    // A new domain row takes the keyboard; removing it hands it to the row that moves up.
    fireEvent.click(within(form.dialog).getByRole('button', { name: 'Add domain' }));
    fireEvent.click(within(form.dialog).getByRole('button', { name: 'Add domain' }));
    expect(document.activeElement).toBe(form.field('Domain 2'));
    form.type('Domain 1', 'not a host');
    fireEvent.click(within(form.dialog).getByRole('button', { name: 'Remove Domain 2' }));
    expect(document.activeElement).toBe(form.field('Domain 1'));
    form.type('Code', 'Moon Palace');
    form.type('Primary', '#12');
    fireEvent.click(within(form.dialog).getByRole('button', { name: 'Create brand' }));
    expect(
      within(form.dialog).getByText('Use 2–32 lower-case letters, digits, - or _.'),
    ).toBeTruthy();
    expect(form.field('Primary').getAttribute('aria-invalid')).toBe('true');
    expect(form.field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(form.field('Domain 1').getAttribute('aria-invalid')).toBe('true');
    expect(within(form.dialog).getByText('This is not a valid host name.')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);
  });

  it('after creating, refreshes the merchant list and offers to switch the console to the brand', async () => {
    const brands = [demo];
    const calls = serveBrands(brands, (call) => {
      if (call.method !== 'POST') return undefined;
      const draft = call.body as Brand;
      const created = { ...draft, isDefault: false, createdAt: '2026-03-01T00:00:00Z' };
      brands.push(created);
      return ok(created);
    });
    renderPage();
    const form = await openCreate();
    fillValidBrand(form);
    form.type('Domain 2', 'www.moon.example.com');
    fireEvent.click(within(form.dialog).getByRole('button', { name: 'Create brand' }));

    expect(await screen.findByText('Brand Moon Palace created.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByTestId('brand-moon')).toBeTruthy();
    expect(merchantChoice.get()).toBe('demo');
    fireEvent.click(screen.getByRole('button', { name: 'Switch the console to Moon Palace' }));
    expect(await screen.findByText('The console now works on Moon Palace.')).toBeTruthy();
    expect(merchantChoice.get()).toBe('moon');
    expect(
      calls.filter((call) => call.path === '/bo/merchants' && call.method === 'GET').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('edits a brand, sending only what changed, and makes another brand the default after asking', async () => {
    const brands = [demo, second];
    const calls = serveBrands(brands, (call) => {
      if (call.method !== 'PUT') return undefined;
      const index = brands.findIndex((brand) => call.path === `/bo/merchants/${brand.code}`);
      if (index < 0) return failure(404, 'merchant_not_found', 'bo.merchant.unknown');
      const changes = call.body as Partial<Brand>;
      if (changes.isDefault)
        brands.forEach((brand, at) => (brands[at] = { ...brand, isDefault: false }));
      brands[index] = { ...brands[index]!, ...changes };
      return ok(brands[index]);
    });
    renderPage('admin');
    const row = await screen.findByTestId('brand-lucky');
    // Admins edit brands; only owners create them.
    expect(screen.queryByRole('button', { name: 'Create brand' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Edit brand Lucky Star' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Lucky Star' });
    expect(within(dialog).queryByLabelText('Code')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Lucky Star VN' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Brand Lucky Star VN saved.')).toBeTruthy();
    expect(writes(calls).at(-1)).toMatchObject({
      path: '/bo/merchants/lucky',
      body: { name: 'Lucky Star VN' },
    });
    expect(Object.keys(writes(calls).at(-1)!.body as object)).toEqual(['name']);

    fireEvent.click(
      within(await screen.findByTestId('brand-lucky')).getByRole('button', {
        name: 'Make Lucky Star VN the default brand',
      }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Make Lucky Star VN the default brand?' });
    expect(writes(calls)).toHaveLength(1);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Make default' }));
    expect(await screen.findByText('Lucky Star VN is now the default brand.')).toBeTruthy();
    expect(writes(calls).at(-1)).toMatchObject({
      method: 'PUT',
      path: '/bo/merchants/lucky',
      body: { isDefault: true },
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('brand-lucky')).getByText('Default')).toBeTruthy(),
    );
  });

  it('shows brands to every role but the controls only to the roles that may use them', async () => {
    serveBrands([demo, second]);
    renderPage('auditor');
    const row = await screen.findByTestId('brand-lucky');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create brand' })).toBeNull();
  });
});
