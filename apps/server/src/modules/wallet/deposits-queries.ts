import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  toMajor,
  type DepositOrder,
  type DepositStatus,
  type QueuedDeposit,
} from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { members } from '../member/schema';
import { deposits, paymentMethods, type DepositRow, type PaymentMethodRow } from './schema';

/** A merchant's payment method by code, enabled or not (a disabled one still settles its orders). */
export async function findPaymentMethod(
  db: Database,
  merchantId: number,
  code: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.merchantId, merchantId), eq(paymentMethods.code, code)));
  return row;
}

export async function enabledPaymentMethods(
  db: Database,
  merchantId: number,
): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.merchantId, merchantId), eq(paymentMethods.enabled, true)))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
}

export async function findDeposit(db: Database, merchantId: number, orderNo: string) {
  const [row] = await db
    .select({ deposit: deposits, method: paymentMethods })
    .from(deposits)
    .innerJoin(paymentMethods, eq(paymentMethods.id, deposits.paymentMethodId))
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.orderNo, orderNo)));
  return row;
}

export function toDepositOrder(deposit: DepositRow, method: PaymentMethodRow): DepositOrder {
  return {
    orderNo: deposit.orderNo,
    methodCode: method.code,
    methodName: method.name,
    kind: method.kind as DepositOrder['kind'],
    amount: toMajor(deposit.amount),
    status: deposit.status as DepositStatus,
    failureReason: deposit.failureReason,
    createdAt: deposit.createdAt.toISOString(),
    settledAt: deposit.settledAt?.toISOString() ?? null,
  };
}

export function toQueuedDeposit(
  deposit: DepositRow,
  method: PaymentMethodRow,
  username: string,
): QueuedDeposit {
  return {
    ...toDepositOrder(deposit, method),
    memberId: Number(deposit.memberId),
    username,
    gatewayReference: deposit.gatewayReference,
    settledByStaffId: deposit.settledByStaffId,
  };
}

type Page = { pageNo: number; pageSize: number };

function pageOf<T>(list: T[], totalCount: number, { pageNo, pageSize }: Page) {
  return {
    list,
    pageNum: pageNo,
    totalPages: Math.ceil(totalCount / pageSize),
    totalCount,
  };
}

/** A member's own deposit orders, newest first. */
export async function memberDepositPage(
  db: Database,
  merchantId: number,
  memberId: bigint,
  page: Page,
) {
  const where = and(eq(deposits.merchantId, merchantId), eq(deposits.memberId, memberId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ deposit: deposits, method: paymentMethods })
      .from(deposits)
      .innerJoin(paymentMethods, eq(paymentMethods.id, deposits.paymentMethodId))
      .where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db.select({ total: count() }).from(deposits).where(where),
  ]);
  return pageOf(
    rows.map((row) => toDepositOrder(row.deposit, row.method)),
    Number(total?.total ?? 0),
    page,
  );
}

/** The operator's queue: oldest first, so the longest-waiting player is served first. */
export async function depositQueuePage(
  db: Database,
  merchantId: number,
  status: DepositStatus | undefined,
  page: Page,
) {
  const where = and(
    eq(deposits.merchantId, merchantId),
    status ? eq(deposits.status, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ deposit: deposits, method: paymentMethods, username: members.username })
      .from(deposits)
      .innerJoin(paymentMethods, eq(paymentMethods.id, deposits.paymentMethodId))
      .innerJoin(members, eq(members.id, deposits.memberId))
      .where(where)
      .orderBy(asc(deposits.createdAt), asc(deposits.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db.select({ total: count() }).from(deposits).where(where),
  ]);
  return pageOf(
    rows.map((row) => toQueuedDeposit(row.deposit, row.method, row.username)),
    Number(total?.total ?? 0),
    page,
  );
}

export async function usernameOf(db: Database, memberId: bigint): Promise<string> {
  const [row] = await db
    .select({ username: members.username })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.username ?? '';
}
