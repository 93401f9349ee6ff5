import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/crypto/password';
import { sha256Hex } from '../../platform/crypto/tokens';
import { newMember, type TestMember } from '../../testing/members';
import {
  createTestContext,
  forgetCachedReads,
  humanCheck,
  lastSmsCode,
  login,
  sealed,
  tokenFor,
  type TestContext,
} from '../../testing';

let ctx: TestContext;

/** A change made behind the server's back (plain SQL): its cached reads are forgotten. */
async function sqlChange(statement: string, params: unknown[] = []) {
  await ctx.database.execute(statement, params);
  forgetCachedReads();
}
// A player and an agent of this file's own, each with a mobile number of its own.
let player: TestMember;
let agent: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  player = await newMember(ctx, { prefix: 'login', mobile: '9170000701' });
  // The member info answers the club label the operator gave, so this player has one.
  await ctx.database.execute(`update members set club_label = 'Bronze' where id = $1`, [player.id]);
  agent = await newMember(ctx, { prefix: 'loginagent', accountType: 1, mobile: '9170000702' });
});
afterAll(() => ctx.close());
// Every request here comes from one address; each test starts with clean throttles.
beforeEach(() => ctx.database.execute('delete from rate_limit_counters'));

const password = 'croupier-demo';

async function memberInfo(token: string) {
  return ctx.app.inject({
    method: 'GET',
    url: '/wps/member/info',
    headers: { authorization: token },
  });
}

/** Fetches a captcha for this "browser" and makes its answer known to the test. */
async function solvedCaptcha(answer = 'ab3d') {
  const response = await ctx.app.inject({ method: 'GET', url: '/wps/captcha' });
  const cookie = response.cookies.find((c) => c.name === 'croupier_captcha')!;
  await ctx.database.execute('update captchas set answer_hash = $1 where id = $2', [
    sha256Hex(answer),
    cookie.value,
  ]);
  return { cookie: `croupier_captcha=${cookie.value}`, answer };
}

describe('login by username and password', () => {
  it('signs a player in with an encrypted body and answers what the family expects', async () => {
    const response = await login(ctx.app, player.username, player.password);
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      userName: player.username,
      customerType: 0,
    });
    expect(value.token).toMatch(/^[\w-]{43}$/);
    expect(typeof value.id).toBe('number');

    const info = await memberInfo(value.token);
    expect(info.json().value).toMatchObject({
      account: player.username,
      type: 0,
      clubLabel: { labelName: 'Bronze', rankLevel: 0 },
    });
    expect(info.json().value.mobile).toBe('+63 917****701');

    const again = await login(ctx.app, player.username.toUpperCase(), player.password);
    expect(again.json().value.firstTimeLogin).toBe(false);
  });

  it('stores only a hash of the token', async () => {
    const token = await tokenFor(ctx.app, player.username, player.password);
    const rows = await ctx.database.execute('select token_hash from sessions');
    expect(rows.rows.map((row) => row.token_hash)).toContain(sha256Hex(token));
    expect(JSON.stringify(rows.rows)).not.toContain(token);
  });

  it('ignores extra fields clients of the family send', async () => {
    const response = await login(ctx.app, player.username, player.password, {
      loginDeviceId: 'abc',
      type: 'username',
      geetest: { x: 1 },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a login without the human check', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await sealed(ctx.app, { username: player.username, password: player.password }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('please_verify_first');
  });

  it('accepts a solved challenge once only', async () => {
    const proof = await humanCheck(ctx.app);
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: player.username, password: player.password, humanCheck: proof },
    });
    expect(first.statusCode).toBe(200);
    const replay = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: player.username, password: player.password, humanCheck: proof },
    });
    expect(replay.json().message).toBe('please_verify_first');
  });

  it('requires encryption when the merchant does not allow plaintext', async () => {
    await sqlChange(`update merchants set allow_plaintext_payloads = false`);
    try {
      const plain = await ctx.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: {
          username: player.username,
          password: player.password,
          humanCheck: await humanCheck(ctx.app),
        },
      });
      expect(plain.statusCode).toBe(400);
      expect(plain.json()).toMatchObject({
        message: 'payload_encryption_required',
        errorCode: 'payload.encryption.required',
      });
      expect((await login(ctx.app, player.username, player.password)).statusCode).toBe(200);

      const tampered = await sealed(ctx.app, {
        username: player.username,
        password: player.password,
        humanCheck: await humanCheck(ctx.app),
      });
      tampered.encrypted.data = Buffer.from('garbage-garbage-garbage').toString('base64');
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: tampered,
      });
      expect(refused.json().message).toBe('payload_decrypt_failed');
    } finally {
      await sqlChange(`update merchants set allow_plaintext_payloads = true`);
    }
  });
});

describe('failed logins, captcha and throttles', () => {
  it('demands a captcha after repeated failures, then lets the right password in with it', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await login(ctx.app, agent.username, 'wrong-password');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'account_or_password_incorrect',
        errorCode: 'login.failed',
      });
      expect(response.json().value.captcha).toBe(attempt >= 3);
    }
    const withoutCaptcha = await login(ctx.app, agent.username, agent.password);
    expect(withoutCaptcha.json()).toMatchObject({
      success: false,
      message: 'in_vwrite_code',
      value: { captcha: true },
    });

    const wrongCaptcha = await solvedCaptcha();
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { cookie: wrongCaptcha.cookie },
      payload: await sealed(ctx.app, {
        username: agent.username,
        password: agent.password,
        captcha: 'zzzz',
        humanCheck: await humanCheck(ctx.app),
      }),
    });
    expect(refused.json()).toMatchObject({
      message: 'captcha_incorrect',
      value: { captcha: true },
    });

    const captcha = await solvedCaptcha();
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { cookie: captcha.cookie },
      payload: await sealed(ctx.app, {
        username: agent.username,
        password: agent.password,
        captcha: captcha.answer.toUpperCase(),
        humanCheck: await humanCheck(ctx.app),
      }),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().value.customerType).toBe(1);

    // The account's failures are forgiven after a success.
    expect((await login(ctx.app, agent.username, agent.password)).statusCode).toBe(200);
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const response = await login(ctx.app, 'nobody-here', password);
    expect(response.json()).toMatchObject({
      message: 'account_or_password_incorrect',
      errorCode: 'login.failed',
    });
  });

  it('throttles one account after 10 attempts in 15 minutes', async () => {
    await ctx.database.execute(
      `insert into members (merchant_id, username, password_hash, account_type) select id, 'target99', $1, 0 from merchants where code = 'demo'`,
      [await hashPassword(password)],
    );
    await sqlChange(`update merchants set captcha_after_failures = 100`);
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1)
        statuses.push((await login(ctx.app, 'target99', 'wrong-password')).statusCode);
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
      expect((await login(ctx.app, 'target99', password)).json()).toMatchObject({
        message: 'too_many_requests',
        errorCode: 'rate.limited',
      });
    } finally {
      await sqlChange(`update merchants set captcha_after_failures = 3`);
    }
  });
});

describe('sessions', () => {
  it('answers 401 login.not.session without a token, with a wrong one, and once expired', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/wps/member/info' })).json()).toMatchObject(
      { errorCode: 'login.not.session', message: 'in_logged_login' },
    );
    expect((await memberInfo('made-up-token')).statusCode).toBe(401);

    const token = await tokenFor(ctx.app, player.username, player.password);
    expect((await memberInfo(token)).statusCode).toBe(200);
    await sqlChange(
      `update sessions set expires_at = now() - interval '1 second' where token_hash = $1`,
      [sha256Hex(token)],
    );
    const expired = await memberInfo(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errorCode).toBe('login.not.session');
  });

  it('slides the expiry forward with use, never past the absolute limit', async () => {
    const token = await tokenFor(ctx.app, player.username, player.password);
    await sqlChange(
      `update sessions set last_seen_at = now() - interval '30 minutes', expires_at = now() + interval '30 minutes' where token_hash = $1`,
      [sha256Hex(token)],
    );
    await memberInfo(token);
    const [slid] = (
      await ctx.database.execute(
        `select extract(epoch from expires_at - now()) as left from sessions where token_hash = $1`,
        [sha256Hex(token)],
      )
    ).rows;
    expect(Number(slid!.left)).toBeGreaterThan(59 * 60);

    await sqlChange(
      `update sessions set created_at = now() - interval '23 hours 50 minutes', last_seen_at = now() - interval '5 minutes' where token_hash = $1`,
      [sha256Hex(token)],
    );
    await memberInfo(token);
    const [capped] = (
      await ctx.database.execute(
        `select extract(epoch from expires_at - now()) as left from sessions where token_hash = $1`,
        [sha256Hex(token)],
      )
    ).rows;
    expect(Number(capped!.left)).toBeLessThan(11 * 60);
  });

  it('logs out by DELETE or POST, after which the token is dead', async () => {
    for (const method of ['DELETE', 'POST'] as const) {
      const token = await tokenFor(ctx.app, player.username, player.password);
      const response = await ctx.app.inject({
        method,
        url: '/wps/session/logout',
        headers: { authorization: token, 'content-type': 'application/json' },
      });
      expect(response.json()).toEqual({ success: true, message: null, value: null });
      expect((await memberInfo(token)).statusCode).toBe(401);
    }
  });

  it('accepts the token as a query parameter on GET relays', async () => {
    const token = await tokenFor(ctx.app, player.username, player.password);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/wps/member/info?token=${token}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it("does not accept one merchant's token at another", async () => {
    await sqlChange(
      `insert into merchants (code, name, currency, theme) values ('other', 'Other', 'USD', '{"primary":"#000","accent":"#000","background":"#000","surface":"#000","text":"#fff"}')`,
    );
    const token = await tokenFor(ctx.app, player.username, player.password);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: token, merchant: 'other' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('login by mobile and SMS code', () => {
  it('sends a single-use code to a member number and signs in with it', async () => {
    const send = await ctx.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: {
        mobileNum: '09170000701',
        countryDialingCode: '+63',
        humanCheck: await humanCheck(ctx.app),
      },
    });
    expect(send.json()).toEqual({ success: true, message: null, value: { expiredMinutes: 5 } });
    const code = await lastSmsCode(ctx.database, '+639170000701');

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await sealed(ctx.app, {
        type: 'sms',
        mobileNum: '09170000701',
        verificationCode: code === '000000' ? '111111' : '000000',
      }),
    });
    expect(wrong.json().message).toBe('verification_code_invalid');

    const right = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await sealed(ctx.app, {
        type: 'sms',
        mobileNum: '09170000701',
        verificationCode: code,
      }),
    });
    expect(right.json().value).toMatchObject({ userName: player.username, passwordExpired: false });

    const reused = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await sealed(ctx.app, {
        type: 'sms',
        mobileNum: '09170000701',
        verificationCode: code,
      }),
    });
    expect(reused.json().message).toBe('verification_code_invalid');
  });

  it('expires codes', async () => {
    await ctx.database.execute(`delete from rate_limit_counters`);
    await ctx.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '9170000702', humanCheck: await humanCheck(ctx.app) },
    });
    const code = await lastSmsCode(ctx.database, '+639170000702');
    await ctx.database.execute(
      `update verification_codes set expires_at = now() - interval '1 second'`,
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await sealed(ctx.app, {
        type: 'sms',
        mobileNum: '9170000702',
        verificationCode: code,
      }),
    });
    expect(response.json().message).toBe('verification_code_invalid');
  });

  it('throttles codes: one a minute per number', async () => {
    await ctx.database.execute(`delete from rate_limit_counters`);
    const send = async () =>
      ctx.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: '9170000701', humanCheck: await humanCheck(ctx.app) },
      });
    expect((await send()).statusCode).toBe(200);
    const second = await send();
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({
      message: 'too_many_requests',
      value: { retryAfterSeconds: expect.any(Number) },
    });
  });

  it('sends no code to a number that belongs to nobody', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '9999999999', humanCheck: await humanCheck(ctx.app) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('wrong_account');
    expect(
      (
        await ctx.database.execute(
          `select count(*)::int as n from outbox_messages where recipient = '+639999999999'`,
        )
      ).rows[0]!.n,
    ).toBe(0);
  });
});
