import { and, asc, desc, eq } from 'drizzle-orm';
import type { DepositStatus } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { readPage, type Page } from '../../../platform/db/paging';
import { dayTotalsQuery } from '../../../platform/db/rows';
import { members } from '../../member/schema';
import { paymentMethods } from '../payment-settings/schema';
import { deposits, type DepositRow } from './schema';

// A deposit is always read with its payment method (the payment settings' table), which
// names it and tells a bank transfer from a gateway order.

/** A new pending order, or undefined when its (random) order number is already taken. */
export async function insertDeposit(
  db: Database,
  values: Pick<DepositRow, 'merchantId' | 'memberId' | 'paymentMethodId' | 'amount' | 'orderNo'>,
): Promise<DepositRow | undefined> {
  const [row] = await db.insert(deposits).values(values).onConflictDoNothing().returning();
  return row;
}

const byOrderNo = (merchantId: number, orderNo: string) =>
  and(eq(deposits.merchantId, merchantId), eq(deposits.orderNo, orderNo));

export async function findDeposit(db: Database, merchantId: number, orderNo: string) {
  const [row] = await db
    .select({ deposit: deposits, method: paymentMethods })
    .from(deposits)
    .innerJoin(paymentMethods, eq(paymentMethods.id, deposits.paymentMethodId))
    .where(byOrderNo(merchantId, orderNo));
  return row;
}

/** The order with its method, its row locked until the transaction ends. */
export async function lockDeposit(tx: Database, merchantId: number, orderNo: string) {
  const [row] = await tx
    .select({ deposit: deposits, method: paymentMethods })
    .from(deposits)
    .innerJoin(paymentMethods, eq(paymentMethods.id, deposits.paymentMethodId))
    .where(byOrderNo(merchantId, orderNo))
    .for('update', { of: deposits });
  return row;
}

/** Settles a pending order; undefined when it was no longer pending. */
export async function settlePendingDeposit(
  tx: Database,
  id: bigint,
  changes: Partial<DepositRow>,
): Promise<DepositRow | undefined> {
  const [row] = await tx
    .update(deposits)
    .set(changes)
    .where(and(eq(deposits.id, id), eq(deposits.status, 'pending')))
    .returning();
  return row;
}

export function memberDepositRows(db: Database, merchantId: number, memberId: bigint, page: Page) {
  const where = and(eq(deposits.merchantId, merchantId), eq(deposits.memberId, memberId));
  return readPage(
    page,
    db
      .select({ deposit: deposits, method: paymentMethods })
      .from(deposits)
      .innerJoin(paymentMethods, eq(paymentMethods.id, deposits.paymentMethodId))
      .where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.id)),
    db.$count(deposits, where),
  );
}

/**
 * A page of the operator's queue with each order's username. The username is joined from
 * the member module's table: a member-service call per row would be N+1 on a page of 100.
 */
export function depositQueueRows(
  db: Database,
  merchantId: number,
  status: DepositStatus | undefined,
  page: Page,
) {
  const where = and(
    eq(deposits.merchantId, merchantId),
    status ? eq(deposits.status, status) : undefined,
  );
  return readPage(
    page,
    db
      .select({ deposit: deposits, method: paymentMethods, username: members.username })
      .from(deposits)
      .innerJoin(paymentMethods, eq(paymentMethods.id, deposits.paymentMethodId))
      .innerJoin(members, eq(members.id, deposits.memberId))
      .where(where)
      .orderBy(asc(deposits.createdAt), asc(deposits.id)),
    db.$count(deposits, where),
  );
}

/**
 * Credited deposits of the merchant per UTC day (the day they were credited), for the
 * console's reports and an agent's team (`memberIds`); days without any are absent.
 */
export const creditedDepositsByDay = dayTotalsQuery({
  table: deposits,
  merchant: deposits.merchantId,
  member: deposits.memberId,
  day: deposits.settledAt,
  amount: deposits.amount,
  counted: eq(deposits.status, 'credited'),
});
