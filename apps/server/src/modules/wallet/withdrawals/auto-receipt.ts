import type { Database } from '../../../platform/db/database';
import type { Job } from '../../../platform/jobs/job-runner';
import { walletSettingsOf } from '../payment-settings/service';
import { autoConfirmPaidBefore, merchantsWithPaidOrders } from './paid-order-queries';

/**
 * Paid-out withdrawals the member has not answered count as received once the merchant's
 * auto-receipt minutes have passed since payout (issue 5). Only orders still `paid` are
 * touched, so a member's own answer, given first, always stands. Returns how many it closed.
 */
export async function confirmOverdueWithdrawals(db: Database, now: Date): Promise<number> {
  let confirmed = 0;
  for (const merchantId of await merchantsWithPaidOrders(db)) {
    const { autoReceiptMinutes } = await walletSettingsOf(db, merchantId);
    const paidBefore = new Date(now.getTime() - autoReceiptMinutes * 60_000);
    confirmed += await autoConfirmPaidBefore(db, merchantId, paidBefore, now);
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
