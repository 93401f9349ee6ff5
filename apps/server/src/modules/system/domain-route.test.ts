import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.database.execute(
    `insert into merchants (code, name, currency, theme)
     values ('brand-b', 'Brand B', 'VND', '{"primary":"#000","accent":"#111","background":"#222","surface":"#333","text":"#fff"}')`,
  );
  await ctx.database.execute(
    `insert into merchant_domains (domain, merchant_id)
     select d, id from merchants, unnest(array['www.brand-b.test', 'brand-b.test']) as d
     where code = 'brand-b'`,
  );
});
afterAll(() => ctx.close());

async function domainRoute(query = '', headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/wps/system/domainRoute${query}`,
    headers,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

describe('GET /wps/system/domainRoute', () => {
  it('answers the default merchant and its domains to a guest', async () => {
    const { statusCode, body } = await domainRoute();
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      success: true,
      message: null,
      value: { merchantCode: 'demo', domains: ['127.0.0.1', 'localhost'] },
    });
  });

  it('answers the brand of the url query, and of the Merchant header', async () => {
    const byUrl = await domainRoute('?url=https://www.brand-b.test/index');
    expect(byUrl.body.value).toEqual({
      merchantCode: 'brand-b',
      domains: ['brand-b.test', 'www.brand-b.test'],
    });
    const byHeader = await domainRoute('', { merchant: 'BRAND-B' });
    expect(byHeader.body.value.merchantCode).toBe('brand-b');
  });

  it('ignores a stale token: the call needs none', async () => {
    const { statusCode, body } = await domainRoute('', { authorization: 'no-such-session' });
    expect(statusCode).toBe(200);
    expect(body.value.merchantCode).toBe('demo');
  });

  it('refuses a Merchant header naming no brand', async () => {
    const { statusCode, body } = await domainRoute('', { merchant: 'nobody' });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: 'merchant.unknown' });
  });
});
