import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, forgetCachedReads, type TestContext } from '../../testing';

let ctx: TestContext;

/** A change made behind the server's back (plain SQL): its cached reads are forgotten. */
async function sqlChange(statement: string, params: unknown[] = []) {
  await ctx.database.execute(statement, params);
  forgetCachedReads();
}
beforeAll(async () => {
  // Requests are believed to come through a proxy on loopback, so tests can name a visitor IP.
  ctx = await createTestContext({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => ctx.close());

async function status(headers: Record<string, string> = {}, query = '') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/wps/system/status${query}`,
    headers,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

describe('GET /wps/system/status', () => {
  it('names where players reach the merchant and only the resources it published', async () => {
    let { body } = await status();
    // The demo brand has no live-chat provider: the site opens its built-in chat.
    expect(body.value.info.customerService).toEqual({
      liveChatUrl: null,
      vipServiceUrl: null,
      facebookUrl: null,
      email: 'support@demo.croupier.invalid',
    });
    expect(body.value.info.resources).toEqual([]);

    await sqlChange(
      `insert into merchant_resources (merchant_id, resource_type, url, qr_code_url, label_name_en)
       select id, 'ANDROID', 'https://apps.example/demo.apk', null, 'Android' from merchants where code = 'demo'`,
    );
    try {
      ({ body } = await status());
      expect(body.value.info.resources).toEqual([
        {
          resourceType: 'ANDROID',
          url: 'https://apps.example/demo.apk',
          qrCodeUrl: null,
          labelNameEn: 'Android',
        },
      ]);
    } finally {
      await sqlChange(`delete from merchant_resources`);
    }
  });

  it('serves the normal site of the default merchant with its switches and rules', async () => {
    const { statusCode, body } = await status();
    expect(statusCode).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toBeNull();
    expect(body.value.status).toBe(0);
    expect(body.value.merchant).toMatchObject({ code: 'demo', currencySymbol: 'P' });
    const categories = body.value.info.whitelabel.find(
      (node: { modId: string }) => node.modId === 'GAME_CATEGORIES',
    );
    expect(categories.enabled).toBe('1');
    expect(categories.childrenNodes.map((node: { modId: string }) => node.modId)).toEqual([
      'LIVE',
      'RNG',
      'SPORTS',
      'ESPORTS',
      'FISH',
      'PVP',
      'LOTT',
      'ELOTT',
    ]);
    expect(body.value.info.registerRules).toContainEqual(
      expect.objectContaining({
        field: 'username',
        enabled: true,
        required: true,
        patternId: 1,
        minLength: 6,
      }),
    );
    expect(body.value.maintenance).toEqual({ enabled: false, maintenanceEnd: null });
    expect(body.value.info.maintenance).toEqual(body.value.maintenance);
  });

  it('answers maintenance (1) with its end time when the merchant is in maintenance', async () => {
    await sqlChange(
      `update merchants set maintenance_enabled = true, maintenance_end = '2030-01-02T03:04:05Z' where code = 'demo'`,
    );
    try {
      const { body } = await status();
      expect(body.value.status).toBe(1);
      expect(body.value.maintenance).toEqual({
        enabled: true,
        maintenanceEnd: '2030-01-02T03:04:05.000Z',
      });
    } finally {
      await sqlChange(`update merchants set maintenance_enabled = false, maintenance_end = null`);
    }
  });

  it('answers restriction (2) to a visitor from a blocked country, with the IP and country', async () => {
    await sqlChange(`update merchants set blocked_countries = '{US}' where code = 'demo'`);
    try {
      const blocked = await status({ 'x-forwarded-for': '8.8.8.8' });
      expect(blocked.body.value.status).toBe(2);
      expect(blocked.body.value.location).toEqual({ ip: '8.8.8.8', country: 'US' });
      expect(blocked.body.value.regionRestriction).toEqual({ restricted: true });

      const allowed = await status({ 'x-forwarded-for': '113.161.1.1' });
      expect(allowed.body.value.status).toBe(0);
      expect(allowed.body.value.location.country).toBe('VN');
    } finally {
      await sqlChange(`update merchants set blocked_countries = '{}'`);
    }
  });

  it('puts maintenance before restriction', async () => {
    await sqlChange(`update merchants set blocked_countries = '{US}', maintenance_enabled = true`);
    try {
      const { body } = await status({ 'x-forwarded-for': '8.8.8.8' });
      expect(body.value.status).toBe(1);
    } finally {
      await sqlChange(`update merchants set blocked_countries = '{}', maintenance_enabled = false`);
    }
  });

  it('picks the merchant from the Merchant header, then the domain, then the default', async () => {
    await sqlChange(
      `insert into merchants (code, name, currency, currency_symbol, theme)
       values ('second', 'Second Brand', 'VND', '₫', '{"primary":"#000","accent":"#111","background":"#222","surface":"#333","text":"#fff"}')`,
    );
    await sqlChange(
      `insert into merchant_domains (domain, merchant_id) select 'second.example', id from merchants where code = 'second'`,
    );
    expect((await status({ merchant: 'second' })).body.value.merchant.code).toBe('second');
    expect((await status({ merchant: 'SECOND' })).body.value.merchant.code).toBe('second');
    expect((await status({ host: 'second.example' })).body.value.merchant.code).toBe('second');
    expect((await status({}, '?url=https://second.example/index')).body.value.merchant.code).toBe(
      'second',
    );
    expect((await status({ host: 'unknown.example' })).body.value.merchant.code).toBe('demo');
  });

  it('refuses a Merchant header that names no merchant', async () => {
    const { statusCode, body } = await status({ merchant: 'nobody' });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({
      success: false,
      message: 'merchant_unknown',
      errorCode: 'merchant.unknown',
      value: null,
    });
  });

  it('tolerates the headers clients of the family send', async () => {
    const { statusCode } = await status({
      language: 'vi',
      device: 'web',
      'x-real-ua': Buffer.from('Mozilla/5.0').toString('base64'),
      'x-gateway-version': '3',
      moduleid: 'COMM3',
      'module-id': 'COMM3',
      authorization: 'not-a-session',
    });
    expect(statusCode).toBe(200);
  });
});

describe('GET /wps/system/whitelabel', () => {
  it('returns the switch tree of the merchant', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    const body = response.json();
    expect(response.statusCode).toBe(200);
    expect(body.value.map((node: { modId: string }) => node.modId)).toEqual([
      'SITE',
      'REGISTER',
      'LOGIN',
      'GAME_CATEGORIES',
    ]);
  });

  it('reflects a switch turned off in the database', async () => {
    await sqlChange(`update whitelabel_modules set enabled = false where mod_id = 'FISH'`);
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    const categories = response
      .json()
      .value.find((node: { modId: string }) => node.modId === 'GAME_CATEGORIES');
    expect(
      categories.childrenNodes.find((node: { modId: string }) => node.modId === 'FISH').enabled,
    ).toBe('0');
  });
});
