import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { dayTotalsQuery } from '../../../platform/db/rows';
import { withdrawals, type WithdrawalRow } from './schema';

// Orders paid out: the member's answer, the auto-receipt job's, and the report of payouts.

/** Confirms a paid order with the member's answer; undefined when it was no longer paid. */
export async function confirmPaidOrder(tx: Database, id: bigint, changes: Partial<WithdrawalRow>) {
  const [row] = await tx
    .update(withdrawals)
    .set({ ...changes, status: 'confirmed' })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'paid')))
    .returning();
  return row;
}

/** Merchants with orders paid out and not yet answered. */
export async function merchantsWithPaidOrders(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ merchantId: withdrawals.merchantId })
    .from(withdrawals)
    .where(eq(withdrawals.status, 'paid'));
  return rows.map((row) => row.merchantId);
}

/** Confirms as received (`auto`) a merchant's orders paid out before a moment; how many. */
export async function autoConfirmPaidBefore(
  db: Database,
  merchantId: number,
  paidBefore: Date,
  now: Date,
): Promise<number> {
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
  return rows.length;
}

/**
 * Withdrawals of the merchant paid out per UTC day (paid, or paid and since confirmed), on
 * the day they were paid whatever the member answered later, for the console's reports and
 * an agent's team (`memberIds`); days without any are absent.
 */
export const paidWithdrawalsByDay = dayTotalsQuery({
  table: withdrawals,
  merchant: withdrawals.merchantId,
  member: withdrawals.memberId,
  day: withdrawals.paidAt,
  amount: withdrawals.amount,
  counted: inArray(withdrawals.status, ['paid', 'confirmed']),
});
