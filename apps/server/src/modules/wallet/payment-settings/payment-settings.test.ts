import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  staffTokenOfRole,
  type TestContext,
  lastAudit,
  auditCount,
} from '../../../testing';
import { call, newPlayer } from '../../../testing/withdrawals';

let ctx: TestContext;
let finance: string;
let support: string;
let auditor: string;
let player: string;
beforeAll(async () => {
  ctx = await createTestContext();
  finance = await staffTokenOfRole(ctx, 'finance');
  support = await staffTokenOfRole(ctx, 'support');
  auditor = await staffTokenOfRole(ctx, 'auditor');
  player = (await newPlayer(ctx)).token;
});
afterAll(() => ctx.close());

const methods = (token = auditor) => call(ctx, token, 'GET', '/bo/payments/methods');
const updateMethod = (code: string, body: unknown, token = finance) =>
  call(ctx, token, 'PUT', `/bo/payments/methods/${code}`, body);
const playerMethods = async () =>
  (await call(ctx, player, 'GET', '/wps/wallet/deposit/methods')).body.value as {
    code: string;
    minAmount: number;
    maxAmount: number;
  }[];

describe('payment methods', () => {
  it('lists every method with limits and bank details for any staff member, never a secret', async () => {
    const answer = await methods(support);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual([
      expect.objectContaining({
        code: 'demopay',
        kind: 'gateway',
        enabled: true,
        minAmount: 50,
        maxAmount: 100_000,
        gateway: expect.any(String),
      }),
      expect.objectContaining({
        code: 'bank',
        kind: 'bank_transfer',
        enabled: true,
        minAmount: 100,
        maxAmount: 50_000,
        bankName: expect.stringContaining('DEMO'),
      }),
    ]);
    const { rows } = await ctx.database.execute(
      `select gateway_secret from payment_methods where code = 'demopay'`,
    );
    expect(JSON.stringify(answer.body)).not.toContain(rows[0]!.gateway_secret as string);
  });

  it('disables and enables a method for players at once, audited', async () => {
    const off = await updateMethod('bank', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.value).toMatchObject({ code: 'bank', enabled: false });
    expect((await playerMethods()).map((method) => method.code)).toEqual(['demopay']);
    expect(await lastAudit(ctx.database)).toMatchObject({
      staff_username: 'finance-staff',
      action: 'payments.method.update',
      target: 'payment-method:demo:bank',
      before: { enabled: true },
      after: { enabled: false },
    });

    await updateMethod('bank', { enabled: true });
    expect((await playerMethods()).map((method) => method.code)).toEqual(['demopay', 'bank']);
    // Still listed for the operator while disabled, so it can be turned back on.
    expect((await methods()).body.value).toHaveLength(2);
  });

  it('changes the limits players deposit within, refusing a minimum above the maximum', async () => {
    const before = await auditCount(ctx.database);
    const crossed = await updateMethod('bank', { minAmount: '60000' });
    expect(crossed.status).toBe(400);
    expect(crossed.body.value.fields).toEqual({ maxAmount: 'max_below_min' });
    const badAmount = await updateMethod('bank', { minAmount: '1.001' });
    expect(badAmount.status).toBe(400);
    expect(badAmount.body.value.fields).toHaveProperty(['body.minAmount']);
    const empty = await updateMethod('bank', {});
    expect(empty.status).toBe(400);
    expect(await auditCount(ctx.database)).toBe(before);

    const answer = await updateMethod('bank', { minAmount: '200.50', maxAmount: 20_000 });
    expect(answer.status).toBe(200);
    expect((await playerMethods()).find((method) => method.code === 'bank')).toMatchObject({
      minAmount: 200.5,
      maxAmount: 20_000,
    });
    expect(await lastAudit(ctx.database)).toMatchObject({
      action: 'payments.method.update',
      before: { minAmount: '10000', maxAmount: '5000000' },
      after: { minAmount: '20050', maxAmount: '2000000' },
    });
    const refused = await call(ctx, player, 'POST', '/wps/wallet/deposit', {
      methodCode: 'bank',
      amount: 150,
    });
    expect(refused.status).toBe(400);
  });

  it('puts the methods in a new order, which players see', async () => {
    const incomplete = await call(ctx, finance, 'PUT', '/bo/payments/method-order', {
      codes: ['bank'],
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.value.fields).toEqual({ codes: 'payment_method_order_incomplete' });

    const answer = await call(ctx, finance, 'PUT', '/bo/payments/method-order', {
      codes: ['bank', 'demopay'],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value.map((method: { code: string }) => method.code)).toEqual([
      'bank',
      'demopay',
    ]);
    expect((await playerMethods()).map((method) => method.code)).toEqual(['bank', 'demopay']);
    expect(await lastAudit(ctx.database)).toMatchObject({
      action: 'payments.method.update',
      target: 'merchant:demo',
      before: { order: ['demopay', 'bank'] },
      after: { order: ['bank', 'demopay'] },
    });
  });

  it('lets only the finance roles change methods', async () => {
    for (const token of [support, auditor]) {
      expect((await updateMethod('bank', { enabled: false }, token)).status).toBe(403);
      const order = await call(ctx, token, 'PUT', '/bo/payments/method-order', {
        codes: ['demopay', 'bank'],
      });
      expect(order.status).toBe(403);
    }
    expect((await updateMethod('nothing', { enabled: false })).status).toBe(404);
  });
});

describe('wallet limits', () => {
  const limits = {
    withdrawalMin: '150',
    withdrawalMax: '25000.50',
    withdrawalsPerDay: 3,
    turnoverPercent: 150,
    autoReceiptMinutes: 90,
    transferToUpline: false,
  };

  it('shows the limits and changes them for the next withdrawal, audited with what changed', async () => {
    const current = await call(ctx, auditor, 'GET', '/bo/payments/limits');
    expect(current.status).toBe(200);
    expect(current.body.value).toEqual({
      withdrawalMin: 100,
      withdrawalMax: 50_000,
      withdrawalsPerDay: 5,
      turnoverPercent: 0,
      autoReceiptMinutes: 60,
      transferToUpline: true,
    });

    const answer = await call(ctx, finance, 'PUT', '/bo/payments/limits', limits);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({
      ...limits,
      withdrawalMin: 150,
      withdrawalMax: 25_000.5,
    });
    const info = await call(ctx, player, 'GET', '/wps/wallet/withdraw/info');
    expect(info.body.value).toMatchObject({ minAmount: 150, maxAmount: 25_000.5, perDay: 3 });
    expect(await lastAudit(ctx.database)).toMatchObject({
      action: 'payments.limits.update',
      target: 'merchant:demo',
      before: {
        withdrawalMin: '10000',
        withdrawalMax: '5000000',
        withdrawalsPerDay: 5,
        turnoverPercent: 0,
        autoReceiptMinutes: 60,
        transferToUpline: true,
      },
      after: {
        withdrawalMin: '15000',
        withdrawalMax: '2500050',
        withdrawalsPerDay: 3,
        turnoverPercent: 150,
        autoReceiptMinutes: 90,
        transferToUpline: false,
      },
    });
  });

  it('refuses limits that do not hold together, and roles outside finance', async () => {
    const before = await auditCount(ctx.database);
    const crossed = await call(ctx, finance, 'PUT', '/bo/payments/limits', {
      ...limits,
      withdrawalMin: '30000',
    });
    expect(crossed.status).toBe(400);
    expect(crossed.body.value.fields).toEqual({ withdrawalMax: 'max_below_min' });
    const zero = await call(ctx, finance, 'PUT', '/bo/payments/limits', {
      ...limits,
      withdrawalsPerDay: 0,
    });
    expect(zero.status).toBe(400);
    expect(zero.body.value.fields).toHaveProperty(['body.withdrawalsPerDay']);
    for (const token of [support, auditor]) {
      expect((await call(ctx, token, 'PUT', '/bo/payments/limits', limits)).status).toBe(403);
    }
    expect(await auditCount(ctx.database)).toBe(before);
  });
});
