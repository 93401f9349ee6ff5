import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { totpCode, totpStepAt } from '../../../platform/crypto/totp';
import { auditEntries, createTestContext, type TestContext } from '../../../testing';
import { newMember, playerToken } from '../../../testing/members';
import { hashPassword } from '../../../platform/crypto/password';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const password = 'Console-pass-1';
let nextName = 0;
async function newStaff(role = 'support') {
  const username = `staff${(nextName += 1)}`;
  await ctx.database.execute(
    'insert into staff (username, password_hash, role) values ($1, $2, $3)',
    [username, await hashPassword(password), role],
  );
  return username;
}

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
// A stranger guessing from afar, and the office the staff work from.
const stranger = '198.51.100.77';
const office = '203.0.113.10';
const postFrom = (remoteAddress: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/bo/session/login', remoteAddress, payload });
const me = (token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/bo/session/me',
    headers: token ? { authorization: token } : {},
  });
const now = () => totpStepAt(Date.now());

/** First sign-in: password, then a code of the offered key; answers the key and the token. */
async function enrol(username: string) {
  const start = (await post('/bo/session/login', { username, password })).json().value;
  expect(start).toMatchObject({ step: 'enrol', secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
  expect(start.otpauthUri).toContain(
    `otpauth://totp/Croupier%3A${username}?secret=${start.secret}`,
  );
  const finish = await post('/bo/session/totp', {
    ticket: start.ticket,
    code: totpCode(start.secret, now()),
  });
  expect(finish.statusCode).toBe(200);
  return { secret: start.secret as string, token: finish.json().value.token as string };
}

describe('staff sign-in with two-factor', () => {
  it('enrols an authenticator on the first sign-in, then asks for its codes', async () => {
    const username = await newStaff();
    const { secret, token } = await enrol(username);
    expect((await me(token)).json().value).toMatchObject({ username, role: 'support' });

    const again = (await post('/bo/session/login', { username, password })).json().value;
    expect(again).toEqual({ step: 'totp', ticket: expect.any(String) });
    // The code just used to enrol is spent; the next step's code is accepted.
    const replay = await post('/bo/session/totp', {
      ticket: again.ticket,
      code: totpCode(secret, now()),
    });
    expect(replay.json()).toMatchObject({ success: false, message: 'totp_invalid' });
    const next = await post('/bo/session/totp', {
      ticket: again.ticket,
      code: totpCode(secret, now() + 1),
    });
    expect(next.json().value).toMatchObject({
      username,
      role: 'support',
      token: expect.any(String),
    });

    const { staffId } = (await me(token)).json().value;
    const actions = (await auditEntries(ctx.database)).filter(
      (e) => e.target === `staff:${staffId}`,
    );
    expect(actions.map((e) => e.action)).toEqual(['session.login', 'session.login.enrolled']);
  });

  it('refuses a wrong password or a used ticket, and says nothing about unknown names', async () => {
    const username = await newStaff();
    expect(
      (await post('/bo/session/login', { username, password: 'wrong-one-123' })).json(),
    ).toMatchObject({
      message: 'login_failed',
    });
    expect(
      (await post('/bo/session/login', { username: 'nobody', password })).json(),
    ).toMatchObject({
      message: 'login_failed',
    });
    const { secret } = await enrol(username);
    const start = (await post('/bo/session/login', { username, password })).json().value;
    const code = totpCode(secret, now() + 1);
    expect((await post('/bo/session/totp', { ticket: start.ticket, code })).statusCode).toBe(200);
    const reused = await post('/bo/session/totp', { ticket: start.ticket, code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('bo_ticket_expired');
  });

  it('locks the account for 15 minutes after five wrong codes in a row', async () => {
    const username = await newStaff();
    await enrol(username);
    const start = (await post('/bo/session/login', { username, password })).json().value;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await post('/bo/session/totp', { ticket: start.ticket, code: '000000' })).statusCode,
      ).toBe(400);
    }
    const locked = await post('/bo/session/login', { username, password });
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({
      message: 'staff_locked',
      value: { lockedUntil: expect.any(String) },
    });
    const until = new Date(locked.json().value.lockedUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await auditEntries(ctx.database, 1))[0]).toMatchObject({
      action: 'staff.locked',
      staff_username: username,
    });

    await ctx.database.execute(
      `update staff set locked_until = now() - interval '1 second' where username = $1`,
      [username],
    );
    expect((await post('/bo/session/login', { username, password })).json().value.step).toBe(
      'totp',
    );
  });

  it('throttles wrong passwords from one address, never locking the account for others', async () => {
    vi.useFakeTimers({ toFake: ['Date'] }); // one throttle window throughout
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const username = await newStaff();
    await enrol(username);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await postFrom(stranger, { username, password: 'wrong-one-123' })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    const refused = await postFrom(stranger, { username, password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('too_many_requests');

    const atWork = await postFrom(office, { username, password });
    expect(atWork.statusCode).toBe(200);
    expect(atWork.json().value.step).toBe('totp');
    const { rows } = await ctx.database.execute(
      'select failed_attempts, locked_until from staff where username = $1',
      [username],
    );
    expect(rows).toEqual([{ failed_attempts: 0, locked_until: null }]);
  });

  it('counts an IPv6 caller by its /64, which one host may roam at will', async () => {
    vi.useFakeTimers({ toFake: ['Date'] }); // one throttle window throughout
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const username = await newStaff();
    await enrol(username);
    const statuses: number[] = [];
    for (let host = 1; host <= 6; host += 1) {
      const from = `2001:db8:77:1::${host}`;
      statuses.push((await postFrom(from, { username, password: 'wrong-one-123' })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const otherNetwork = await postFrom('2001:db8:77:2::1', { username, password });
    expect(otherNetwork.json().value.step).toBe('totp');
  });

  it('checks no more than five of many concurrent wrong passwords from one address', async () => {
    vi.useFakeTimers({ toFake: ['Date'] }); // one throttle window throughout
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const username = await newStaff();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        postFrom('198.51.100.78', { username, password: 'wrong-one-123' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('ends a session after 30 idle minutes, and at its end', async () => {
    const username = await newStaff();
    const { secret, token } = await enrol(username);
    const signIn = async (step: number) => {
      const start = (await post('/bo/session/login', { username, password })).json().value;
      const code = totpCode(secret, step);
      return (await post('/bo/session/totp', { ticket: start.ticket, code })).json().value
        .token as string;
    };
    const sessionsOf = `staff_id = (select id from staff where username = '${username}')`;

    await ctx.database.execute(
      `update staff_sessions set last_seen_at = now() - interval '31 minutes' where ${sessionsOf}`,
    );
    const idle = await me(token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({ errorCode: 'bo.not.session', message: 'in_logged_login' });

    const second = await signIn(now() + 1);
    expect((await me(second)).statusCode).toBe(200);
    await ctx.database.execute(
      `update staff_sessions set expires_at = now() - interval '1 second' where ${sessionsOf}`,
    );
    expect((await me(second)).statusCode).toBe(401);
  });

  it('ends a session on sign-out', async () => {
    const { token } = await enrol(await newStaff());
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/bo/session/logout',
      headers: { authorization: token },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('never lets a player token or no token into /bo', async () => {
    const player = await playerToken(ctx, await newMember(ctx, { prefix: 'ss' }));
    expect((await me(player)).statusCode).toBe(401);
    expect((await me()).statusCode).toBe(401);
  });
});
