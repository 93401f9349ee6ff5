import { randomUUID } from 'node:crypto';
import { hashPassword } from '../platform/crypto/password';
import type { TestContext } from './context';
import { login } from './identity';
import { merchantIdOf } from './wallet';

/** Helpers of the console's member tests: fresh members, calls as staff or player. */

export type Answer = {
  status: number;
  // Tests read answers field by field and assert their shape; typing each would add nothing.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { success: boolean; message: string | null; value: any; errorCode?: string };
};

export async function call(
  ctx: TestContext,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  merchant = 'demo',
): Promise<Answer> {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { merchant, ...(token ? { authorization: token } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

let made = 0;
// One argon2 hash per password for the whole file: every member made here shares it.
let memberPasswordHash: Promise<string> | undefined;

export type TestMember = { id: bigint; username: string; password: string };

/**
 * A new member of the demo merchant (or `merchantCode`'s) who can sign in with `password`:
 * a player unless `accountType` says otherwise (1 is an agent), under `uplineId` if given.
 */
export async function newMember(
  ctx: TestContext,
  options: {
    prefix?: string;
    mobile?: string;
    email?: string;
    merchantCode?: string;
    accountType?: number;
    uplineId?: bigint;
    payeeName?: string;
  } = {},
): Promise<TestMember> {
  const username = `${options.prefix ?? 'bo'}${process.pid % 1000}m${++made}`;
  const password = 'Member-pass-1';
  const { rows } = await ctx.database.execute(
    `insert into members (merchant_id, username, password_hash, account_type, mobile,
       country_dialing_code, email, register_ip, register_domain, upline_id, payee_name)
     values ($1, $2, $3, $4, $5, '63', $6, '203.0.113.7', 'demo.example', $7, $8) returning id`,
    [
      await merchantIdOf(ctx.database, options.merchantCode),
      username,
      await (memberPasswordHash ??= hashPassword(password)),
      options.accountType ?? 0,
      options.mobile ?? null,
      options.email ?? null,
      options.uplineId ?? null,
      options.payeeName ?? null,
    ],
  );
  return { id: BigInt(rows[0]!.id as string), username, password };
}

/** Signs a member in on the site; many sign-ins from one test address would trip its limits. */
export async function signIn(ctx: TestContext, username: string, password: string) {
  await ctx.database.execute('delete from rate_limit_counters');
  const response = await login(ctx.app, username, password);
  return { status: response.statusCode, body: response.json() as Answer['body'] };
}

export async function playerToken(ctx: TestContext, member: TestMember): Promise<string> {
  const answer = await signIn(ctx, member.username, member.password);
  if (!answer.body.value?.token) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return answer.body.value.token as string;
}

/** A fresh key, as the console makes one per adjustment dialog. */
export const newKey = () => randomUUID();

/** Inbox messages of a member, oldest first. */
export async function inboxOf(ctx: TestContext, memberId: bigint) {
  const { rows } = await ctx.database.execute(
    'select kind, order_no, params from inbox_messages where member_id = $1 order by id',
    [memberId],
  );
  return rows as { kind: string; order_no: string | null; params: Record<string, string> }[];
}
