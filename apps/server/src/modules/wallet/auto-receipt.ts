import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import type { Job } from '../../platform/jobs/job-runner';
import { withdrawals } from './schema';
import { walletSettingsOf } from './settings';

/**
 * Paid-out withdrawals the member has not answered count as received once the merchant's
 * auto-receipt minutes have passed since payout (issue 5). Only orders still `paid` are
 * touched, so a member's own answer, given first, always stands. Returns how many it closed.
 */
export async function confirmOverdueWithdrawals(db: Database, now: Date): Promise<number> {
  const merchants = await db
    .selectDistinct({ merchantId: withdrawals.merchantId })
    .from(withdrawals)
    .where(eq(withdrawals.status, 'paid'));
  let confirmed = 0;
  for (const { merchantId } of merchants) {
    const { autoReceiptMinutes } = await walletSettingsOf(db, merchantId);
    const paidBefore = new Date(now.getTime() - autoReceiptMinutes * 60_000);
    const rows = await db
      .update(withdrawals)
      .set({
        status: 'confirmed',
        receipt: 'auto',
        receivedAmount: sql`${withdrawals.amount}`,
        confirmedAt: now,
      })
      .where(
        and(
          eq(withdrawals.merchantId, merchantId),
          eq(withdrawals.status, 'paid'),
          lte(withdrawals.paidAt, paidBefore),
        ),
      )
      .returning({ id: withdrawals.id });
    confirmed += rows.length;
  }
  return confirmed;
}

export const withdrawalAutoReceiptJob: Job = {
  id: 1,
  name: 'withdrawalAutoReceipt',
  run: async (db, now) => {
    await confirmOverdueWithdrawals(db, now);
  },
};
