import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  forgetCachedReads,
  createTestContext,
  fundMember,
  mainBalance,
  merchantIdOf,
  postTestMoney,
  type TestContext,
} from '../../../testing';
import { newMember, playerToken, type TestMember } from '../../../testing/members';
import { reconcile } from '../ledger/service';
import { post } from '../service';

let ctx: TestContext;
let agentMember: TestMember;
let playerMember: TestMember;
let player: string;
let agent: string;
beforeAll(async () => {
  ctx = await createTestContext();
  agentMember = await newMember(ctx, { prefix: 'tr', accountType: 1 });
  playerMember = await newMember(ctx, {
    prefix: 'tr',
    uplineId: agentMember.id,
    payeeName: 'Demo Player One',
    mobile: '9175550101',
  });
  // The player's opening money: a deposit of 1,000 and a welcome bonus of 88.
  await postTestMoney(ctx.database, playerMember.id, 'deposit', 100_000n);
  const merchantId = await merchantIdOf(ctx.database);
  await ctx.database.db.transaction((tx) =>
    post(tx, {
      merchantId,
      idempotencyKey: `test-welcome-bonus:${playerMember.username}`,
      kind: 'bonus',
      memberId: playerMember.id,
      reference: 'DEMO-WELCOME',
      details: { description: 'Demo welcome bonus' },
      legs: [
        { account: { memberId: playerMember.id, kind: 'main' }, amount: 8_800n },
        { account: { merchant: 'promotions' }, amount: -8_800n },
      ],
    }),
  );
  player = await playerToken(ctx, playerMember);
  agent = await playerToken(ctx, agentMember);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
  });

const balance = async (token: string) =>
  (await call('GET', '/wps/v2/wallets/balance', token)).json().value;

async function setPaymentPassword(
  token: string,
  password = '246810',
  loginPassword = playerMember.password,
) {
  const response = await call('POST', '/wps/member/paymentPassword', token, {
    newPassword: password,
    confirmPassword: password,
    loginPassword,
  });
  expect(response.json()).toMatchObject({ success: true });
}

describe('balance', () => {
  it('answers every wallet, their sum, currency and symbol (opening money)', async () => {
    const value = await balance(player);
    expect(value).toMatchObject({
      sumBalance: 1088,
      lockedBalance: 0,
      pendingWithdrawal: 0,
      currency: 'PHP',
      currencySymbol: 'P',
    });
    expect(value.balance).toEqual([
      { accountTypeId: 2, accountType: 'MAIN', name: 'Main wallet', availBalance: 1088 },
      expect.objectContaining({ accountTypeId: 100, accountType: 'DEMOLIVE', availBalance: 0 }),
      expect.objectContaining({ accountTypeId: 101, accountType: 'DEMOSPORTS', availBalance: 0 }),
    ]);
    const consolidated = await call('GET', '/wps/member/info/funds/consolidated', player);
    expect(consolidated.json().value).toEqual(value);
  });

  it('is refused to guests (401) and to trial accounts (403)', async () => {
    expect((await call('GET', '/wps/v2/wallets/balance')).statusCode).toBe(401);
    const trial = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'W' },
    });
    const token = trial.json().value.token as string;
    const response = await call('GET', '/wps/v2/wallets/balance', token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('in_need_true_account');
  });

  it('tells whether the merchant uses one wallet or transfer wallets', async () => {
    const response = await call('GET', '/wps/relay/GCS_merchantWallet', player);
    expect(response.json().value).toMatchObject({ isSingle: false });
    expect(response.json().value.wallets.map((w: { code: string }) => w.code)).toEqual([
      'MAIN',
      'DEMOLIVE',
      'DEMOSPORTS',
    ]);
  });
});

describe('GCS_walletTransfer', () => {
  it('moves money main → vendor and back, all-in and all-out', async () => {
    let response = await call('POST', '/wps/relay/GCS_walletTransfer', player, {
      from: 'MAIN',
      to: 'DEMOLIVE',
      amount: 100.5,
    });
    expect(response.json().value).toMatchObject({ amount: 100.5 });
    expect(response.json().value.orderNo).toMatch(/^T\d{8}-\d{10}$/);
    let wallets = response.json().value.balance.balance;
    expect(wallets[0].availBalance).toBe(987.5);
    expect(wallets[1].availBalance).toBe(100.5);
    expect(response.json().value.balance.sumBalance).toBe(1088);

    response = await call('POST', '/wps/relay/GCS_walletTransfer', player, {
      from: 'DEMOLIVE',
      to: 'MAIN',
      all: true,
    });
    expect(response.json().value.amount).toBe(100.5);
    wallets = response.json().value.balance.balance;
    expect([wallets[0].availBalance, wallets[1].availBalance]).toEqual([1088, 0]);
  });

  it('moves money once when the same request is sent twice', async () => {
    const requestId = randomUUID();
    const body = { from: 'MAIN', to: 'DEMOSPORTS', amount: '10.00', requestId };
    const [first, second] = await Promise.all([
      call('POST', '/wps/relay/GCS_walletTransfer', player, body),
      call('POST', '/wps/relay/GCS_walletTransfer', player, body),
    ]);
    expect(first.json().value.orderNo).toBe(second.json().value.orderNo);
    expect((await balance(player)).balance[2].availBalance).toBe(10);
  });

  it('refuses bad transfers and changes nothing', async () => {
    const before = await balance(player);
    for (const [body, message] of [
      [{ from: 'MAIN', to: 'DEMOLIVE', amount: 1_000_000 }, 'insufficient_balance'],
      [{ from: 'MAIN', to: 'NOPE', amount: 1 }, 'wallet_not_found'],
      [{ from: 'DEMOLIVE', to: 'DEMOSPORTS', amount: 1 }, 'wallet_transfer_via_main'],
      [{ from: 'MAIN', to: 'DEMOLIVE', amount: 1.234 }, 'invalid_input'],
      [{ from: 'MAIN', to: 'DEMOLIVE', amount: -5 }, 'invalid_input'],
      [{ from: 'DEMOLIVE', to: 'MAIN', all: true }, 'wallet_empty'],
    ] as const) {
      const response = await call('POST', '/wps/relay/GCS_walletTransfer', player, body);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ success: false, message });
    }
    expect(await balance(player)).toEqual(before);
  });
});

describe('transfer to upline and to downline', () => {
  it('needs the payment password, set first with the login password', async () => {
    let response = await call('POST', '/wps/wallet/transfer/upline', player, {
      amount: 5,
      paymentPassword: '246810',
    });
    expect(response.json().message).toBe('payment_password_not_set');

    response = await call('POST', '/wps/member/paymentPassword', player, {
      newPassword: '246810',
      confirmPassword: '246810',
      loginPassword: 'wrong-password',
    });
    expect(response.json().message).toBe('login_password_wrong');
    await setPaymentPassword(player);

    response = await call('POST', '/wps/wallet/transfer/upline', player, {
      amount: 5,
      paymentPassword: '000000',
    });
    expect(response.json()).toMatchObject({
      message: 'payment_password_wrong',
      value: { attemptsLeft: 4 },
    });
  });

  it('sends money from the member to their agent, one posting', async () => {
    const agentBefore = await mainBalance(ctx.database, agentMember.username);
    const playerBefore = await mainBalance(ctx.database, playerMember.username);
    const response = await call('POST', '/wps/wallet/transfer/upline', player, {
      amount: 25,
      paymentPassword: '246810',
    });
    expect(response.json().value).toMatchObject({
      amount: 25,
      balance: Number(playerBefore - 2_500n) / 100,
    });
    expect(await mainBalance(ctx.database, agentMember.username)).toBe(agentBefore + 2_500n);
  });

  it('lets an agent send money to a direct downline only', async () => {
    await setPaymentPassword(agent, 'agent-pin', agentMember.password);
    let response = await call('POST', '/wps/wallet/transfer/downline', agent, {
      amount: 5,
      paymentPassword: 'agent-pin',
      username: playerMember.username.toUpperCase(),
    });
    expect(response.json()).toMatchObject({ success: true, value: { amount: 5 } });

    response = await call('POST', '/wps/wallet/transfer/downline', agent, {
      amount: 5,
      paymentPassword: 'agent-pin',
      username: agentMember.username,
    });
    expect(response.json().message).toBe('transfer_not_downline');

    response = await call('POST', '/wps/wallet/transfer/downline', player, {
      amount: 5,
      paymentPassword: '246810',
      username: agentMember.username,
    });
    expect(response.json().message).toBe('error_not_agent');
  });
});

describe('records', () => {
  it('lists every movement with its type, signed amount, balance after and reference', async () => {
    const response = await call('GET', '/wps/wallet/transactionHistory?pageSize=50', player);
    const { list, totalCount } = response.json().value;
    expect(totalCount).toBe(list.length);
    const types = list.map((line: { type: string }) => line.type);
    expect(types).toEqual(
      expect.arrayContaining(['deposit', 'bonus', 'wallet_transfer', 'upline_transfer']),
    );
    const upline = list.find((line: { type: string }) => line.type === 'upline_transfer');
    expect(upline).toMatchObject({ amount: -25, wallet: 'MAIN' });
    expect(upline.reference).toMatch(/^T/);
    // Newest first, and each main-wallet line's balance follows from the one before it.
    const main = list.filter((line: { wallet: string }) => line.wallet === 'MAIN').reverse();
    for (let index = 1; index < main.length; index += 1) {
      expect(main[index].balanceAfter).toBeCloseTo(
        main[index - 1].balanceAfter + main[index].amount,
        2,
      );
    }
  });

  it('filters by type and pages', async () => {
    let response = await call('GET', '/wps/wallet/transactionHistory?type=bonus', player);
    expect(response.json().value.list).toEqual([
      expect.objectContaining({ type: 'bonus', amount: 88, reference: 'DEMO-WELCOME' }),
    ]);
    response = await call('GET', '/wps/wallet/transactionHistory?pageSize=2&pageNo=2', player);
    expect(response.json().value).toMatchObject({ pageNo: 2, pageSize: 2 });
    expect(response.json().value.list).toHaveLength(2);
    response = await call(
      'GET',
      '/wps/wallet/transactionHistory?startDate=2020-01-01&endDate=2020-01-07',
      player,
    );
    expect(response.json().value).toMatchObject({ list: [], totalCount: 0, totalPages: 0 });
    response = await call(
      'GET',
      '/wps/wallet/transactionHistory?startDate=2020-01-01&endDate=2021-01-01',
      player,
    );
    expect(response.json().message).toBe('date_range_too_long');
  });

  it('shows bonus details and profit and loss by category', async () => {
    const bonus = await call('GET', '/wps/wallet/bonusDetails', player);
    expect(bonus.json().value.list).toEqual([
      expect.objectContaining({ amount: 88, description: 'Demo welcome bonus' }),
    ]);
    const profit = await call('GET', '/wps/wallet/personalProfit', player);
    expect(profit.json().value).toMatchObject({
      rows: [],
      total: { category: 'TOTAL', bets: 0, wins: 0, profit: 0 },
    });
  });
});

describe('my account', () => {
  it('shows the account with masked contacts and the upline', async () => {
    const response = await call('GET', '/wps/member/security', player);
    expect(response.json().value).toMatchObject({
      account: playerMember.username,
      payeeName: 'Demo Player One',
      hasPaymentPassword: true,
      toUpline: agentMember.username,
    });
    expect(response.json().value.mobile).toContain('*');
  });

  it('changes the nickname and e-mail but never a payee name already set', async () => {
    let response = await call('PUT', '/wps/member/profile', player, {
      nickname: 'Lucky',
      email: 'lucky@example.com',
    });
    expect(response.json().value).toMatchObject({ nickname: 'Lucky' });
    response = await call('PUT', '/wps/member/profile', player, { payeeName: 'Someone Else' });
    expect(response.json().message).toBe('payee_name_already_set');
  });
});

describe('concurrency', () => {
  it('50 parallel withdrawals and transfers against one balance never overdraw', async () => {
    await fundMember(ctx.database, playerMember.username, 1_000_000n);
    await ctx.database.execute('update wallet_settings set withdrawals_per_day = 100');
    forgetCachedReads();
    const card = await call('POST', '/wps/wallet/bankCards', player, {
      bankName: 'Demo Bank',
      accountName: 'Demo Player One',
      accountNumber: '1234567890',
    });
    const bankCardId = card.json().value.id;
    const start = await mainBalance(ctx.database, playerMember.username);
    const stake = Number(start / 25n / 100n); // whole units: 25 can succeed, 25 must be refused
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        index % 3 === 0
          ? call('POST', '/wps/wallet/withdraw', player, {
              amount: stake,
              bankCardId,
              paymentPassword: '246810',
              requestId: randomUUID(),
            })
          : index % 3 === 1
            ? call('POST', '/wps/relay/GCS_walletTransfer', player, {
                from: 'MAIN',
                to: 'DEMOLIVE',
                amount: stake,
              })
            : call('POST', '/wps/wallet/transfer/upline', player, {
                amount: stake,
                paymentPassword: '246810',
              }),
      ),
    );
    const answers = responses.map((response) => response.json());
    const succeeded = answers.filter((answer) => answer.success);
    const refused = answers.filter((answer) => answer.message === 'insufficient_balance');
    expect(succeeded.length + refused.length).toBe(50);
    expect(succeeded.length).toBeLessThanOrEqual(25);
    const left = await mainBalance(ctx.database, playerMember.username);
    expect(left).toBe(start - BigInt(succeeded.length * stake * 100));
    expect(left).toBeGreaterThanOrEqual(0n);
    // Every refusal came when the balance could no longer pay the stake.
    expect(left).toBeLessThan(BigInt(stake * 100));
    expect((await reconcile(ctx.database.db, await merchantIdOf(ctx.database))).problems).toEqual(
      [],
    );
  });
});
