import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, forgetCachedReads, type TestContext } from '../../../testing';
import { runJobOnce } from '../../../platform/jobs/job-runner';
import { confirmOverdueWithdrawals, withdrawalAutoReceiptJob } from './auto-receipt';
import { paidWithdrawal, sendReceipt, staffToken } from '../../../testing/withdrawals';

let ctx: TestContext;
let staff: string;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await staffToken(ctx);
});
afterAll(() => ctx.close());

async function orderState(orderNo: string) {
  const { rows } = await ctx.database.execute(
    `select status, receipt, received_amount::text as received, paid_at, confirmed_at
     from withdrawals where order_no = $1`,
    [orderNo],
  );
  return rows[0] as {
    status: string;
    receipt: string | null;
    received: string | null;
    paid_at: Date;
    confirmed_at: Date | null;
  };
}

const minutesAfter = (time: Date, minutes: number) => new Date(time.getTime() + minutes * 60_000);

describe('automatic receipt', () => {
  // The demo brand counts a payout as received 60 minutes after it was paid.
  it('confirms a paid-out withdrawal after the merchant’s minutes, and not before', async () => {
    const { orderNo } = await paidWithdrawal(ctx, staff, 200);
    const paidAt = new Date((await orderState(orderNo)).paid_at);

    expect(await confirmOverdueWithdrawals(ctx.database.db, minutesAfter(paidAt, 59))).toBe(0);
    expect((await orderState(orderNo)).status).toBe('paid');

    const at = minutesAfter(paidAt, 60);
    expect(await confirmOverdueWithdrawals(ctx.database.db, at)).toBe(1);
    expect(await orderState(orderNo)).toMatchObject({
      status: 'confirmed',
      receipt: 'auto',
      received: '20000',
    });
    expect(new Date((await orderState(orderNo)).confirmed_at!).getTime()).toBe(at.getTime());
    expect(await confirmOverdueWithdrawals(ctx.database.db, minutesAfter(paidAt, 120))).toBe(0);
  });

  it('follows each merchant’s setting and leaves the member’s own answer alone', async () => {
    await ctx.database.execute(
      `update wallet_settings set auto_receipt_minutes = 5
       where merchant_id = (select id from merchants where code = 'demo')`,
    );
    forgetCachedReads();
    try {
      const answered = await paidWithdrawal(ctx, staff, 100);
      await sendReceipt(ctx, answered.player.token, answered.orderNo, {
        receipt: 'partial',
        receivedAmount: 40,
      });
      const silent = await paidWithdrawal(ctx, staff, 100);
      const paidAt = new Date((await orderState(silent.orderNo)).paid_at);

      expect(await confirmOverdueWithdrawals(ctx.database.db, minutesAfter(paidAt, 4))).toBe(0);
      expect(await confirmOverdueWithdrawals(ctx.database.db, minutesAfter(paidAt, 6))).toBe(1);
      expect((await orderState(silent.orderNo)).receipt).toBe('auto');
      expect(await orderState(answered.orderNo)).toMatchObject({
        receipt: 'partial',
        received: '4000',
      });

      const late = await sendReceipt(ctx, silent.player.token, silent.orderNo, {
        receipt: 'received',
      });
      expect(late).toMatchObject({
        status: 409,
        body: { message: 'withdrawal_already_confirmed' },
      });
    } finally {
      await ctx.database.execute(
        `update wallet_settings set auto_receipt_minutes = 60
         where merchant_id = (select id from merchants where code = 'demo')`,
      );
      forgetCachedReads();
    }
  });

  it('runs as a background job', async () => {
    const { orderNo } = await paidWithdrawal(ctx, staff, 100);
    await ctx.database.execute(
      `update withdrawals set paid_at = now() - interval '2 hours' where order_no = $1`,
      [orderNo],
    );
    expect(await runJobOnce(ctx.database.db, withdrawalAutoReceiptJob, new Date())).toBe('ran');
    expect((await orderState(orderNo)).receipt).toBe('auto');
  });
});
