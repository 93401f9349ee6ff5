import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, hashPassword, mainBalance, type TestContext } from '../../../testing';
import { depositTestKit } from '../../../testing/deposits';
import { newMember, playerToken, type TestMember } from '../../../testing/members';

let ctx: TestContext;
let kit: ReturnType<typeof depositTestKit>;
let member: TestMember;
let player: string;
let operator: string;
beforeAll(async () => {
  ctx = await createTestContext();
  kit = depositTestKit(ctx);
  member = await newMember(ctx, { prefix: 'dp' });
  player = await playerToken(ctx, member);
  operator = await kit.staffToken('admin', ctx.config.demoPassword);
});
afterAll(() => ctx.close());

const balance = () => mainBalance(ctx.database, member.username);

async function deposit(methodCode: string, amount: unknown, token = player) {
  return kit.call('POST', '/wps/wallet/deposit', { token, payload: { methodCode, amount } });
}

async function depositCount(): Promise<number> {
  const { rows } = await ctx.database.execute('select count(*)::int as n from deposits');
  return Number(rows[0]!.n);
}

async function openOrder(methodCode: string, amount: number): Promise<string> {
  const { status, body } = await deposit(methodCode, amount);
  expect(status).toBe(200);
  return body.value.orderNo as string;
}

const confirm = (orderNo: string, token = operator) =>
  kit.call('POST', `/bo/deposits/${orderNo}/confirm`, { token });
const reject = (orderNo: string, reason: string, token = operator) =>
  kit.call('POST', `/bo/deposits/${orderNo}/reject`, { token, payload: { reason } });

describe('GET /wps/wallet/deposit/methods', () => {
  it('lists the merchant’s methods with limits and bank details, never a gateway secret', async () => {
    const { status, body, response } = await kit.call('GET', '/wps/wallet/deposit/methods', {
      token: player,
    });
    expect(status).toBe(200);
    expect(body.value).toEqual([
      {
        code: 'demopay',
        kind: 'gateway',
        name: 'Demo payment gateway',
        minAmount: 50,
        maxAmount: 100_000,
        isDemo: true,
      },
      {
        code: 'bank',
        kind: 'bank_transfer',
        name: 'Demo Bank transfer',
        minAmount: 100,
        maxAmount: 50_000,
        isDemo: true,
        bankName: expect.stringContaining('DEMO'),
        accountName: expect.stringContaining('DEMO'),
        accountNumber: expect.stringContaining('DEMO'),
      },
    ]);
    const secret = await kit.gatewaySecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(response.body).not.toContain(secret);
    expect(response.body).not.toMatch(/secret/i);
  });

  it('leaves out disabled methods', async () => {
    await ctx.database.execute(`update payment_methods set enabled = false where code = 'bank'`);
    try {
      const { body } = await kit.call('GET', '/wps/wallet/deposit/methods', { token: player });
      expect(body.value.map((method: { code: string }) => method.code)).toEqual(['demopay']);
      const refused = await deposit('bank', 500);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('deposit_method_unavailable');
    } finally {
      await ctx.database.execute(`update payment_methods set enabled = true where code = 'bank'`);
    }
  });
});

describe('GET /wps/wallet/deposit/methods/public', () => {
  const publicMethods = (headers: Record<string, string> = {}) =>
    kit.call('GET', '/wps/wallet/deposit/methods/public', { headers });

  it('tells guests the names and kinds of the ways to deposit, nothing more', async () => {
    const { status, body, response } = await publicMethods();
    expect(status).toBe(200);
    expect(body.value).toEqual([
      { code: 'demopay', kind: 'gateway', name: 'Demo payment gateway' },
      { code: 'bank', kind: 'bank_transfer', name: 'Demo Bank transfer' },
    ]);
    expect(response.body).not.toMatch(/Amount|bankName|accountName|accountNumber|secret/);
    expect(response.body).not.toContain(await kit.gatewaySecret());
  });

  it('leaves out disabled methods and shows each merchant its own', async () => {
    await ctx.database.execute(`update payment_methods set enabled = false where code = 'bank'`);
    try {
      const { body } = await publicMethods();
      expect(body.value.map((method: { code: string }) => method.code)).toEqual(['demopay']);
    } finally {
      await ctx.database.execute(`update payment_methods set enabled = true where code = 'bank'`);
    }
    await ctx.database.execute(
      `insert into merchants (code, name, currency, theme)
       values ('nopay', 'No Pay', 'PHP', '{"primary":"#000","accent":"#111","background":"#222","surface":"#333","text":"#fff"}')`,
    );
    const other = await publicMethods({ merchant: 'nopay' });
    expect(other.status).toBe(200);
    expect(other.body.value).toEqual([]);
  });
});

describe('who may deposit', () => {
  it('answers guests 401 and trial accounts 403 on every player call', async () => {
    const trial = (
      await ctx.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })
    ).json().value.token as string;
    const before = await depositCount();
    for (const [method, url, payload] of [
      ['GET', '/wps/wallet/deposit/methods', undefined],
      ['GET', '/wps/wallet/deposit/orders', undefined],
      ['POST', '/wps/wallet/deposit', { methodCode: 'bank', amount: 500 }],
    ] as const) {
      const guest = await kit.call(method, url, { payload });
      expect(guest.status).toBe(401);
      expect(guest.body.errorCode).toBe('login.not.session');
      const trialAnswer = await kit.call(method, url, { payload, token: trial });
      expect(trialAnswer.status).toBe(403);
      expect(trialAnswer.body.message).toBe('in_need_true_account');
    }
    expect(await depositCount()).toBe(before);
  });
});

describe('POST /wps/wallet/deposit refusals', () => {
  it('refuses amounts outside the method’s limits, naming them, and opens no order', async () => {
    const before = await depositCount();
    const low = await deposit('bank', 99.99);
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({
      success: false,
      message: 'deposit_below_min',
      errorCode: 'wallet.deposit.below.min',
      value: { min: 100, max: 50_000 },
    });
    const high = await deposit('bank', '50000.01');
    expect(high.status).toBe(400);
    expect(high.body).toMatchObject({
      message: 'deposit_above_max',
      value: { min: 100, max: 50_000 },
    });
    const gatewayLow = await deposit('demopay', 49);
    expect(gatewayLow.body).toMatchObject({
      message: 'deposit_below_min',
      value: { min: 50, max: 100_000 },
    });
    expect(await depositCount()).toBe(before);
  });

  it('refuses unknown methods and malformed amounts', async () => {
    const before = await depositCount();
    expect((await deposit('nope', 500)).body.message).toBe('deposit_method_unavailable');
    for (const amount of [0, -5, 100.123, 'abc', null, '1e5']) {
      const { status, body } = await deposit('bank', amount);
      expect(status, String(amount)).toBe(400);
      expect(body.value.fields).toHaveProperty(['body.amount']);
    }
    expect(await depositCount()).toBe(before);
  });
});

describe('bank transfer deposits', () => {
  it('opens a pending order with the account and reference, which the operator confirms', async () => {
    const start = await balance();
    const { status, body } = await deposit('bank', 150.5);
    expect(status).toBe(200);
    const orderNo = body.value.orderNo as string;
    expect(orderNo).toMatch(/^D\d{8}-\d{10}$/);
    expect(body.value).toEqual({
      orderNo,
      methodCode: 'bank',
      kind: 'bank_transfer',
      amount: 150.5,
      status: 'pending',
      bank: {
        bankName: 'DEMO Bank (not a real bank)',
        accountName: 'DEMO Croupier Payments',
        accountNumber: 'DEMO-0001-2345-6789',
      },
      reference: orderNo,
    });
    expect(await balance()).toBe(start);

    const mine = await kit.call('GET', '/wps/wallet/deposit/orders?pageSize=5', { token: player });
    expect(mine.body.value.list[0]).toMatchObject({ orderNo, status: 'pending', amount: 150.5 });

    const queue = await kit.call('GET', '/bo/deposits?status=pending&pageSize=100', {
      token: operator,
    });
    expect(queue.status).toBe(200);
    expect(queue.body.value.list).toContainEqual(
      expect.objectContaining({ orderNo, username: member.username, status: 'pending' }),
    );

    const confirmed = await confirm(orderNo);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.value).toMatchObject({
      orderNo,
      status: 'credited',
      amount: 150.5,
      username: member.username,
      settledByStaffId: expect.any(Number),
    });
    expect(await balance()).toBe(start + 15_050n);
    expect(await kit.postingsOf(orderNo)).toEqual([
      { kind: 'deposit', idempotency_key: `deposit:${orderNo}`, amount: '15050' },
    ]);
    expect(await kit.inboxOf(orderNo)).toEqual([
      {
        kind: 'deposit_credited',
        params: { amount: '150.50', method: 'Demo Bank transfer' },
      },
    ]);
    const after = await kit.call('GET', '/wps/wallet/deposit/orders', { token: player });
    expect(after.body.value.list[0]).toMatchObject({ orderNo, status: 'credited' });
  });

  it('credits once when the operator confirms twice, even at the same moment', async () => {
    const start = await balance();
    const orderNo = await openOrder('bank', 200);
    const first = await confirm(orderNo);
    const again = await confirm(orderNo);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const together = await Promise.all([confirm(orderNo), confirm(orderNo)]);
    expect(together.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await balance()).toBe(start + 20_000n);
    expect(await kit.postingsOf(orderNo)).toHaveLength(1);
    expect(await kit.inboxOf(orderNo)).toHaveLength(1);
  });

  it('fails a rejected order with the reason and a message, and moves no money', async () => {
    const start = await balance();
    const orderNo = await openOrder('bank', 300);
    const rejected = await reject(orderNo, 'No transfer with this reference');
    expect(rejected.status).toBe(200);
    expect(rejected.body.value).toMatchObject({
      orderNo,
      status: 'failed',
      failureReason: 'No transfer with this reference',
    });
    expect(await kit.inboxOf(orderNo)).toEqual([
      {
        kind: 'deposit_failed',
        params: {
          amount: '300.00',
          method: 'Demo Bank transfer',
          reason: 'No transfer with this reference',
        },
      },
    ]);
    expect((await reject(orderNo, 'again')).status).toBe(200);
    const late = await confirm(orderNo);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('deposit_already_settled');
    expect(await balance()).toBe(start);
    expect(await kit.postingsOf(orderNo)).toEqual([]);
    expect(await kit.inboxOf(orderNo)).toHaveLength(1);
    expect((await kit.depositRow(orderNo))?.status).toBe('failed');
  });

  it('refuses to reject a credited order, and to settle a gateway order by hand', async () => {
    const orderNo = await openOrder('bank', 100);
    await confirm(orderNo);
    expect((await reject(orderNo, 'too late')).status).toBe(409);
    expect((await kit.depositRow(orderNo))?.status).toBe('credited');

    const gatewayOrder = await openOrder('demopay', 100);
    const manual = await confirm(gatewayOrder);
    expect(manual.status).toBe(409);
    expect(manual.body.message).toBe('deposit_settled_by_gateway');
    expect((await kit.depositRow(gatewayOrder))?.status).toBe('pending');
    expect((await confirm('D20260101-0000000000')).status).toBe(404);
  });
});

describe('operator access to /bo/deposits', () => {
  it('lets only payments staff in: player tokens 401, other roles 403', async () => {
    const orderNo = await openOrder('bank', 100);
    expect((await kit.call('GET', '/bo/deposits')).status).toBe(401);
    expect((await kit.call('GET', '/bo/deposits', { token: player })).status).toBe(401);
    expect((await confirm(orderNo, player)).status).toBe(401);

    const passwordHash = await hashPassword('Content-pass1');
    await ctx.database.execute(
      `insert into staff (username, password_hash, role) values ('editor', $1, 'content'),
       ('cashier', $1, 'finance')`,
      [passwordHash],
    );
    const editor = await kit.staffToken('editor', 'Content-pass1');
    const forbidden = await confirm(orderNo, editor);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('no_permission');
    expect((await kit.call('GET', '/bo/deposits', { token: editor })).status).toBe(403);
    expect((await kit.depositRow(orderNo))?.status).toBe('pending');

    const cashier = await kit.staffToken('cashier', 'Content-pass1');
    const confirmed = await confirm(orderNo, cashier);
    expect(confirmed.status).toBe(200);
    const { rows } = await ctx.database.execute(`select id from staff where username = 'cashier'`);
    expect(confirmed.body.value.settledByStaffId).toBe(Number(rows[0]!.id));
  });
});

describe('payment gateway deposits', () => {
  it('sends the player to the gateway’s page', async () => {
    const { body } = await deposit('demopay', 1234.56);
    const url = new URL(body.value.paymentUrl, 'http://site.test');
    expect(url.pathname).toBe('/demo-gateway/pay');
    expect(url.searchParams.get('orderNo')).toBe(body.value.orderNo);
    expect(url.searchParams.get('merchant')).toBe('demo');
    expect(url.searchParams.get('amount')).toBe('1234.56');
    expect(body.value).toMatchObject({ status: 'pending', kind: 'gateway', amount: 1234.56 });
    expect(body.value.bank).toBeUndefined();
  });

  it('credits a successful payment once, however often the callback is replayed', async () => {
    const start = await balance();
    const orderNo = await openOrder('demopay', 500);
    const report = { orderNo, status: 'success', amount: 500, gatewayReference: 'GW-1' };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await kit.callback(report));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        message: null,
        value: { orderNo, status: 'credited', amount: 500 },
      });
    }
    expect(await balance()).toBe(start + 50_000n);
    expect(await kit.postingsOf(orderNo)).toHaveLength(1);
    expect(await kit.inboxOf(orderNo)).toEqual([
      { kind: 'deposit_credited', params: { amount: '500.00', method: 'Demo payment gateway' } },
    ]);
    expect(await kit.depositRow(orderNo)).toMatchObject({
      status: 'credited',
      gateway_reference: 'GW-1',
      settled_by_staff_id: null,
    });
  });

  it('credits once when 5 identical callbacks arrive at the same moment', async () => {
    const start = await balance();
    const orderNo = await openOrder('demopay', 750.25);
    const report = { orderNo, status: 'success', amount: 750.25, gatewayReference: 'GW-2' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => kit.callback(report)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(await balance()).toBe(start + 75_025n);
    expect(await kit.postingsOf(orderNo)).toHaveLength(1);
    expect(await kit.inboxOf(orderNo)).toHaveLength(1);
  });

  it('refuses a callback whose signature does not hold, and changes nothing', async () => {
    const start = await balance();
    const orderNo = await openOrder('demopay', 100);
    const report = { orderNo, status: 'success', amount: 100, gatewayReference: 'GW-3' };
    const raw = JSON.stringify(report);
    const secret = await kit.gatewaySecret();
    const { signPayload } = await import('./payment-gateway');
    for (const signature of [
      '',
      'sha256=00',
      signPayload('not-the-secret', raw),
      signPayload(secret, raw).toUpperCase(),
    ]) {
      const answer = await kit.callback(raw, { signature });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('gateway_signature_invalid');
    }
    // Signed, then changed on the way: the signature no longer covers the body.
    const tampered = await kit.callback(raw.replace('"amount":100', '"amount":100000'), {
      signature: signPayload(secret, raw),
    });
    expect(tampered.status).toBe(401);
    expect(await kit.depositRow(orderNo)).toMatchObject({ status: 'pending', posting_id: null });
    expect(await kit.inboxOf(orderNo)).toEqual([]);
    expect(await balance()).toBe(start);
  });

  it('refuses a correctly signed callback for another amount', async () => {
    const start = await balance();
    const orderNo = await openOrder('demopay', 100);
    const answer = await kit.callback({
      orderNo,
      status: 'success',
      amount: 1000,
      gatewayReference: 'GW-4',
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      message: 'deposit_amount_mismatch',
      value: { amount: 100 },
    });
    expect(await kit.depositRow(orderNo)).toMatchObject({ status: 'pending', posting_id: null });
    expect(await balance()).toBe(start);
  });

  it('refuses callbacks for orders of other methods or no order, and malformed reports', async () => {
    const bankOrder = await openOrder('bank', 100);
    const report = { orderNo: bankOrder, status: 'success', amount: 100, gatewayReference: 'G' };
    expect((await kit.callback(report)).status).toBe(404);
    expect((await kit.callback(report, { method: 'bank' })).status).toBe(400);
    expect((await kit.callback({ ...report, orderNo: 'D20260101-0000000000' })).status).toBe(404);
    const malformed = await kit.callback({ orderNo: bankOrder, status: 'maybe' });
    expect(malformed.status).toBe(400);
    expect((await kit.callback('{not json')).status).toBe(400);
    expect((await kit.depositRow(bankOrder))?.status).toBe('pending');
  });

  it('fails the order on a failed payment, tells the player, and then refuses a success', async () => {
    const start = await balance();
    const orderNo = await openOrder('demopay', 60);
    const failed = { orderNo, status: 'failed', amount: 60, gatewayReference: 'GW-5' };
    const answer = await kit.callback(failed);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ orderNo, status: 'failed', amount: 60 });
    expect((await kit.callback(failed)).status).toBe(200);
    expect(await kit.inboxOf(orderNo)).toEqual([
      {
        kind: 'deposit_failed',
        params: { amount: '60.00', method: 'Demo payment gateway', reason: 'gateway_failed' },
      },
    ]);
    const late = await kit.callback({ ...failed, status: 'success' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('deposit_already_settled');
    expect(await balance()).toBe(start);
    expect(await kit.postingsOf(orderNo)).toEqual([]);
  });
});

describe('GET /wps/wallet/deposit/orders', () => {
  it('pages the member’s own orders, newest first', async () => {
    const first = await kit.call('GET', '/wps/wallet/deposit/orders?pageNo=1&pageSize=2', {
      token: player,
    });
    expect(first.status).toBe(200);
    const { list, totalCount, totalPages, pageNum } = first.body.value;
    expect(list).toHaveLength(2);
    expect(pageNum).toBe(1);
    expect(totalCount).toBeGreaterThan(5);
    expect(totalPages).toBe(Math.ceil(totalCount / 2));
    expect(Date.parse(list[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(list[1].createdAt));

    const agent = await playerToken(ctx, await newMember(ctx, { prefix: 'dp', accountType: 1 }));
    const theirs = await kit.call('GET', '/wps/wallet/deposit/orders', { token: agent });
    expect(theirs.body.value).toEqual({ list: [], pageNum: 1, totalPages: 0, totalCount: 0 });
  });
});
