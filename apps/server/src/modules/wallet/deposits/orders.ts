import {
  toMajor,
  type DepositOrder,
  type DepositStatus,
  type QueuedDeposit,
} from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import type { Page } from '../../../platform/db/paging';
import { numberedPageOf } from '../../../platform/http/pages';
import { findMemberById } from '../../member/service';
import type { PaymentMethodRow } from '../payment-settings/schema';
import { depositQueueRows, memberDepositRows } from './queries';
import type { DepositRow } from './schema';

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

/** One order in the operator's view, with its member's username. */
export async function queuedDeposit(db: Database, deposit: DepositRow, method: PaymentMethodRow) {
  const member = await findMemberById(db, deposit.memberId);
  return toQueuedDeposit(deposit, method, member?.username ?? '');
}

/** A member's own deposit orders, newest first. */
export async function memberDepositPage(
  db: Database,
  merchantId: number,
  memberId: bigint,
  page: Page,
) {
  const { rows, totalCount } = await memberDepositRows(db, merchantId, memberId, page);
  return numberedPageOf(
    rows.map((row) => toDepositOrder(row.deposit, row.method)),
    totalCount,
    page,
  );
}

/** The operator's queue: oldest first, so the longest-waiting player is served first. */
export async function depositQueuePage(
  db: Database,
  merchantId: number,
  query: Page & { status?: DepositStatus },
) {
  const { status, ...page } = query;
  const { rows, totalCount } = await depositQueueRows(db, merchantId, status, page);
  return numberedPageOf(
    rows.map((row) => toQueuedDeposit(row.deposit, row.method, row.username)),
    totalCount,
    page,
  );
}
