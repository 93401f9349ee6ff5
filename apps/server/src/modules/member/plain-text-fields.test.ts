import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestContext,
  humanCheck,
  sealed,
  staffTokenFor,
  type TestContext,
} from '../../testing';
import { call, newMember } from '../../testing/members';
import { notPlainText, plainTextRefusal, refusedEmails } from '../../testing/plain-text';

// Names, labels and e-mail addresses a member gives or staff give a member are text: markup
// and control characters are refused at every door with the 400 validation answer, the same
// key wherever they come in; the names people really have pass.

let ctx: TestContext;
let staff: string;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await staffTokenFor(ctx.app, 'admin', ctx.config.demoPassword);
  await setSwitch('REGISTER_SMS_VERIFY', false);
  // The merchant takes any payee name: what is refused below is refused by the contract.
  await ctx.database.execute(
    `update register_rules set accepted_pattern = '*', pattern_id = 0 where field = 'payeeName'`,
  );
});
afterAll(() => ctx.close());
// Registrations and sign-ins from the test's one address would trip their limits.
beforeEach(() => ctx.database.execute('delete from rate_limit_counters'));

/** Names people have: accents, apostrophes, ampersands. */
const ordinaryNames = ['Đặng Thị Mỹ Hạnh', "O'Brien & Sons"];
async function setSwitch(modId: string, enabled: boolean) {
  await ctx.database.execute('update whitelabel_modules set enabled = $1 where mod_id = $2', [
    enabled,
    modId,
  ]);
}

let registrations = 0;
async function register(changes: Record<string, unknown>) {
  registrations += 1;
  const body = {
    username: `plainreg${registrations}`,
    password: 'Secret-pass1',
    confirmPassword: 'Secret-pass1',
    mobileNum: `9160000${String(registrations).padStart(3, '0')}`,
    humanCheck: await humanCheck(ctx.app),
    termsAccepted: true,
    ...changes,
  };
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    payload: await sealed(ctx.app, body),
  });
  return { status: response.statusCode, body: response.json(), username: body.username };
}

async function storedMember(username: string) {
  const { rows } = await ctx.database.execute(
    'select payee_name, email from members where username = $1',
    [username],
  );
  return rows[0];
}

describe('registration', () => {
  it('refuses markup and control characters in a name, and opens no account', async () => {
    for (const payeeName of notPlainText) {
      const answer = await register({ payeeName });
      expect(answer.status, JSON.stringify(payeeName)).toBe(400);
      expect(answer.body).toEqual(plainTextRefusal('body.payeeName', 'field_plain_text'));
      expect(await storedMember(answer.username)).toBeUndefined();
    }
    const username = await register({ username: 'plain<b>' });
    expect(username.body).toEqual(plainTextRefusal('body.username', 'field_plain_text'));
  });

  it('refuses an e-mail address the profile would refuse', async () => {
    for (const email of refusedEmails) {
      const answer = await register({ email });
      expect(answer.status, email).toBe(400);
      expect(answer.body).toEqual(plainTextRefusal('body.email', 'field_format'));
      expect(await storedMember(answer.username)).toBeUndefined();
    }
  });

  it('keeps ordinary names and addresses as they were typed', async () => {
    for (const payeeName of ordinaryNames) {
      const answer = await register({ payeeName, email: "o'brien+vip@example.com.vn" });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await storedMember(answer.username)).toEqual({
        payee_name: payeeName,
        email: "o'brien+vip@example.com.vn",
      });
    }
  });

  it('takes a blank e-mail as none, as some clients send every field', async () => {
    const answer = await register({ email: '  ' });
    expect(answer.status).toBe(200);
    expect(await storedMember(answer.username)).toMatchObject({ email: null });
  });
});

describe("the console's club label", () => {
  it('refuses markup and control characters and keeps the label as it was', async () => {
    const member = await newMember(ctx, { prefix: 'pl' });
    const url = `/bo/members/${member.id}/label`;
    for (const clubLabel of notPlainText) {
      const answer = await call(ctx, staff, 'PUT', url, { clubLabel, rankLevel: 3 });
      expect(answer.status, JSON.stringify(clubLabel)).toBe(400);
      expect(answer.body).toEqual(plainTextRefusal('body.clubLabel', 'field_plain_text'));
    }
    const { rows } = await ctx.database.execute('select club_label from members where id = $1', [
      member.id,
    ]);
    expect(rows[0]).toEqual({ club_label: null });
  });

  it('takes ordinary names', async () => {
    const member = await newMember(ctx, { prefix: 'pl' });
    const answer = await call(ctx, staff, 'PUT', `/bo/members/${member.id}/label`, {
      clubLabel: 'Kim Cương & Vàng',
      rankLevel: 5,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ clubLabel: 'Kim Cương & Vàng' });
  });
});
