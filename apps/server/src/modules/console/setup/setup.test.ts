import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../testing';
import { auditEntries, brandDraft } from '../../../testing/console';
import { staffTokenFor } from '../../../testing/identity';
import { openFirstOwnerSetup } from './service';

// A production deployment's first start: an empty database, no staff, no brand.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    { SEALING_KEY: randomBytes(32).toString('base64') },
    {
      demoData: false,
    },
  );
});
afterAll(() => ctx.close());

const password = 'First-owner-pass-1';
const rows = async (sql: string) => (await ctx.database.execute(sql)).rows;
const state = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/bo/setup' })).json().value as { needed: boolean };
const setup = (payload: object, remoteAddress = '203.0.113.5') =>
  ctx.app.inject({ method: 'POST', url: '/bo/setup', payload, remoteAddress });

describe('the first owner of an empty deployment', () => {
  let token: string;

  it('is awaited, with a token made at the start and known only by its hash', async () => {
    expect(await state()).toEqual({ needed: true });
    token = (await openFirstOwnerSetup(ctx.database.db))!;
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await rows(
      `select value from platform_secrets where name like 'console-setup%'`,
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses a wrong token, and an earlier start’s token once the server restarted', async () => {
    const wrong = await setup({ setupToken: 'guess', username: 'owner1', password });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errorCode).toBe('bo.setup.token');

    const earlier = token;
    token = (await openFirstOwnerSetup(ctx.database.db))!;
    const stale = await setup({ setupToken: earlier, username: 'owner1', password });
    expect(stale.json().errorCode).toBe('bo.setup.token');
    expect(await state()).toEqual({ needed: true });
  });

  it('refuses a short password with a field error and creates nobody', async () => {
    const short = await setup({ setupToken: token, username: 'owner1', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(await state()).toEqual({ needed: true });
  });

  it('creates the owner once: two racing setups with the token make one owner', async () => {
    const [first, second] = await Promise.all([
      setup({ setupToken: token, username: 'owner1', password }),
      setup({ setupToken: token, username: 'owner2', password }),
    ]);
    const answers = [first, second].map((answer) => answer.statusCode).sort();
    expect(answers).toEqual([200, 409]);
    expect(await state()).toEqual({ needed: false });
    const owners = await rows(`select username, role from staff`);
    expect(owners).toHaveLength(1);
    expect(owners[0]).toMatchObject({ role: 'owner' });
  });

  it('is over: the token is forgotten and a later start makes none', async () => {
    const again = await setup({ setupToken: token, username: 'owner3', password });
    expect(again.json().errorCode).toBe('bo.setup.done');
    expect(await openFirstOwnerSetup(ctx.database.db)).toBeNull();
    const left = await rows(`select 1 from platform_secrets where name like 'console-setup%'`);
    expect(left).toHaveLength(0);
  });

  it('leaves an owner who signs in with two-factor, sealed under the deployment key', async () => {
    const [owner] = (await rows(`select username from staff`)) as { username: string }[];
    const consoleToken = await staffTokenFor(ctx.app, owner!.username, password);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/bo/session/me',
      headers: { authorization: consoleToken },
    });
    expect(me.json().value).toMatchObject({ username: owner!.username, role: 'owner' });
    const [sealed] = (await rows(`select totp_secret from staff`)) as { totp_secret: string }[];
    // Sealed under SEALING_KEY, not under a key kept in the same database.
    expect(sealed!.totp_secret).toMatch(/^env\./);
    const stored = await rows(`select 1 from platform_secrets where name = 'staff-totp'`);
    expect(stored).toHaveLength(0);
    const audit = await auditEntries(ctx.database);
    expect(audit.filter((entry) => entry.action === 'setup.first-owner')).toHaveLength(1);
  });

  it('lets the owner create the first brand, which starts with the default switches', async () => {
    // Before any brand the site has none to serve.
    const before = await ctx.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(before.json().errorCode).toBe('merchant.unknown');

    const [owner] = (await rows(`select username from staff`)) as { username: string }[];
    const consoleToken = await staffTokenFor(ctx.app, owner!.username, password);
    const brands = await ctx.app.inject({
      method: 'GET',
      url: '/bo/merchants',
      headers: { authorization: consoleToken },
    });
    expect(brands.json().value).toEqual([]);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/bo/merchants',
      headers: { authorization: consoleToken },
      payload: brandDraft({ code: 'first', name: 'First Brand', domains: ['first.example'] }),
    });
    expect(created.json().value).toMatchObject({ code: 'first', isDefault: true });

    const status = await ctx.app.inject({ method: 'GET', url: '/wps/system/status' });
    const whitelabel = status.json().value.info.whitelabel as { modId: string; enabled: boolean }[];
    expect(whitelabel.length).toBeGreaterThan(0);
    const [rules] = (await rows(
      `select count(*)::int as n from register_rules r join merchants m on m.id = r.merchant_id
        where m.code = 'first'`,
    )) as { n: number }[];
    expect(rules!.n).toBeGreaterThan(0);
  });
});
