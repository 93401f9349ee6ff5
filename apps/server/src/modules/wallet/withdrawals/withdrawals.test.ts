import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../testing';
import {
  addCard,
  balancesOf,
  call,
  merchantCash,
  newPlayer,
  postMoney,
  readyPlayer,
  review,
  setWalletSettings,
  staffToken,
  withdraw,
} from '../../../testing/withdrawals';

let ctx: TestContext;
let staff: string;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await staffToken(ctx);
});
afterAll(() => ctx.close());
// The demo brand's rules: no turnover, 5 a day.
afterEach(() => setWalletSettings(ctx, { withdrawals_per_day: 5, turnover_percent: 0 }));

async function ordersOf(memberId: bigint) {
  const { rows } = await ctx.database.execute(
    'select order_no, status, amount::text as amount from withdrawals where member_id = $1',
    [memberId],
  );
  return rows;
}

async function postingsOf(orderNo: string) {
  const { rows } = await ctx.database.execute(
    `select kind, idempotency_key, amount::text as amount from ledger_postings
     where reference = $1 order by id`,
    [orderNo],
  );
  return rows;
}

async function inboxKinds(memberId: bigint) {
  const { rows } = await ctx.database.execute(
    'select kind from inbox_messages where member_id = $1 order by id',
    [memberId],
  );
  return rows.map((row) => row.kind);
}

describe('requesting a withdrawal', () => {
  it('holds the amount and answers the order with the card masked', async () => {
    const player = await readyPlayer(ctx, 100_000n);
    const answer = await withdraw(ctx, player, 300.5);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({
      orderNo: expect.stringMatching(/^W\d{8}-\d{10}$/),
      amount: 300.5,
      status: 'pending',
      receipt: null,
      card: { bankName: 'Vietcombank', accountNumber: '******6789' },
    });
    const orderNo = answer.body.value.orderNo;
    expect(await balancesOf(ctx, player.memberId)).toEqual({ main: 69_950n, hold: 30_050n });
    expect(await postingsOf(orderNo)).toEqual([
      { kind: 'withdrawal_hold', idempotency_key: `withdrawal-hold:${orderNo}`, amount: '30050' },
    ]);
  });

  it('refuses a wrong payment password and moves nothing', async () => {
    const player = await readyPlayer(ctx);
    const answer = await withdraw(ctx, player, 200, { paymentPassword: 'not-it-1' });
    expect(answer).toMatchObject({ status: 400, body: { message: 'payment_password_wrong' } });
    expect(await ordersOf(player.memberId)).toEqual([]);
    expect(await balancesOf(ctx, player.memberId)).toEqual({ main: 100_000n, hold: 0n });
  });

  it('asks a member without a payment password to set one', async () => {
    const player = await newPlayer(ctx, { withPaymentPassword: false });
    await postMoney(ctx, player.memberId, 'deposit', 50_000n);
    const cardId = await addCard(ctx, player);
    const answer = await withdraw(ctx, { ...player, cardId }, 200);
    expect(answer).toMatchObject({ status: 409, body: { message: 'payment_password_not_set' } });
  });

  it('keeps to the merchant’s minimum and maximum', async () => {
    const player = await readyPlayer(ctx, 10_000_000n);
    const low = await withdraw(ctx, player, 99.99);
    expect(low).toMatchObject({
      status: 400,
      body: { message: 'withdrawal_below_min', value: { min: 100 } },
    });
    const high = await withdraw(ctx, player, 50_000.01);
    expect(high).toMatchObject({
      status: 400,
      body: { message: 'withdrawal_above_max', value: { max: 50_000 } },
    });
    expect((await withdraw(ctx, player, 50_000)).status).toBe(200);
    expect(await ordersOf(player.memberId)).toHaveLength(1);
  });

  it('refuses bad input field by field', async () => {
    const player = await readyPlayer(ctx);
    const answer = await withdraw(ctx, player, -5, { bankCardId: 'x', requestId: 'nope' });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.value.fields).sort()).toEqual([
      'body.amount',
      'body.bankCardId',
      'body.requestId',
    ]);
  });

  it('counts today’s requests, not the rejected ones', async () => {
    await setWalletSettings(ctx, { withdrawals_per_day: 2 });
    const player = await readyPlayer(ctx);
    const first = await withdraw(ctx, player, 100);
    expect((await withdraw(ctx, player, 100)).status).toBe(200);
    const third = await withdraw(ctx, player, 100);
    expect(third).toMatchObject({
      status: 409,
      body: { message: 'withdrawal_daily_limit', value: { perDay: 2 } },
    });
    const info = await call(ctx, player.token, 'GET', '/wps/wallet/withdraw/info');
    expect(info.body.value).toMatchObject({ perDay: 2, remainingToday: 0 });

    await review(ctx, staff, first.body.value.orderNo, 'reject', { reason: 'Try again' });
    expect((await withdraw(ctx, player, 100)).status).toBe(200);
  });

  it('needs the turnover of the last deposit before paying out', async () => {
    await setWalletSettings(ctx, { turnover_percent: 50 });
    const player = await readyPlayer(ctx, 0n);
    await postMoney(ctx, player.memberId, 'deposit', 100_000n);
    await postMoney(ctx, player.memberId, 'bet', 20_000n);

    const refused = await withdraw(ctx, player, 100);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'withdrawal_turnover_not_met', value: { required: 500, achieved: 200 } },
    });
    expect(await ordersOf(player.memberId)).toEqual([]);
    const info = await call(ctx, player.token, 'GET', '/wps/wallet/withdraw/info');
    expect(info.body.value.turnover).toEqual({ required: 500, achieved: 200 });

    await postMoney(ctx, player.memberId, 'bet', 30_000n);
    expect((await withdraw(ctx, player, 100)).status).toBe(200);

    // A new deposit starts the count again from its own amount.
    await postMoney(ctx, player.memberId, 'deposit', 10_000n);
    const again = await withdraw(ctx, player, 100);
    expect(again.body.value).toEqual({ required: 50, achieved: 0 });
  });

  it('refuses more than the balance and changes nothing', async () => {
    const player = await readyPlayer(ctx, 15_000n);
    const answer = await withdraw(ctx, player, 150.01);
    expect(answer).toMatchObject({ status: 409, body: { message: 'insufficient_balance' } });
    expect(await ordersOf(player.memberId)).toEqual([]);
    expect(await balancesOf(ctx, player.memberId)).toEqual({ main: 15_000n, hold: 0n });
  });

  it('refuses a removed card or another member’s card', async () => {
    const player = await readyPlayer(ctx);
    const other = await readyPlayer(ctx);
    const foreign = await withdraw(ctx, { ...player, cardId: other.cardId }, 100);
    expect(foreign).toMatchObject({ status: 404, body: { message: 'bank_card_not_found' } });
    await call(ctx, player.token, 'DELETE', `/wps/wallet/bankCards/${player.cardId}`);
    expect((await withdraw(ctx, player, 100)).status).toBe(404);
  });

  it('makes one order of a double click with the same requestId', async () => {
    const player = await readyPlayer(ctx);
    const requestId = randomUUID();
    const first = await withdraw(ctx, player, 200, { requestId });
    const again = await withdraw(ctx, player, 200, { requestId });
    expect(again.body.value).toEqual(first.body.value);

    const racedId = randomUUID();
    const raced = await Promise.all([
      withdraw(ctx, player, 250, { requestId: racedId }),
      withdraw(ctx, player, 250, { requestId: racedId }),
    ]);
    expect(raced.map((answer) => answer.status)).toEqual([200, 200]);
    expect(raced[0]!.body.value.orderNo).toBe(raced[1]!.body.value.orderNo);

    expect(await ordersOf(player.memberId)).toHaveLength(2);
    expect(await balancesOf(ctx, player.memberId)).toEqual({ main: 55_000n, hold: 45_000n });

    const changed = await withdraw(ctx, player, 300, { requestId });
    expect(changed).toMatchObject({ status: 409, body: { message: 'duplicate_request' } });
  });

  it('never overdraws when many requests race on one balance', async () => {
    await setWalletSettings(ctx, { withdrawals_per_day: 100 });
    const player = await readyPlayer(ctx, 100_000n);
    const answers = await Promise.all(Array.from({ length: 12 }, () => withdraw(ctx, player, 100)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
    expect(await balancesOf(ctx, player.memberId)).toEqual({ main: 0n, hold: 100_000n });
  });

  it('has no call to cancel a request', async () => {
    const player = await readyPlayer(ctx);
    const order = await withdraw(ctx, player, 100);
    const orderNo = order.body.value.orderNo;
    for (const [method, url] of [
      ['DELETE', `/wps/wallet/withdraw/${orderNo}`],
      ['POST', `/wps/wallet/withdraw/${orderNo}/cancel`],
    ] as const) {
      expect((await call(ctx, player.token, method, url)).status).toBe(404);
    }
    expect(await balancesOf(ctx, player.memberId)).toEqual({ main: 90_000n, hold: 10_000n });
  });
});

describe('the operator’s review', () => {
  it('approves, then pays out: the hold goes to the merchant’s cash', async () => {
    const player = await readyPlayer(ctx);
    const orderNo = (await withdraw(ctx, player, 300)).body.value.orderNo;
    const cashBefore = await merchantCash(ctx);

    const approved = await review(ctx, staff, orderNo, 'approve');
    expect(approved.body.value).toMatchObject({
      orderNo,
      status: 'approved',
      username: player.username,
      card: { accountName: 'TRAN THI MAI', accountNumber: '0123456789' },
    });
    expect(await balancesOf(ctx, player.memberId)).toEqual({ main: 70_000n, hold: 30_000n });

    const paid = await review(ctx, staff, orderNo, 'payout');
    expect(paid.body.value).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    expect(await balancesOf(ctx, player.memberId)).toEqual({ main: 70_000n, hold: 0n });
    expect((await merchantCash(ctx)) - cashBefore).toBe(30_000n);
    expect((await postingsOf(orderNo)).map((posting) => posting.kind)).toEqual([
      'withdrawal_hold',
      'withdrawal_payout',
    ]);
    expect(await inboxKinds(player.memberId)).toEqual(['withdrawal_approved', 'withdrawal_paid']);

    // The same step again answers the same order; a step that no longer fits is refused.
    expect((await review(ctx, staff, orderNo, 'approve')).body.value.status).toBe('paid');
    expect((await review(ctx, staff, orderNo, 'payout')).status).toBe(200);
    const late = await review(ctx, staff, orderNo, 'reject', { reason: 'late' });
    expect(late).toMatchObject({ status: 409, body: { message: 'withdrawal_status_invalid' } });
    expect(await postingsOf(orderNo)).toHaveLength(2);
  });

  it('rejects a pending or an approved order and gives the money back', async () => {
    const player = await readyPlayer(ctx);
    const pending = (await withdraw(ctx, player, 200)).body.value.orderNo;
    const approved = (await withdraw(ctx, player, 300)).body.value.orderNo;
    await review(ctx, staff, approved, 'approve');
    expect(await balancesOf(ctx, player.memberId)).toEqual({ main: 50_000n, hold: 50_000n });

    const first = await review(ctx, staff, pending, 'reject', { reason: 'Name check failed' });
    expect(first.body.value).toMatchObject({
      status: 'rejected',
      rejectReason: 'Name check failed',
    });
    expect(await balancesOf(ctx, player.memberId)).toEqual({ main: 70_000n, hold: 30_000n });
    await review(ctx, staff, approved, 'reject', { reason: 'Bank closed' });
    expect(await balancesOf(ctx, player.memberId)).toEqual({ main: 100_000n, hold: 0n });

    expect((await review(ctx, staff, pending, 'reject', { reason: 'again' })).status).toBe(200);
    expect((await postingsOf(pending)).map((posting) => posting.kind)).toEqual([
      'withdrawal_hold',
      'withdrawal_release',
    ]);
    const payout = await review(ctx, staff, pending, 'payout');
    expect(payout).toMatchObject({ status: 409, body: { message: 'withdrawal_status_invalid' } });
    expect(await inboxKinds(player.memberId)).toEqual([
      'withdrawal_approved',
      'withdrawal_rejected',
      'withdrawal_rejected',
    ]);
    const listed = await call(ctx, player.token, 'GET', '/wps/wallet/withdraw/orders');
    expect(listed.body.value.list.map((order: { status: string }) => order.status)).toEqual([
      'rejected',
      'rejected',
    ]);
  });

  it('does not pay out an order that was not approved', async () => {
    const player = await readyPlayer(ctx);
    const orderNo = (await withdraw(ctx, player, 100)).body.value.orderNo;
    const answer = await review(ctx, staff, orderNo, 'payout');
    expect(answer).toMatchObject({ status: 409, body: { value: { status: 'pending' } } });
    expect((await review(ctx, staff, 'W00000000-0000000000', 'approve')).status).toBe(404);
  });

  it('pays out once when the operator clicks several times at once', async () => {
    const player = await readyPlayer(ctx);
    const orderNo = (await withdraw(ctx, player, 400)).body.value.orderNo;
    await review(ctx, staff, orderNo, 'approve');
    const cashBefore = await merchantCash(ctx);
    const clicks = await Promise.all(
      Array.from({ length: 5 }, () => review(ctx, staff, orderNo, 'payout')),
    );
    expect(clicks.map((click) => click.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await merchantCash(ctx)) - cashBefore).toBe(40_000n);
    expect((await postingsOf(orderNo)).filter((p) => p.kind === 'withdrawal_payout')).toHaveLength(
      1,
    );
    expect(
      (await inboxKinds(player.memberId)).filter((kind) => kind === 'withdrawal_paid'),
    ).toEqual(['withdrawal_paid']);
  });

  it('lists the queue by status for staff only', async () => {
    const player = await readyPlayer(ctx);
    const orderNo = (await withdraw(ctx, player, 100)).body.value.orderNo;
    const queue = await call(ctx, staff, 'GET', '/bo/withdrawals?status=pending&pageSize=100');
    expect(queue.status).toBe(200);
    expect(queue.body.value.list.map((order: { orderNo: string }) => order.orderNo)).toContain(
      orderNo,
    );
    expect(
      queue.body.value.list.every((order: { status: string }) => order.status === 'pending'),
    ).toBe(true);
    expect((await call(ctx, player.token, 'GET', '/bo/withdrawals')).status).toBe(401);
    expect((await call(ctx, null, 'POST', `/bo/withdrawals/${orderNo}/approve`)).status).toBe(401);
  });
});

describe('the withdrawal page’s data', () => {
  it('shows balance, limits, cards and the member’s orders', async () => {
    const player = await readyPlayer(ctx, 80_000n);
    await withdraw(ctx, player, 100);
    const info = await call(ctx, player.token, 'GET', '/wps/wallet/withdraw/info');
    expect(info.body.value).toEqual({
      balance: 700,
      minAmount: 100,
      maxAmount: 50_000,
      perDay: 5,
      remainingToday: 4,
      turnover: { required: 0, achieved: 0 },
      hasPaymentPassword: true,
      payeeName: 'Tran Thi Mai',
      maxCards: 5,
      cards: [expect.objectContaining({ id: player.cardId, accountNumber: '******6789' })],
      autoReceiptMinutes: 60,
    });
    const orders = await call(ctx, player.token, 'GET', '/wps/wallet/withdraw/orders?pageSize=1');
    expect(orders.body.value).toMatchObject({
      pageNo: 1,
      pageSize: 1,
      totalCount: 1,
      totalPages: 1,
    });
    const other = await newPlayer(ctx);
    const none = await call(ctx, other.token, 'GET', '/wps/wallet/withdraw/orders');
    expect(none.body.value.list).toEqual([]);
  });
});
