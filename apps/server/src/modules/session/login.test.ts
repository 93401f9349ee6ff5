import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** Throttles count in fixed windows: the clock holds still, so a test never straddles two. */
function holdTheClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

// Two callers far apart: a stranger guessing, and the player at home.
const stranger = '198.51.100.23';
const playerAddress = '203.0.113.45';

/** A sealed login with a fresh human check, from `address`; `cookie` carries a captcha. */
async function loginFrom(
  address: string,
  username: string,
  loginPassword: string,
  { cookie, ...extra }: { cookie?: string; captcha?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
    payload: await sealed(ctx.app, {
      username,
      password: loginPassword,
      humanCheck: await humanCheck(ctx.app),
      ...extra,
    }),
  });
}

/** Every throttle counter, to show that a refused call counted nothing. */
async function counters() {
  return (
    await ctx.database.execute(
      'select key, window_start, hits from rate_limit_counters order by key, window_start',
    )
  ).rows;
}

/** Sets the brand's human verification mode for the length of `run`. */
async function withHumanVerification(mode: string, run: () => Promise<void>) {
  await sqlChange('update merchants set human_verification = $1', [mode]);
  try {
    await run();
  } finally {
    await sqlChange(`update merchants set human_verification = 'onRisk'`);
  }
}

const humanCheckRequired = {
  success: false,
  message: 'please_verify_first',
  errorCode: 'human.verification.required',
  value: { humanCheck: true },
};

async function newAccount(username: string) {
  await ctx.database.execute(
    `insert into members (merchant_id, username, password_hash, account_type) select id, $1, $2, 0 from merchants where code = 'demo'`,
    [username, await hashPassword(password)],
  );
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

  it('refuses a login without the human check where the brand always asks for one', async () => {
    await withHumanVerification('always', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: await sealed(ctx.app, { username: player.username, password: player.password }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(humanCheckRequired);
      expect(await counters()).toEqual([]);
    });
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
  holdTheClock();
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

  it('throttles one account from one address after 10 tries in 15 minutes, not from others', async () => {
    await newAccount('target99');
    await sqlChange(`update merchants set captcha_after_failures = 100`);
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1)
        statuses.push((await loginFrom(stranger, 'target99', 'wrong-password')).statusCode);
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
      expect((await loginFrom(stranger, 'target99', password)).json()).toMatchObject({
        message: 'too_many_requests',
        errorCode: 'rate.limited',
      });
      expect((await loginFrom(playerAddress, 'target99', password)).statusCode).toBe(200);
    } finally {
      await sqlChange(`update merchants set captcha_after_failures = 3`);
    }
  });

  it('counts 30 tries at most from one address, whatever the accounts', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 31; attempt += 1)
      answers.push((await loginFrom(stranger, `nobody${attempt}`, 'wrong-password')).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(answers[30]).toBe(429);
    expect((await loginFrom(playerAddress, 'nobody1', 'wrong-password')).statusCode).toBe(400);
  });

  it("lets a stranger's failures elsewhere bring the captcha, never keep the player out", async () => {
    await newAccount('target98');
    // A first try without a solved human check is checked; once it failed, tries without one
    // are asked for a proof and count for nothing.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const unproven = await ctx.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        remoteAddress: stranger,
        payload: { username: 'target98', password: 'wrong-password' },
      });
      expect(unproven.json().errorCode).toBe(
        attempt === 0 ? 'login.failed' : 'human.verification.required',
      );
    }
    expect((await loginFrom(playerAddress, 'target98', password)).statusCode).toBe(200);

    // Proven ones do: ten of them lock the stranger's address out of the account ...
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const captcha = await solvedCaptcha();
      await loginFrom(stranger, 'target98', 'wrong-password', {
        cookie: captcha.cookie,
        captcha: captcha.answer,
      });
    }
    expect((await loginFrom(stranger, 'target98', password)).statusCode).toBe(429);
    // ... and make the player solve a captcha, with which the right password gets in.
    expect((await loginFrom(playerAddress, 'target98', password)).json()).toMatchObject({
      message: 'in_vwrite_code',
      value: { captcha: true },
    });
    const captcha = await solvedCaptcha();
    const accepted = await loginFrom(playerAddress, 'target98', password, {
      cookie: captcha.cookie,
      captcha: captcha.answer,
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('lets 10 of many concurrent wrong passwords from one address be checked, no more', async () => {
    await newAccount('target97');
    await sqlChange(`update merchants set captcha_after_failures = 100`);
    try {
      const bodies = await Promise.all(
        Array.from({ length: 25 }, async () =>
          sealed(ctx.app, {
            username: 'target97',
            password: 'wrong-password',
            humanCheck: await humanCheck(ctx.app),
          }),
        ),
      );
      const answers = await Promise.all(
        bodies.map((payload) =>
          ctx.app.inject({
            method: 'POST',
            url: '/wps/session/login',
            remoteAddress: stranger,
            payload,
          }),
        ),
      );
      const messages = answers.map((answer) => answer.json().message);
      expect(messages.filter((m) => m === 'account_or_password_incorrect')).toHaveLength(10);
      expect(messages.filter((m) => m === 'too_many_requests')).toHaveLength(15);
    } finally {
      await sqlChange(`update merchants set captcha_after_failures = 3`);
    }
  });
  it('counts an IPv6 caller by its /64, which one host may roam at will', async () => {
    await newAccount('target95');
    await sqlChange(`update merchants set captcha_after_failures = 100`);
    try {
      for (let host = 1; host <= 10; host += 1) {
        const answer = await loginFrom(`2001:db8:95:1::${host}`, 'target95', 'wrong-password');
        expect(answer.json().message).toBe('account_or_password_incorrect');
      }
      const sameNetwork = await loginFrom('2001:db8:95:1:ab::1', 'target95', 'wrong-password');
      expect(sameNetwork.json().message).toBe('too_many_requests');
      const otherNetwork = await loginFrom('2001:db8:95:2::1', 'target95', 'wrong-password');
      expect(otherNetwork.json().message).toBe('account_or_password_incorrect');
    } finally {
      await sqlChange(`update merchants set captcha_after_failures = 3`);
    }
  });
});

describe('human verification per brand', () => {
  holdTheClock();
  const home = '203.0.113.77';
  const away = '198.51.100.99';

  /** A login as the family's apps send it: no proof, a device id of their own. */
  function familyLogin(
    address: string,
    username: string,
    loginPassword: string,
    extra: Record<string, unknown> = {},
  ) {
    return ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: address,
      payload: { username, password: loginPassword, type: 'username', ...extra },
    });
  }

  it('is documented: the device id in the login body, the error in the catalogue', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const body = spec.paths['/wps/session/login'].post.requestBody.content['application/json'];
    expect(body.schema.properties.loginDeviceId).toMatchObject({
      type: 'string',
      maxLength: 128,
      description: expect.stringContaining('device'),
    });
    expect(spec['x-error-codes']).toContainEqual(
      expect.objectContaining({
        name: 'humanCheckRequired',
        code: 'human.verification.required',
        message: 'please_verify_first',
        status: 400,
      }),
    );
  });

  it("lets a family client sign in without a proof, and keeps the device's id", async () => {
    await newAccount('family01');
    const first = await familyLogin(home, 'family01', password, { loginDeviceId: ' phone-1 ' });
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ userName: 'family01', firstTimeLogin: true });
    const stored = await ctx.database.execute(
      `select s.login_device_id from sessions s join members m on m.id = s.member_id where m.username = 'family01'`,
    );
    expect(stored.rows).toEqual([{ login_device_id: 'phone-1' }]);

    // The same phone on another network, another device at home: both are the player's.
    expect(
      (await familyLogin(away, 'family01', password, { loginDeviceId: 'phone-1' })).statusCode,
    ).toBe(200);
    expect(
      (await familyLogin(home, 'family01', password, { loginDeviceId: 'tablet-2' })).statusCode,
    ).toBe(200);
    expect((await familyLogin(home, 'family01', password)).statusCode).toBe(200);

    const tooLong = await familyLogin(home, 'family01', password, {
      loginDeviceId: 'x'.repeat(129),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('invalid_input');
  });

  it('asks an account that signed in before for a proof from an unknown device and address', async () => {
    await newAccount('family02');
    expect(
      (await familyLogin(home, 'family02', password, { loginDeviceId: 'phone-1' })).statusCode,
    ).toBe(200);
    const before = await counters();
    const sessionsBefore = await ctx.database.execute('select count(*)::int as n from sessions');
    const unknown = await familyLogin(away, 'family02', password, { loginDeviceId: 'phone-9' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject(humanCheckRequired);
    expect(await counters()).toEqual(before);
    expect((await ctx.database.execute('select count(*)::int as n from sessions')).rows).toEqual(
      sessionsBefore.rows,
    );
    // A name that is nobody's is asked alike: the answer tells no one which names are in use.
    expect((await familyLogin(away, 'nobody-family', password)).json()).toMatchObject(
      humanCheckRequired,
    );

    const proven = await familyLogin(away, 'family02', password, {
      loginDeviceId: 'phone-9',
      humanCheck: await humanCheck(ctx.app),
    });
    expect(proven.statusCode).toBe(200);
    // Now known, the new phone signs in without one; after 30 days unseen, it is a stranger.
    expect(
      (await familyLogin('192.0.2.10', 'family02', password, { loginDeviceId: 'phone-9' }))
        .statusCode,
    ).toBe(200);
    await ctx.database.execute(
      `update sessions set last_seen_at = now() - interval '31 days' where member_id = (select id from members where username = 'family02')`,
    );
    expect(
      (await familyLogin('192.0.2.10', 'family02', password, { loginDeviceId: 'phone-9' })).json(),
    ).toMatchObject(humanCheckRequired);
  });

  it('knows an IPv6 address by its /64', async () => {
    await newAccount('family03');
    expect((await familyLogin('2001:db8:77:1::5', 'family03', password)).statusCode).toBe(200);
    expect((await familyLogin('2001:db8:77:1:ab::9', 'family03', password)).statusCode).toBe(200);
    expect((await familyLogin('2001:db8:77:2::5', 'family03', password)).json()).toMatchObject(
      humanCheckRequired,
    );
  });

  it('asks after a wrong password at the account, counting nothing', async () => {
    await newAccount('family04');
    const wrong = await familyLogin(home, 'family04', 'wrong-password');
    expect(wrong.json().message).toBe('account_or_password_incorrect');

    const before = await counters();
    const next = await familyLogin(home, 'family04', password);
    expect(next.statusCode).toBe(400);
    expect(next.json()).toMatchObject(humanCheckRequired);
    // The account has failed: it is asked from anywhere until it signs in.
    expect((await familyLogin(away, 'family04', password)).json()).toMatchObject(
      humanCheckRequired,
    );
    expect(await counters()).toEqual(before);

    const proven = await familyLogin(home, 'family04', password, {
      humanCheck: await humanCheck(ctx.app),
    });
    expect(proven.statusCode).toBe(200);
  });

  it('asks every account at an address once it has failed as often as the captcha allows', async () => {
    // One address may be many players' (a carrier's NAT): a couple of mistakes are no risk.
    const shared = '198.51.100.200';
    await newAccount('family05');
    const others = ['family08', 'family09', 'family10'];
    for (const name of others) await newAccount(name);
    for (const name of others.slice(0, 2)) {
      expect((await familyLogin(shared, name, 'wrong-password')).statusCode).toBe(400);
    }
    const still = await familyLogin(shared, 'family05', password);
    expect(still.statusCode).toBe(200);
    // The demo brand brings the captcha after 3 failures: the third failure asks everyone.
    expect((await familyLogin(shared, others[2]!, 'wrong-password')).statusCode).toBe(400);
    expect((await familyLogin(shared, 'family05', password)).json()).toMatchObject(
      humanCheckRequired,
    );
  });

  it('always asks on a brand that always wants a proof', async () => {
    await newAccount('family06');
    await withHumanVerification('always', async () => {
      const refused = await familyLogin(home, 'family06', password, { loginDeviceId: 'phone-1' });
      expect(refused.json()).toMatchObject(humanCheckRequired);
      expect(await counters()).toEqual([]);
      const proven = await familyLogin(home, 'family06', password, {
        humanCheck: await humanCheck(ctx.app),
      });
      expect(proven.statusCode).toBe(200);
    });
  });

  it('never asks on a brand that has it off, yet spends a proof that comes', async () => {
    await newAccount('family07');
    await withHumanVerification('off', async () => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const wrong = await familyLogin(away, 'family07', 'wrong-password');
        expect(wrong.json().message).toBe('account_or_password_incorrect');
      }
      expect((await familyLogin(away, 'family07', password)).statusCode).toBe(200);
      expect(
        (await familyLogin('192.0.2.20', 'family07', password, { loginDeviceId: 'new' }))
          .statusCode,
      ).toBe(200);

      const proof = await humanCheck(ctx.app);
      const body = await sealed(ctx.app, { username: 'family07', password, humanCheck: proof });
      const send = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/wps/session/login',
          remoteAddress: home,
          payload: body,
        });
      expect((await send()).statusCode).toBe(200);
      const replayed = await send();
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json()).toMatchObject({
        message: 'please_verify_first',
        errorCode: 'human.verification.failed',
      });
    });
  });
});

describe('a sealed login replayed', () => {
  holdTheClock();
  it('is refused as a spent proof when the throttle refused the first try', async () => {
    await newAccount('target96');
    await sqlChange(`update merchants set captcha_after_failures = 100`);
    try {
      for (let attempt = 0; attempt < 10; attempt += 1)
        await loginFrom(stranger, 'target96', 'wrong-password');
      const body = await sealed(ctx.app, {
        username: 'target96',
        password,
        humanCheck: await humanCheck(ctx.app),
      });
      const send = (remoteAddress: string) =>
        ctx.app.inject({ method: 'POST', url: '/wps/session/login', remoteAddress, payload: body });
      expect((await send(stranger)).statusCode).toBe(429);
      const replayed = await send(playerAddress);
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json().message).toBe('please_verify_first');
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

  it('asks for a proof once the address or the number has had a code this hour', async () => {
    const send = (mobileNum: string, remoteAddress: string, extra: object = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        remoteAddress,
        payload: { mobileNum, ...extra },
      });
    expect((await send('9170000701', '203.0.113.88')).statusCode).toBe(200);

    const before = await counters();
    const fromAddress = await send('9170000702', '203.0.113.88');
    expect(fromAddress.statusCode).toBe(400);
    expect(fromAddress.json()).toMatchObject(humanCheckRequired);
    const toNumber = await send('9170000701', '198.51.100.88');
    expect(toNumber.json()).toMatchObject(humanCheckRequired);
    expect(await counters()).toEqual(before);

    const proven = await send('9170000702', '203.0.113.88', {
      humanCheck: await humanCheck(ctx.app),
    });
    expect(proven.statusCode).toBe(200);
  });

  it("counts a request for a number that is nobody's against the address", async () => {
    const send = (mobileNum: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        remoteAddress: '203.0.113.89',
        payload: { mobileNum },
      });
    expect((await send('9999999998')).json().message).toBe('wrong_account');
    expect((await send('9170000701')).json()).toMatchObject(humanCheckRequired);
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
