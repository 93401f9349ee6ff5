import { randomUUID } from 'node:crypto';
import { walletBalance } from '../modules/wallet/service';
import { forgetCachedReads } from '../platform/cache/expiring-cache';
import { hashPassword } from '../platform/crypto/password';
import { staffTokenFor, tokenFor } from './identity';
import type { TestContext } from './index';
import { merchantIdOf, postTestMoney } from './wallet';

/** Helpers of the withdrawal tests: fresh players, calls with their token, money moves. */

export const paymentPassword = 'pay-4321';
let players = 0;

export type Player = { username: string; memberId: bigint; token: string };

/** A new real-money player of the demo merchant, signed in, with a payment password. */
export async function newPlayer(
  ctx: TestContext,
  options: { payeeName?: string | null; withPaymentPassword?: boolean; accountType?: number } = {},
): Promise<Player> {
  const username = `wd${process.pid % 1000}x${++players}`;
  const merchantId = await merchantIdOf(ctx.database);
  const { rows } = await ctx.database.execute(
    `insert into members (merchant_id, username, password_hash, account_type, payee_name,
       payment_password_hash)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      merchantId,
      username,
      await hashPassword(ctx.config.demoPassword),
      options.accountType ?? 0,
      options.payeeName === undefined ? 'Tran Thi Mai' : options.payeeName,
      options.withPaymentPassword === false ? null : await hashPassword(paymentPassword),
    ],
  );
  // Logins of many players from one test address would trip the login rate limit.
  await ctx.database.execute('delete from rate_limit_counters');
  const token = await tokenFor(ctx.app, username, ctx.config.demoPassword);
  return { username, memberId: BigInt(rows[0]!.id as string), token };
}

export type Answer = {
  status: number;
  // Tests read answers field by field and assert their shape; typing each would add nothing.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { success: boolean; message: string | null; value: any; errorCode?: string };
};

export async function call(
  ctx: TestContext,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<Answer> {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { merchant: 'demo', ...(token ? { authorization: token } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

export function staffToken(ctx: TestContext): Promise<string> {
  return staffTokenFor(ctx.app, 'admin', ctx.config.demoPassword);
}

/** Posts a movement of the member's money directly, as the deposit or game flows would. */
export async function postMoney(
  ctx: TestContext,
  memberId: bigint,
  kind: 'deposit' | 'bet',
  minorUnits: bigint,
): Promise<void> {
  await postTestMoney(ctx.database, memberId, kind, minorUnits);
}

export async function balancesOf(ctx: TestContext, memberId: bigint) {
  return {
    main: await walletBalance(ctx.database.db, memberId),
    hold: await walletBalance(ctx.database.db, memberId, 'withdrawal_hold'),
  };
}

/** The merchant's cash account: the sum of its entries (merchant accounts keep no balance). */
export async function merchantCash(ctx: TestContext): Promise<bigint> {
  const { rows } = await ctx.database.execute(
    `select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
       join ledger_accounts a on a.id = e.account_id
       join merchants m on m.id = a.merchant_id
     where m.code = 'demo' and a.member_id is null and a.kind = 'cash'`,
  );
  return BigInt(rows[0]!.total as string);
}

export async function setWalletSettings(
  ctx: TestContext,
  settings: Partial<
    Record<'withdrawals_per_day' | 'turnover_percent' | 'auto_receipt_minutes', number>
  >,
): Promise<void> {
  const merchantId = await merchantIdOf(ctx.database);
  for (const [column, value] of Object.entries(settings)) {
    await ctx.database.execute(`update wallet_settings set ${column} = $1 where merchant_id = $2`, [
      value,
      merchantId,
    ]);
  }
  // Written behind the server's back: its cached copy of the rules goes too.
  forgetCachedReads();
}

export async function addCard(ctx: TestContext, player: Player, accountNumber = '0123456789') {
  const answer = await call(ctx, player.token, 'POST', '/wps/wallet/bankCards', {
    bankName: 'Vietcombank',
    accountName: 'TRAN THI MAI',
    accountNumber,
  });
  if (answer.status !== 200) throw new Error(`card not added: ${JSON.stringify(answer.body)}`);
  return answer.body.value.id as number;
}

/** A funded player with a card, ready to withdraw. */
export async function readyPlayer(ctx: TestContext, funds = 100_000n) {
  const player = await newPlayer(ctx);
  if (funds > 0n) await postMoney(ctx, player.memberId, 'deposit', funds);
  const cardId = await addCard(ctx, player);
  return { ...player, cardId };
}

export function withdraw(
  ctx: TestContext,
  player: Player & { cardId: number },
  amount: number,
  extra: Record<string, unknown> = {},
) {
  return call(ctx, player.token, 'POST', '/wps/wallet/withdraw', {
    amount,
    bankCardId: player.cardId,
    paymentPassword,
    ...extra,
  });
}

/** An operator's step on an order. */
export function review(
  ctx: TestContext,
  staff: string,
  orderNo: string,
  step: 'approve' | 'reject' | 'payout',
  payload?: unknown,
) {
  return call(ctx, staff, 'POST', `/bo/withdrawals/${orderNo}/${step}`, payload);
}

/** A withdrawal that the operator has approved and paid out. */
export async function paidWithdrawal(ctx: TestContext, staff: string, amount = 300) {
  const player = await readyPlayer(ctx);
  const order = await withdraw(ctx, player, amount);
  if (order.status !== 200) throw new Error(`withdrawal failed: ${JSON.stringify(order.body)}`);
  const orderNo = order.body.value.orderNo as string;
  await review(ctx, staff, orderNo, 'approve');
  const paid = await review(ctx, staff, orderNo, 'payout');
  if (paid.body.value?.status !== 'paid') throw new Error(`payout failed: ${JSON.stringify(paid)}`);
  return { player, orderNo };
}

export const pngBytes = (size = 64) => {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
};
export const jpgBytes = (size = 64) => {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  return bytes;
};

/** A multipart/form-data body as a browser's FormData would send it. */
export function formData(
  fields: Record<string, string>,
  files: { name: string; filename: string; type: string; bytes: Buffer }[] = [],
) {
  const boundary = `----croupier${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function sendReceipt(
  ctx: TestContext,
  token: string,
  orderNo: string,
  body: ReturnType<typeof formData> | Record<string, unknown>,
): Promise<Answer> {
  const multipart = 'contentType' in body && Buffer.isBuffer(body.payload);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/wps/wallet/withdraw/${orderNo}/receipt`,
    headers: {
      merchant: 'demo',
      authorization: token,
      ...(multipart ? { 'content-type': body.contentType as string } : {}),
    },
    payload: (multipart ? body.payload : body) as Buffer,
  });
  return { status: response.statusCode, body: response.json() };
}
