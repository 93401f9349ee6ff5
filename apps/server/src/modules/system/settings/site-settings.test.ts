import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  createTestContext,
  merchantIdOf,
  staffTokenOfRole,
  type TestContext,
  lastAuditSeq,
} from '../../../testing';
import { newMember, playerToken, type TestMember } from '../../../testing/members';

let ctx: TestContext;
let admin: string;
let auditor: string;
let content: string;
let player: string;
let playerAccount: TestMember;
let demoId: number;
beforeAll(async () => {
  // Requests come through a proxy on loopback, so a test can name the visitor's address.
  ctx = await createTestContext({ TRUST_PROXY: '127.0.0.1' });
  admin = await staffTokenOfRole(ctx, 'admin');
  auditor = await staffTokenOfRole(ctx, 'auditor');
  content = await staffTokenOfRole(ctx, 'content');
  playerAccount = await newMember(ctx, { prefix: 'ss' });
  player = await playerToken(ctx, playerAccount);
  demoId = await merchantIdOf(ctx.database);
});
afterAll(() => ctx.close());

function bo(method: 'GET' | 'PUT', url: string, token: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: { authorization: token, merchant: 'demo' },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The status call as the player's browser makes it, from `ip`. */
async function playerStatus(ip = '127.0.0.1') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/wps/system/status?url=localhost',
    headers: { authorization: player, merchant: 'demo', 'x-forwarded-for': ip },
  });
  expect(response.statusCode).toBe(200);
  return response.json().value;
}

async function site() {
  const response = await bo('GET', '/bo/settings/site', auditor);
  expect(response.statusCode).toBe(200);
  return response.json().value;
}

/** A bad write: 400 naming the field, nothing stored, nothing audited. */
async function expectRefused(url: string, payload: object, field: string, messageKey: string) {
  const before = await site();
  const seq = await lastAuditSeq(ctx.database);
  const response = await bo('PUT', url, admin, payload);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    success: false,
    message: 'invalid_input',
    value: { fields: { [field]: messageKey } },
  });
  expect(await site()).toEqual(before);
  expect(await lastAuditSeq(ctx.database)).toBe(seq);
}

describe('maintenance', () => {
  const end = '2031-06-01T04:00:00.000Z';

  it('closes the site for players on the very next status call, and opens it again', async () => {
    expect((await playerStatus()).status).toBe(0);

    const closed = await bo('PUT', '/bo/settings/maintenance', admin, {
      enabled: true,
      maintenanceEnd: '2031-06-01T11:00:00+07:00',
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().value.maintenance).toEqual({ enabled: true, maintenanceEnd: end });

    const status = await playerStatus();
    expect(status.status).toBe(1);
    expect(status.maintenance).toEqual({ enabled: true, maintenanceEnd: end });
    const [entry] = await auditEntries(ctx.database, 1);
    expect(entry).toMatchObject({
      staff_username: 'admin-staff',
      merchant_id: demoId,
      action: 'settings.maintenance.update',
      target: 'merchant:demo',
      before: { enabled: false, maintenanceEnd: null },
      after: { enabled: true, maintenanceEnd: end },
    });

    const opened = await bo('PUT', '/bo/settings/maintenance', admin, {
      enabled: false,
      maintenanceEnd: end,
    });
    expect(opened.statusCode).toBe(200);
    expect((await playerStatus()).status).toBe(0);
    const [reopened] = await auditEntries(ctx.database, 1);
    // Only what changed: the end time stayed.
    expect(reopened).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    await bo('PUT', '/bo/settings/maintenance', admin, { enabled: false, maintenanceEnd: null });
  });

  it('refuses an end time that is already over, or not a time, changing nothing', async () => {
    await expectRefused(
      '/bo/settings/maintenance',
      { enabled: true, maintenanceEnd: '2020-01-01T00:00:00Z' },
      'body.maintenanceEnd',
      'maintenance_end_past',
    );
    await expectRefused(
      '/bo/settings/maintenance',
      { enabled: true, maintenanceEnd: 'tomorrow' },
      'body.maintenanceEnd',
      'field_format',
    );
    expect((await playerStatus()).status).toBe(0);
  });
});

describe('region restriction', () => {
  it('shows the restricted page to visitors from a blocked country at once', async () => {
    const saved = await bo('PUT', '/bo/settings/region', admin, {
      blockedCountries: ['US', 'SG', 'US'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value.region).toEqual({ blockedCountries: ['SG', 'US'] });

    const blocked = await playerStatus('8.8.8.8');
    expect(blocked.status).toBe(2);
    expect(blocked.location).toEqual({ ip: '8.8.8.8', country: 'US' });
    expect((await playerStatus('113.161.1.1')).status).toBe(0);
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      {
        action: 'settings.region.update',
        target: 'merchant:demo',
        before: { blockedCountries: [] },
        after: { blockedCountries: ['SG', 'US'] },
      },
    ]);

    await bo('PUT', '/bo/settings/region', admin, { blockedCountries: [] });
    expect((await playerStatus('8.8.8.8')).status).toBe(0);
  });

  it('refuses a code that names no country', async () => {
    await expectRefused(
      '/bo/settings/region',
      { blockedCountries: ['VN', 'ZZ'] },
      'body.blockedCountries.1',
      'country_unknown',
    );
    await expectRefused(
      '/bo/settings/region',
      { blockedCountries: ['us'] },
      'body.blockedCountries.0',
      'country_unknown',
    );
  });
});

describe('customer service', () => {
  const service = {
    liveChatUrl: 'https://chat.example/demo',
    vipServiceUrl: '/helpmc?desk=vip#contact',
    facebookUrl: 'https://facebook.com/croupier.demo',
    supportEmail: 'help@demo.example',
    licenceNotice: 'DEMO SITE — licensed by nobody; play money only.',
  };

  it('puts the new addresses and licence notice on the site', async () => {
    const saved = await bo('PUT', '/bo/settings/customer-service', admin, service);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value.customerService).toEqual(service);

    const status = await playerStatus();
    expect(status.info.customerService).toEqual({
      liveChatUrl: service.liveChatUrl,
      vipServiceUrl: service.vipServiceUrl,
      facebookUrl: service.facebookUrl,
      email: service.supportEmail,
    });
    expect(status.merchant.licenceNotice).toBe(service.licenceNotice);
    const [entry] = await auditEntries(ctx.database, 1);
    expect(entry!.action).toBe('settings.customer_service.update');
    // The demo brand has no live-chat provider or VIP desk: both addresses change.
    expect(entry!.before).toEqual({
      liveChatUrl: null,
      vipServiceUrl: null,
      facebookUrl: null,
      supportEmail: 'support@demo.croupier.invalid',
      licenceNotice: expect.stringContaining('DEMO SITE'),
    });
    expect(entry!.after).toEqual({
      liveChatUrl: service.liveChatUrl,
      vipServiceUrl: service.vipServiceUrl,
      facebookUrl: service.facebookUrl,
      supportEmail: service.supportEmail,
      licenceNotice: service.licenceNotice,
    });
  });

  it('refuses addresses a player must not be sent to', async () => {
    const url = '/bo/settings/customer-service';
    await expectRefused(
      url,
      { ...service, liveChatUrl: 'javascript:alert(1)' },
      'body.liveChatUrl',
      'url_invalid',
    );
    await expectRefused(
      url,
      { ...service, vipServiceUrl: '//evil.example/vip' },
      'body.vipServiceUrl',
      'url_invalid',
    );
    await expectRefused(
      url,
      { ...service, facebookUrl: '/facebook' },
      'body.facebookUrl',
      'url_invalid',
    );
    await expectRefused(
      url,
      { ...service, supportEmail: 'not an address' },
      'body.supportEmail',
      'field_format',
    );
  });
});

describe('security values', () => {
  it('stores them within their bounds and audits only what changed', async () => {
    const before = (await site()).security;
    const security = { ...before, smsCodeMinutes: 10, minimumAge: 21 };
    const saved = await bo('PUT', '/bo/settings/security', admin, security);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value.security).toEqual(security);
    expect((await playerStatus()).merchant.minimumAge).toBe(21);
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      {
        action: 'settings.security.update',
        before: { smsCodeMinutes: before.smsCodeMinutes, minimumAge: 18 },
        after: { smsCodeMinutes: 10, minimumAge: 21 },
      },
    ]);
  });

  it('sets when players must pass the human check, audited, and the site asks accordingly', async () => {
    const before = (await site()).security;
    expect(before.humanVerification).toBe('onRisk');
    const saved = await bo('PUT', '/bo/settings/security', admin, {
      ...before,
      humanVerification: 'always',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value.security).toEqual({ ...before, humanVerification: 'always' });
    expect(await auditEntries(ctx.database, 1)).toMatchObject([
      {
        action: 'settings.security.update',
        before: { humanVerification: 'onRisk' },
        after: { humanVerification: 'always' },
      },
    ]);
    // The player, who signs in from here without a proof on risk alone, is now asked for one.
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { merchant: 'demo' },
        payload: { username: playerAccount.username, password: playerAccount.password },
      });
    try {
      expect((await login()).json()).toMatchObject({
        errorCode: 'human.verification.required',
        value: { humanCheck: true },
      });
    } finally {
      await bo('PUT', '/bo/settings/security', admin, before);
    }
    expect((await login()).statusCode).toBe(200);
  });

  it('refuses values outside the bounds', async () => {
    const security = (await site()).security;
    const { humanVerification: _mode, ...withoutMode } = security;
    await expectRefused(
      '/bo/settings/security',
      { ...security, humanVerification: 'sometimes' },
      'body.humanVerification',
      'field_invalid',
    );
    await expectRefused(
      '/bo/settings/security',
      withoutMode,
      'body.humanVerification',
      'field_required',
    );
    const url = '/bo/settings/security';
    await expectRefused(url, { ...security, minimumAge: 16 }, 'body.minimumAge', 'field_too_short');
    await expectRefused(
      url,
      { ...security, passwordExpiryDays: 0 },
      'body.passwordExpiryDays',
      'field_too_short',
    );
    await expectRefused(
      url,
      { ...security, smsCodeMinutes: 61 },
      'body.smsCodeMinutes',
      'field_too_long',
    );
    await expectRefused(
      url,
      { ...security, captchaAfterFailures: 2.5 },
      'body.captchaAfterFailures',
      'field_invalid',
    );
  });
});

describe('who may change the site', () => {
  const writes: [string, object][] = [
    ['/bo/settings/maintenance', { enabled: true, maintenanceEnd: null }],
    ['/bo/settings/region', { blockedCountries: ['US'] }],
    [
      '/bo/settings/customer-service',
      {
        liveChatUrl: null,
        vipServiceUrl: null,
        facebookUrl: null,
        supportEmail: null,
        licenceNotice: '',
      },
    ],
    [
      '/bo/settings/security',
      {
        passwordExpiryDays: 30,
        smsCodeMinutes: 5,
        captchaAfterFailures: 3,
        humanVerification: 'off',
        minimumAge: 18,
        allowPlaintextPayloads: false,
      },
    ],
  ];

  it('lets the auditor and the content editor read but not change anything', async () => {
    const before = await site();
    const seq = await lastAuditSeq(ctx.database);
    for (const token of [auditor, content]) {
      expect((await bo('GET', '/bo/settings/site', token)).statusCode).toBe(200);
      for (const [url, payload] of writes) {
        const response = await bo('PUT', url, token, payload);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().message).toBe('no_permission');
      }
    }
    const asPlayer = await bo('PUT', '/bo/settings/maintenance', player, writes[0]![1]);
    expect(asPlayer.statusCode).toBe(401);
    expect(await site()).toEqual(before);
    expect(await lastAuditSeq(ctx.database)).toBe(seq);
    expect((await playerStatus('8.8.8.8')).status).toBe(0);
  });
});
