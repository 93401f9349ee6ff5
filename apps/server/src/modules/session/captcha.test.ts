import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '../../platform/crypto/tokens';
import { createTestContext, type TestContext } from '../../testing';
import { redeemCaptcha } from './captcha';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('GET /wps/captcha', () => {
  it('answers a base64 PNG without a data: prefix and binds it to the browser by a cookie', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/captcha' });
    expect(response.statusCode).toBe(200);
    const value = response.json().value as string;
    expect(value.startsWith('data:')).toBe(false);
    const png = Buffer.from(value, 'base64');
    expect(png.subarray(0, 8)).toEqual(pngSignature);
    expect(png.readUInt32BE(16)).toBe(120);
    expect(png.readUInt32BE(20)).toBe(40);
    const cookie = response.cookies.find((c) => c.name === 'croupier_captcha');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/wps' });
  });

  it('draws at most one new image per second for a browser', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/wps/captcha' });
    const cookie = `croupier_captcha=${first.cookies[0]!.value}`;
    const tooSoon = await ctx.app.inject({
      method: 'GET',
      url: '/wps/captcha',
      headers: { cookie },
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe('captcha_too_fast');
    await ctx.database.execute(`update captchas set created_at = now() - interval '2 seconds'`);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/wps/captcha', headers: { cookie } }))
        .statusCode,
    ).toBe(200);
  });

  it('draws at most 30 images a minute for an address, even without the cookie', async () => {
    const from = (remoteAddress: string) =>
      ctx.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress });
    const stored = async () =>
      Number((await ctx.database.execute('select count(*) as n from captchas')).rows[0]!.n);
    // The clock holds still, so every request falls in the same minute.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const before = await stored();
      const statuses: number[] = [];
      for (let image = 0; image < 30; image += 1)
        statuses.push((await from('198.51.100.5')).statusCode);
      expect(statuses.every((status) => status === 200)).toBe(true);
      const refused = await from('198.51.100.5');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        message: 'captcha_too_fast',
        value: { retryAfterSeconds: expect.any(Number) },
      });
      expect(await stored()).toBe(before + 30);
      expect((await from('198.51.100.6')).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts an answer once, case-insensitively, and never after a wrong try or expiry', async () => {
    const issue = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/wps/captcha' });
      const id = response.cookies[0]!.value;
      await ctx.database.execute('update captchas set answer_hash = $1 where id = $2', [
        sha256Hex('k7pq'),
        id,
      ]);
      return id;
    };
    const id = await issue();
    expect(await redeemCaptcha(ctx.database.db, id, 'K7PQ')).toBe(true);
    expect(await redeemCaptcha(ctx.database.db, id, 'k7pq')).toBe(false);

    const wrongFirst = await issue();
    expect(await redeemCaptcha(ctx.database.db, wrongFirst, 'xxxx')).toBe(false);
    expect(await redeemCaptcha(ctx.database.db, wrongFirst, 'k7pq')).toBe(false);

    const expired = await issue();
    await ctx.database.execute(
      `update captchas set expires_at = now() - interval '1 second' where id = $1`,
      [expired],
    );
    expect(await redeemCaptcha(ctx.database.db, expired, 'k7pq')).toBe(false);
  });
});
