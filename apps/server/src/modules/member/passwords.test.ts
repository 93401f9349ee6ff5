import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/crypto/password';
import {
  createTestContext,
  humanCheck,
  lastSmsCode,
  login,
  outbox,
  sealed,
  tokenFor,
  type TestContext,
} from '../../testing';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.database.execute('delete from rate_limit_counters'));

const info = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } });

async function changePassword(token: string, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/wps/member/password',
    headers: { authorization: token },
    payload: await sealed(ctx.app, body),
  });
}

async function addMember(username: string, password: string, extra = '') {
  await ctx.database.execute(
    `insert into members (merchant_id, username, password_hash, account_type, email${extra ? ', mobile, country_dialing_code' : ''})
     select id, $1, $2, 0, $3${extra ? `, '${extra}', '63'` : ''} from merchants where code = 'demo'`,
    [username, await hashPassword(password), `${username}@example.com`],
  );
}

describe('changing a password', () => {
  it('needs the old password, and ends the member’s other sessions but not this one', async () => {
    await addMember('changer01', 'First-pass1');
    const here = await tokenFor(ctx.app, 'changer01', 'First-pass1');
    const elsewhere = await tokenFor(ctx.app, 'changer01', 'First-pass1');

    const noOld = await changePassword(here, {
      newPassword: 'Second-pass2',
      confirmNewPassword: 'Second-pass2',
    });
    expect(noOld.json().value.fields).toEqual({ oldPassword: 'field_required' });
    const wrongOld = await changePassword(here, {
      oldPassword: 'nope-nope',
      newPassword: 'Second-pass2',
      confirmNewPassword: 'Second-pass2',
    });
    expect(wrongOld.json().value.fields).toEqual({ oldPassword: 'old_password_incorrect' });
    const mismatch = await changePassword(here, {
      oldPassword: 'First-pass1',
      newPassword: 'Second-pass2',
      confirmNewPassword: 'Second-pass3',
    });
    expect(mismatch.json().value.fields).toEqual({ confirmNewPassword: 'inconsistent_twice' });

    const done = await changePassword(here, {
      oldPassword: 'First-pass1',
      newPassword: 'Second-pass2',
      confirmNewPassword: 'Second-pass2',
    });
    expect(done.json()).toEqual({ success: true, message: null, value: null });
    expect((await info(here)).statusCode).toBe(200);
    expect((await info(elsewhere)).statusCode).toBe(401);
    expect((await login(ctx.app, 'changer01', 'First-pass1')).json().message).toBe(
      'account_or_password_incorrect',
    );
    expect((await login(ctx.app, 'changer01', 'Second-pass2')).statusCode).toBe(200);
  });
});

describe('forced password changes', () => {
  it('forces a change after logging in with 123456, without asking for the old one', async () => {
    await addMember('weakling1', '123456');
    const response = await login(ctx.app, 'weakling1', '123456');
    expect(response.json().value.passwordExpired).toBe(true);
    const token = response.json().value.token;
    expect((await info(token)).json().value.passwordChangeRequired).toBe(true);

    const tooCommon = await changePassword(token, {
      newPassword: '123456',
      confirmNewPassword: '123456',
    });
    expect(tooCommon.statusCode).toBe(400);
    const changed = await changePassword(token, {
      newPassword: 'Better-pass1',
      confirmNewPassword: 'Better-pass1',
    });
    expect(changed.statusCode).toBe(200);
    expect((await info(token)).json().value.passwordChangeRequired).toBe(false);
    expect((await login(ctx.app, 'weakling1', 'Better-pass1')).json().value.passwordExpired).toBe(
      false,
    );
  });

  it('forces a change when the password is older than the merchant’s expiry, only with the switch on', async () => {
    await addMember('oldtimer1', 'Aged-pass11');
    await ctx.database.execute(
      `update members set password_changed_at = now() - interval '100 days' where username = 'oldtimer1'`,
    );
    expect((await login(ctx.app, 'oldtimer1', 'Aged-pass11')).json().value.passwordExpired).toBe(
      false,
    );
    await ctx.database.execute(
      `update whitelabel_modules set enabled = true where mod_id = 'PASSWORD_EXPIRY'`,
    );
    try {
      expect((await login(ctx.app, 'oldtimer1', 'Aged-pass11')).json().value.passwordExpired).toBe(
        true,
      );
    } finally {
      await ctx.database.execute(
        `update whitelabel_modules set enabled = false where mod_id = 'PASSWORD_EXPIRY'`,
      );
    }
  });
});

describe('forgot password by e-mail', () => {
  it('e-mails a temporary password that works once and forces a change; the old one keeps working', async () => {
    await addMember('forgetful', 'Remembered1');
    const wrongEmail = await ctx.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=forgetful&email=someone%40else.com',
    });
    expect(wrongEmail.json()).toMatchObject({ success: false, message: 'in_username_exist' });

    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=forgetful&email=FORGETFUL%40example.com',
    });
    expect(sent.json()).toEqual({ success: true, message: null, value: null });
    const [mail] = await outbox(ctx.database, 'forgetful@example.com');
    expect(mail).toMatchObject({ channel: 'email', status: 'recorded' });
    const temporary = mail!.body.match(/temporary password is (\S+)/)![1]!;

    expect((await login(ctx.app, 'forgetful', 'Remembered1')).statusCode).toBe(200);
    const withTemporary = await login(ctx.app, 'forgetful', temporary);
    expect(withTemporary.json().value.passwordExpired).toBe(true);
    expect((await login(ctx.app, 'forgetful', temporary)).json().message).toBe(
      'account_or_password_incorrect',
    );

    const token = withTemporary.json().value.token;
    expect(
      (
        await changePassword(token, {
          newPassword: 'Brand-new11',
          confirmNewPassword: 'Brand-new11',
        })
      ).statusCode,
    ).toBe(200);
    expect((await login(ctx.app, 'forgetful', 'Brand-new11')).statusCode).toBe(200);
  });
});

describe('reset by phone', () => {
  it('sets a new password with an SMS code and signs the member in, ending old sessions', async () => {
    await addMember('phoneuser', 'Phone-pass1', '9175551234');
    const old = await tokenFor(ctx.app, 'phoneuser', 'Phone-pass1');
    await ctx.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '09175551234', humanCheck: await humanCheck(ctx.app) },
    });
    const code = await lastSmsCode(ctx.database, '+639175551234');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      payload: await sealed(ctx.app, {
        mobileNum: '09175551234',
        verificationCode: code,
        newPassword: 'Reset-pass1',
        confirmNewPassword: 'Reset-pass1',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({ userName: 'phoneuser', passwordExpired: false });
    expect((await info(old)).statusCode).toBe(401);
    expect((await info(response.json().value.token)).statusCode).toBe(200);
    expect((await login(ctx.app, 'phoneuser', 'Reset-pass1')).statusCode).toBe(200);
  });

  it('compares no more than five of many concurrent codes; the right one after them is refused', async () => {
    await addMember('phoneguess', 'Phone-pass1', '9175554321');
    await ctx.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '09175554321', humanCheck: await humanCheck(ctx.app) },
    });
    const code = await lastSmsCode(ctx.database, '+639175554321');
    const reset = (verificationCode: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/wps/member/password/verification',
        payload: {
          mobileNum: '09175554321',
          verificationCode,
          newPassword: 'Taken-over1',
          confirmNewPassword: 'Taken-over1',
        },
      });
    // Every code is counted before any is compared, so the right one, sent last, is counted
    // after the five tries are used up.
    const wrong = Array.from({ length: 50 }, (_, n) =>
      String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0'),
    );
    const codes = [...wrong, code];
    const answers = await Promise.all(codes.map(reset));

    expect(answers.map((answer) => answer.json().message)).toEqual(
      codes.map(() => 'verification_code_invalid'),
    );
    const { rows } = await ctx.database.execute(
      `select attempts, consumed_at from verification_codes where phone = '63:9175554321'`,
    );
    expect(rows).toEqual([{ attempts: codes.length, consumed_at: null }]);
    expect((await login(ctx.app, 'phoneguess', 'Phone-pass1')).statusCode).toBe(200);
  });
});

describe('free play', () => {
  it('signs a visitor in as a new trial account that has no real-account features', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'linux', platform: 'W', version: 3 },
    });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value.customerType).toBe(4);
    expect((await info(value.token)).json().value.type).toBe(4);

    const refused = await changePassword(value.token, {
      newPassword: 'Trial-pass1',
      confirmNewPassword: 'Trial-pass1',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'in_need_true_account',
      errorCode: 'account.trial',
    });
  });

  it('is refused when the merchant switched free play off', async () => {
    await ctx.database.execute(
      `update whitelabel_modules set enabled = false where mod_id = 'FREE_PLAY'`,
    );
    try {
      const response = await ctx.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('free_play_disabled');
    } finally {
      await ctx.database.execute(
        `update whitelabel_modules set enabled = true where mod_id = 'FREE_PLAY'`,
      );
    }
  });
});
