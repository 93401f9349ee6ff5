import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  createTestContext,
  staffTokenFor,
  staffTokenOfRole,
  type TestContext,
} from '../../testing';

let ctx: TestContext;
let owner: string;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await staffTokenFor(ctx.app, 'admin', 'croupier-demo');
});
afterAll(() => ctx.close());

function bo(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: { authorization: token, merchant: 'demo' },
    ...(payload === undefined ? {} : { payload }),
  });
}

const theme = {
  primary: '#0a84ff',
  accent: '#ff375f',
  background: '#101014',
  surface: '#1c1c22',
  text: '#f5f5f7',
};

describe('brands (merchants)', () => {
  it('creates a brand with its own domain that then serves its site', async () => {
    const created = await bo('POST', '/bo/merchants', owner, {
      code: 'lucky',
      name: 'Lucky Star',
      currency: 'VND',
      currencySymbol: '₫',
      logoUrl: null,
      theme,
      domains: ['lucky.example', 'WWW.Lucky.Example'],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().value).toMatchObject({
      code: 'lucky',
      isDefault: false,
      domains: ['lucky.example', 'www.lucky.example'],
    });
    // Its switch tree and registration rules came from the default brand: the site works.
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { host: 'lucky.example' },
    });
    expect(status.json().value.merchant).toMatchObject({ code: 'lucky', currencySymbol: '₫' });
    const tree = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/whitelabel',
      headers: { host: 'lucky.example' },
    });
    expect(tree.json().value.length).toBeGreaterThan(0);
    expect((await auditEntries(ctx.database, 1))[0]).toMatchObject({
      action: 'merchant.create',
      target: 'merchant:lucky',
      staff_username: 'admin',
    });
  });

  it("refuses another brand's domain, a taken code and a bad colour, changing nothing", async () => {
    const draft = {
      code: 'lucky2',
      name: 'Lucky Two',
      currency: 'VND',
      currencySymbol: '₫',
      logoUrl: null,
      theme,
      domains: ['localhost'],
    };
    const taken = await bo('POST', '/bo/merchants', owner, draft);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'domain_taken',
      value: { domains: ['localhost'] },
    });
    expect(
      (await bo('POST', '/bo/merchants', owner, { ...draft, code: 'demo', domains: [] }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await bo('POST', '/bo/merchants', owner, {
          ...draft,
          domains: [],
          theme: { ...theme, text: 'red' },
        })
      ).statusCode,
    ).toBe(400);
    const list = (await bo('GET', '/bo/merchants', owner)).json().value as { code: string }[];
    expect(list.map((merchant) => merchant.code)).not.toContain('lucky2');
  });

  it('edits the look and records what changed', async () => {
    const edited = await bo('PUT', '/bo/merchants/demo', owner, {
      theme: { ...theme, primary: '#123456' },
    });
    expect(edited.json().value.theme.primary).toBe('#123456');
    const [entry] = await auditEntries(ctx.database, 1);
    expect(entry).toMatchObject({ action: 'merchant.update', target: 'merchant:demo' });
    expect(Object.keys(entry!.after as object)).toEqual(['theme']);
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { merchant: 'demo' },
    });
    expect(status.json().value.merchant.theme.primary).toBe('#123456');
  });
});

describe('staff accounts', () => {
  it('adds a staff member who then enrols two-factor at first sign-in', async () => {
    const created = await bo('POST', '/bo/staff', owner, {
      username: 'cashier1',
      password: 'Cashier-pass-123',
      role: 'finance',
    });
    expect(created.json().value).toMatchObject({
      username: 'cashier1',
      role: 'finance',
      twoFactor: false,
    });
    const token = await staffTokenFor(ctx.app, 'cashier1', 'Cashier-pass-123');
    const list = (await bo('GET', '/bo/staff', owner)).json().value as {
      username: string;
      twoFactor: boolean;
    }[];
    expect(list.find((row) => row.username === 'cashier1')?.twoFactor).toBe(true);

    const staffId = created.json().value.staffId;
    const demoted = await bo('PUT', `/bo/staff/${staffId}`, owner, { role: 'auditor' });
    expect(demoted.json().value.role).toBe('auditor');
    // A change of role ends the sessions opened under the old one.
    expect((await bo('GET', '/bo/session/me', token)).statusCode).toBe(401);
    expect((await auditEntries(ctx.database, 1))[0]).toMatchObject({
      action: 'staff.update',
      before: { role: 'finance' },
      after: { role: 'auditor' },
    });
  });

  it('keeps staff administration to owners, and an owner off their own account', async () => {
    const adminToken = await staffTokenOfRole(ctx, 'admin');
    expect((await bo('GET', '/bo/staff', adminToken)).statusCode).toBe(403);
    const me = (await bo('GET', '/bo/session/me', owner)).json().value;
    const self = await bo('PUT', `/bo/staff/${me.staffId}`, owner, { disabled: true });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('staff_cannot_change_self');
    const short = await bo('POST', '/bo/staff', owner, {
      username: 'x1y',
      password: 'short',
      role: 'support',
    });
    expect(short.statusCode).toBe(400);
  });

  it('lists the audit log and proves its chain', async () => {
    const auditor = await staffTokenOfRole(ctx, 'auditor');
    const page = (await bo('GET', '/bo/audit?pageSize=5', auditor)).json().value;
    expect(page.entries).toHaveLength(5);
    expect(page.totalCount).toBeGreaterThan(5);
    const filtered = (await bo('GET', '/bo/audit?action=merchant.', auditor)).json().value;
    expect(
      filtered.entries.every((e: { action: string }) => e.action.startsWith('merchant.')),
    ).toBe(true);
    const check = (await bo('GET', '/bo/audit/verify', auditor)).json().value;
    expect(check).toMatchObject({ intact: true, checked: page.totalCount });
  });
});
