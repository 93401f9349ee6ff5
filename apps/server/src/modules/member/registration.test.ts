import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestContext,
  forgetCachedReads,
  humanCheck,
  lastSmsCode,
  sealed,
  type TestContext,
} from '../../testing';
import { hitRateLimit } from '../../platform/ratelimit/rate-limit';
import { registrationLimitKey, registrationsPerAddress } from './registration';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // Registration by username first; the SMS tests turn verification back on.
  await setSwitch('REGISTER_SMS_VERIFY', false);
});
afterAll(() => ctx.close());
beforeEach(() => ctx.database.execute('delete from rate_limit_counters'));

async function setSwitch(modId: string, enabled: boolean) {
  await ctx.database.execute('update whitelabel_modules set enabled = $1 where mod_id = $2', [
    enabled,
    modId,
  ]);
}

/** Sets a field's rule of the demo brand as an operator would. */
async function setRule(field: string, rule: { enabled: boolean; required: boolean }) {
  await ctx.database.execute(
    'update register_rules set enabled = $1, required = $2 where field = $3',
    [rule.enabled, rule.required, field],
  );
}

/** A registration as the site sends it: proven human, age and terms box ticked. */
async function register(
  body: Record<string, unknown>,
  url = '/wps/member/register',
  remoteAddress?: string,
) {
  const payload = await sealed(ctx.app, {
    humanCheck: await humanCheck(ctx.app),
    termsAccepted: true,
    ...body,
  });
  return ctx.app.inject({
    method: 'PUT',
    url,
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function countMembers() {
  return Number((await ctx.database.execute('select count(*)::int as n from members')).rows[0]!.n);
}

/** Every throttle counter, to show that a refused call counted nothing. */
async function counters() {
  return (await ctx.database.execute('select key, hits from rate_limit_counters order by key'))
    .rows;
}

const valid = {
  username: 'newplayer1',
  password: 'Secret-pass1',
  confirmPassword: 'Secret-pass1',
  mobileNum: '09171112222',
  termsAccepted: true,
};

describe('the demo brand’s registration by username', () => {
  it('asks for no phone: name and password open the account', async () => {
    const response = await register({
      username: 'nophone01',
      password: 'Secret-pass1',
      confirmPassword: 'Secret-pass1',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.userName).toBe('nophone01');
  });

  it('ignores a number its form does not ask for', async () => {
    const response = await register({ ...valid, username: 'nophone02', mobileNum: 'not-a-number' });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = (
      await ctx.database.execute(`select mobile from members where username = 'nophone02'`)
    ).rows;
    expect(row).toEqual({ mobile: null });
  });
});

describe('the age-and-terms box', () => {
  it('refuses a registration whose box was not ticked, and creates nothing', async () => {
    const before = await countMembers();
    const response = await register({ ...valid, username: 'noconsent1', termsAccepted: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'invalid_input',
      value: { fields: { termsAccepted: 'please_agree_terms' } },
    });
    expect(await countMembers()).toBe(before);
  });

  it('accepts a body without the flag: a client of the family holds the box in its own form', async () => {
    const { termsAccepted: _ticked, ...body } = { ...valid, username: 'familyclient1' };
    const response = await register(body);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('is asked of a mobile sign-up too', async () => {
    const response = await register(
      {
        mobileNum: '09187770000',
        password: 'Secret-pass1',
        confirmPassword: 'Secret-pass1',
        termsAccepted: false,
      },
      '/wps/member/register/mobile',
    );
    expect(response.json().value.fields).toMatchObject({ termsAccepted: 'please_agree_terms' });
  });
});

describe('registration by username where the brand asks for a phone', () => {
  // A new brand's default rule: the username form asks for a number too.
  beforeAll(() => setRule('mobileNum', { enabled: true, required: true }));
  afterAll(() => setRule('mobileNum', { enabled: false, required: false }));

  it('creates the member and signs them in', async () => {
    const response = await register({
      ...valid,
      email: 'new@example.com',
      payeeName: 'Juan Dela Cruz',
    });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({
      userName: 'newplayer1',
      customerType: 0,
      firstTimeLogin: true,
      passwordExpired: false,
    });
    const info = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: value.token },
    });
    expect(info.json().value).toMatchObject({
      account: 'newplayer1',
      mobile: '+63 917****222',
      email: 'ne***@example.com',
    });
    const [row] = (
      await ctx.database.execute(
        `select mobile, country_dialing_code, payee_name from members where username = 'newplayer1'`,
      )
    ).rows;
    expect(row).toEqual({
      mobile: '9171112222',
      country_dialing_code: '63',
      payee_name: 'Juan Dela Cruz',
    });
  });

  it('answers each bad field with its translated key and creates nothing', async () => {
    const before = await countMembers();
    const response = await register({
      username: '1x',
      password: 'short',
      confirmPassword: 'other',
      // An address of the right form, longer than the merchant's rule allows.
      email: `${'a'.repeat(60)}@example.com`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'invalid_input',
      value: {
        fields: {
          username: 'reg_pattern_1',
          password: 'reg_pattern_18',
          email: 'reg_pattern_4',
          mobileNum: 'field_required',
        },
      },
    });
    expect(await countMembers()).toBe(before);
  });

  it('asks for the same password twice', async () => {
    const response = await register({
      ...valid,
      username: 'twicecheck',
      mobileNum: '9170001111',
      confirmPassword: 'Secret-pass2',
    });
    expect(response.json().value.fields).toEqual({ confirmPassword: 'inconsistent_twice' });
  });

  it('refuses a taken username or mobile number', async () => {
    const taken = await register({ ...valid, username: 'PLAYER1', mobileNum: '9175550000' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().value.fields).toEqual({ username: 'username_taken' });
    const mobile = await register({ ...valid, username: 'freshname1', mobileNum: '09170000001' });
    expect(mobile.json().value.fields).toEqual({ mobileNum: 'mobile_taken' });
  });

  it('links the member to the agent of a valid invitation code', async () => {
    const response = await register({
      ...valid,
      username: 'invited01',
      mobileNum: '9173334444',
      affiliateCode: 'demoagent',
    });
    expect(response.statusCode).toBe(200);
    const [row] = (
      await ctx.database.execute(
        `select a.username as upline from members m join members a on a.id = m.upline_id where m.username = 'invited01'`,
      )
    ).rows;
    expect(row).toEqual({ upline: 'agent1' });
  });

  it('refuses an invalid invitation code and creates nothing', async () => {
    const before = await countMembers();
    const response = await register({
      ...valid,
      username: 'invited02',
      mobileNum: '9173335555',
      affiliateCode: 'NOSUCHCODE',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'invitation_code_error',
      errorCode: 'affiliate.invalid',
    });
    expect(await countMembers()).toBe(before);
  });

  it('ignores fields the merchant does not ask for', async () => {
    const response = await register({
      ...valid,
      username: 'quietone1',
      mobileNum: '9176667777',
      wechat: 'should-be-dropped',
      qqNum: '12345',
    });
    expect(response.statusCode).toBe(200);
    const [row] = (
      await ctx.database.execute(`select contacts from members where username = 'quietone1'`)
    ).rows;
    expect(row!.contacts).toEqual({});
  });

  it('is refused while the merchant has username registration switched off', async () => {
    await setSwitch('REGISTER_USERNAME', false);
    try {
      const response = await register({
        ...valid,
        username: 'switchedoff',
        mobileNum: '9178889999',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('registration_disabled');
    } finally {
      await setSwitch('REGISTER_USERNAME', true);
    }
  });
});

describe('registrations from one address', () => {
  // The limit counts in fixed hourly windows: with the clock held still, an hour cannot
  // turn in the middle of a burst.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
  });
  afterEach(() => vi.useRealTimers());

  let made = 0;
  /** A fresh valid registration from `address`; distinct names and numbers every call. */
  const registerFrom = (address: string, changes: Record<string, unknown> = {}) => {
    made += 1;
    return register(
      {
        ...valid,
        username: `fromaddr${made}`,
        mobileNum: `9190000${String(made).padStart(3, '0')}`,
        ...changes,
      },
      '/wps/member/register',
      address,
    );
  };

  it('opens five accounts an hour and refuses the sixth with 429, creating nothing', async () => {
    for (let account = 1; account <= registrationsPerAddress.limit; account += 1) {
      expect((await registerFrom('198.51.100.7')).statusCode).toBe(200);
    }
    const before = await countMembers();
    const refused = await registerFrom('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    const answer = refused.json();
    expect(answer).toMatchObject({
      success: false,
      message: 'too_many_requests',
      errorCode: 'rate.limited',
    });
    expect(answer.value.retryAfterSeconds).toBeGreaterThan(0);
    expect(answer.value.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(await countMembers()).toBe(before);
    // Another address is not held back by it.
    expect((await registerFrom('198.51.100.8')).statusCode).toBe(200);
  });

  it('does not count refused forms against the address', async () => {
    for (let attempt = 1; attempt <= registrationsPerAddress.limit + 1; attempt += 1) {
      const taken = await registerFrom('198.51.100.9', { username: 'PLAYER1' });
      expect(taken.statusCode).toBe(409);
    }
    expect((await registerFrom('198.51.100.9')).statusCode).toBe(200);
  });

  it('counts an IPv6 network (/64) as one address', async () => {
    for (let account = 1; account <= registrationsPerAddress.limit; account += 1) {
      const address = `2001:db8:7:1::${account.toString(16)}`;
      expect((await registerFrom(address)).statusCode).toBe(200);
    }
    expect((await registerFrom('2001:db8:7:1:ffff:1:2:3')).statusCode).toBe(429);
    expect((await registerFrom('2001:db8:7:2::1')).statusCode).toBe(200);
  });
});

describe('human verification of registrations', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
  });
  afterEach(() => vi.useRealTimers());

  let made = 0;
  /** A fresh valid registration from `address` as a client sends it before any proof. */
  const registerUnproven = async (address: string, changes: Record<string, unknown> = {}) => {
    made += 1;
    const body = {
      ...valid,
      username: `unproven${made}`,
      mobileNum: `9191000${String(made).padStart(3, '0')}`,
      ...changes,
    };
    return ctx.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: await sealed(ctx.app, body),
      remoteAddress: address,
    });
  };
  const humanCheckRequired = {
    message: 'please_verify_first',
    errorCode: 'human.verification.required',
    value: { humanCheck: true },
  };
  async function withMode(mode: string, run: () => Promise<void>) {
    await ctx.database.execute('update merchants set human_verification = $1', [mode]);
    forgetCachedReads();
    try {
      await run();
    } finally {
      await ctx.database.execute(`update merchants set human_verification = 'onRisk'`);
      forgetCachedReads();
    }
  }

  it('opens a first account from an address without a proof, and asks for one for a second', async () => {
    expect((await registerUnproven('198.51.100.30')).statusCode).toBe(200);
    const before = { members: await countMembers(), counters: await counters() };
    const second = await registerUnproven('198.51.100.30', { username: 'unprovensecond' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject(humanCheckRequired);
    expect({ members: await countMembers(), counters: await counters() }).toEqual(before);

    const proven = await register(
      { ...valid, username: 'unprovensecond', mobileNum: '9191000999' },
      '/wps/member/register',
      '198.51.100.30',
    );
    expect(proven.statusCode).toBe(200);
    // Another address is not asked.
    expect((await registerUnproven('198.51.100.31')).statusCode).toBe(200);
  });

  it('asks once the address was refused a name in use', async () => {
    const taken = await registerUnproven('198.51.100.32', { username: 'PLAYER1' });
    expect(taken.json().message).toBe('username_taken');
    expect((await registerUnproven('198.51.100.32')).json()).toMatchObject(humanCheckRequired);
  });

  it('always asks where the brand always wants a proof, and never where it is off', async () => {
    await withMode('always', async () => {
      expect((await registerUnproven('198.51.100.33')).json()).toMatchObject(humanCheckRequired);
      expect(await counters()).toEqual([]);
    });
    await withMode('off', async () => {
      expect((await registerUnproven('198.51.100.34')).statusCode).toBe(200);
      expect((await registerUnproven('198.51.100.34')).statusCode).toBe(200);
    });
  });
});

describe('registration by mobile with an SMS code', () => {
  beforeAll(() => setSwitch('REGISTER_SMS_VERIFY', true));

  it('checks the number by its rule, though the demo’s username form does not ask for one', async () => {
    const response = await register(
      {
        mobileNum: '12ab',
        password: 'Secret-pass1',
        confirmPassword: 'Secret-pass1',
        verificationCode: '123456',
      },
      '/wps/member/register/mobile',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().value.fields).toEqual({ mobileNum: 'reg_pattern_7' });
  });

  async function sendCode(mobileNo: string) {
    return ctx.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo, countryDialingCode: '63', humanCheck: await humanCheck(ctx.app) },
    });
  }

  it('uses the number without leading zeros as the username', async () => {
    expect((await sendCode('09181234567')).json().value).toEqual({ expiredMinutes: 5 });
    const code = await lastSmsCode(ctx.database, '+639181234567');
    const response = await register(
      {
        mobileNum: '09181234567',
        countryDialingCode: '63',
        password: 'Secret-pass1',
        confirmPassword: 'Secret-pass1',
        verificationCode: code,
      },
      '/wps/member/register/mobile',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().value.userName).toBe('9181234567');
  });

  it('refuses a wrong code and keeps the right one usable', async () => {
    await sendCode('09182223333');
    const code = await lastSmsCode(ctx.database, '+639182223333');
    const body = {
      mobileNum: '09182223333',
      password: 'Secret-pass1',
      confirmPassword: 'Secret-pass1',
    };
    const wrong = await register(
      { ...body, verificationCode: code === '123123' ? '321321' : '123123' },
      '/wps/member/register/mobile',
    );
    expect(wrong.json()).toMatchObject({
      message: 'verification_code_invalid',
      value: { fields: { verificationCode: 'verification_code_invalid' } },
    });
    const right = await register(
      { ...body, verificationCode: code },
      '/wps/member/register/mobile',
    );
    expect(right.statusCode).toBe(200);
  });

  it('spends no code when another field is wrong', async () => {
    await sendCode('09184445555');
    const code = await lastSmsCode(ctx.database, '+639184445555');
    const badPassword = await register(
      {
        mobileNum: '09184445555',
        password: 'short',
        confirmPassword: 'short',
        verificationCode: code,
      },
      '/wps/member/register/mobile',
    );
    expect(badPassword.statusCode).toBe(400);
    const fixed = await register(
      {
        mobileNum: '09184445555',
        password: 'Secret-pass1',
        confirmPassword: 'Secret-pass1',
        verificationCode: code,
      },
      '/wps/member/register/mobile',
    );
    expect(fixed.statusCode).toBe(200);
  });

  it('gives its place under the address limit back when the code is wrong', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    try {
      const address = '198.51.100.20';
      // All but one of the address's registrations of the hour are used.
      for (let account = 1; account < registrationsPerAddress.limit; account += 1) {
        await hitRateLimit(ctx.database.db, registrationLimitKey(address), registrationsPerAddress);
      }
      await sendCode('09185556666');
      const code = await lastSmsCode(ctx.database, '+639185556666');
      const body = {
        mobileNum: '09185556666',
        password: 'Secret-pass1',
        confirmPassword: 'Secret-pass1',
      };
      const url = '/wps/member/register/mobile';
      const wrong = await register(
        { ...body, verificationCode: code === '123123' ? '321321' : '123123' },
        url,
        address,
      );
      expect(wrong.json().message).toBe('verification_code_invalid');
      expect((await register({ ...body, verificationCode: code }, url, address)).statusCode).toBe(
        200,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('will not send a registration code to a number already registered', async () => {
    const response = await sendCode('09170000001');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('mobile_taken');
  });

  it('asks for a proof for a second code from one address, and counts nothing without it', async () => {
    const send = (mobileNo: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        remoteAddress: '198.51.100.40',
        payload: { mobileNo, countryDialingCode: '63' },
      });
    expect((await send('09186667777')).statusCode).toBe(200);
    const before = await counters();
    const second = await send('09186668888');
    expect(second.json()).toMatchObject({
      errorCode: 'human.verification.required',
      value: { humanCheck: true },
    });
    expect(await counters()).toEqual(before);
  });
});

describe('invitation codes', () => {
  it('confirms a valid code and refuses an unknown one', async () => {
    const valid = await ctx.app.inject({
      method: 'GET',
      url: '/wps/agent/affiliate?code=DEMOAGENT&domain=localhost',
    });
    expect(valid.json()).toEqual({ success: true, message: null, value: { code: 'DEMOAGENT' } });
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/wps/agent/affiliate?code=NOPE&domain=localhost',
    });
    expect(unknown.json()).toMatchObject({ success: false, message: 'invitation_code_error' });
  });
});

describe('register settings', () => {
  it('serves the rules of every field', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/wps/system/setting/register' });
    const rules = response.json().value as { field: string }[];
    expect(rules.map((rule) => rule.field)).toEqual(
      expect.arrayContaining(['username', 'password', 'mobileNum', 'email', 'captcha']),
    );
  });
});
