import { toMajor, type withdrawal as contract } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { recordAudit, type AuditActor } from '../../../platform/audit/audit-log';
import { AppError } from '../../../platform/http/app-error';
import { pageOf } from '../../../platform/http/pages';
import { sendInboxMessage } from '../../content/service';
import { post } from '../ledger/service';
import { walletSettingsOf } from '../payment-settings/service';
import { toWithdrawalOrder } from './orders';
import { consoleOrderRows } from './order-list-queries';
import { findOrder, findProof, moveOrder } from './queries';
import type { WithdrawalRow } from './schema';

type Status = contract.WithdrawalStatus;
type Staff = AuditActor;

/**
 * An operator's step on a withdrawal. Each is one conditional UPDATE on the status it starts
 * from, so of two clicks (or two operators) only one applies it and moves money; the other
 * finds the step already done and answers the same order. `done` lists the statuses in which
 * the step has already happened; any other status refuses with 409.
 */
type Transition = {
  /** The audit log's verb: `withdrawal.approve`, `.reject`, `.payout`. */
  action: string;
  from: Status[];
  to: Status;
  done: Status[];
  apply(tx: Database, order: WithdrawalRow): Promise<void>;
};

/** The member's inbox message of a step, with the amount as the site shows it. */
const tellMember = (
  tx: Database,
  order: WithdrawalRow,
  kind: 'withdrawal_approved' | 'withdrawal_rejected' | 'withdrawal_paid',
  params: Record<string, string> = {},
) =>
  sendInboxMessage(tx, {
    merchantId: order.merchantId,
    memberId: order.memberId,
    kind,
    orderNo: order.orderNo,
    params: { amount: toMajor(order.amount).toFixed(2), ...params },
  });

const approve: Transition = {
  action: 'approve',
  from: ['pending'],
  to: 'approved',
  done: ['approved', 'paid', 'confirmed'],
  apply: (tx, order) => tellMember(tx, order, 'withdrawal_approved'),
};

const reject = (reason: string): Transition => ({
  action: 'reject',
  from: ['pending', 'approved'],
  to: 'rejected',
  done: ['rejected'],
  apply: async (tx, order) => {
    await post(tx, {
      merchantId: order.merchantId,
      idempotencyKey: `withdrawal-release:${order.orderNo}`,
      kind: 'withdrawal_release',
      memberId: order.memberId,
      reference: order.orderNo,
      details: { reason },
      legs: [
        { account: { memberId: order.memberId, kind: 'withdrawal_hold' }, amount: -order.amount },
        { account: { memberId: order.memberId, kind: 'main' }, amount: order.amount },
      ],
    });
    await tellMember(tx, order, 'withdrawal_rejected', { reason });
  },
});

const payout: Transition = {
  action: 'payout',
  from: ['approved'],
  to: 'paid',
  done: ['paid', 'confirmed'],
  apply: async (tx, order) => {
    await post(tx, {
      merchantId: order.merchantId,
      idempotencyKey: `withdrawal-payout:${order.orderNo}`,
      kind: 'withdrawal_payout',
      memberId: order.memberId,
      reference: order.orderNo,
      legs: [
        { account: { memberId: order.memberId, kind: 'withdrawal_hold' }, amount: -order.amount },
        { account: { merchant: 'cash' }, amount: order.amount },
      ],
    });
    await tellMember(tx, order, 'withdrawal_paid');
  },
};

async function transition(
  db: Database,
  merchantId: number,
  orderNo: string,
  staff: Staff,
  step: Transition,
  extra: Partial<WithdrawalRow> = {},
): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const moved = await moveOrder(tx, merchantId, orderNo, step.from, {
      status: step.to,
      reviewedByStaffId: staff.staffId,
      ...(step.to === 'paid' ? { paidAt: now } : { reviewedAt: now }),
      ...extra,
    });
    if (moved) {
      await step.apply(tx, moved);
      await recordAudit(tx, {
        staff,
        merchantId,
        action: `withdrawal.${step.action}`,
        target: `withdrawal:${orderNo}`,
        before: { status: step.from },
        after: { status: moved.status, amount: moved.amount, ...extra },
      });
      return moved;
    }
    const current = await findOrder(tx, merchantId, orderNo);
    if (!current) throw withdrawalNotFound();
    if (step.done.includes(current.status as Status)) return current;
    throw AppError.of('withdrawalStatusInvalid', { status: current.status });
  });
}

export const withdrawalNotFound = () => AppError.of('withdrawalNotFound');

export const approveWithdrawal = (
  db: Database,
  merchantId: number,
  orderNo: string,
  staff: Staff,
) => transition(db, merchantId, orderNo, staff, approve);

/** Refuses a pending or approved order; the held money goes back to the main wallet. */
export const rejectWithdrawal = (
  db: Database,
  merchantId: number,
  orderNo: string,
  staff: Staff,
  reason: string,
) => transition(db, merchantId, orderNo, staff, reject(reason), { rejectReason: reason });

/** Records that the money was sent: the hold leaves the member for the merchant's cash. */
export const payOutWithdrawal = (db: Database, merchantId: number, orderNo: string, staff: Staff) =>
  transition(db, merchantId, orderNo, staff, payout);

/** The operator's view of orders: who, where to pay (full account number), the member's answer. */
export async function backofficeWithdrawals(
  db: Database,
  merchantId: number,
  filter: { status?: Status; orderNo?: string; pageNo: number; pageSize: number },
) {
  const settings = await walletSettingsOf(db, merchantId);
  const { rows, totalCount } = await consoleOrderRows(db, merchantId, filter);
  return pageOf(
    rows.map((row) => ({
      ...toWithdrawalOrder(row.order, row.card, settings.autoReceiptMinutes),
      username: row.username,
      card: {
        bankName: row.card.bankName,
        accountName: row.card.accountName,
        accountNumber: row.card.accountNumber,
        branch: row.card.branch,
      },
      receiptNote: row.order.receiptNote,
      proofIds: row.proofIds.map(Number),
      reviewedAt: row.order.reviewedAt?.toISOString() ?? null,
    })),
    totalCount,
    filter,
  );
}

/** One order in the operator's view, as the answer of a step. */
export async function backofficeWithdrawal(db: Database, merchantId: number, orderNo: string) {
  const page = await backofficeWithdrawals(db, merchantId, { orderNo, pageNo: 1, pageSize: 1 });
  const order = page.list[0];
  if (!order) throw withdrawalNotFound();
  return order;
}

/** A proof picture the member sent, for the operator handling a dispute. */
export async function withdrawalProof(
  db: Database,
  merchantId: number,
  orderNo: string,
  proofId: bigint,
) {
  const proof = await findProof(db, merchantId, orderNo, proofId);
  if (!proof) throw withdrawalNotFound();
  return proof;
}

/** An operator's step on an order, answered with the order as the console shows it. */
export async function reviewWithdrawal(
  db: Database,
  merchantId: number,
  orderNo: string,
  staff: Staff,
  step: 'approve' | 'payout' | { reject: string },
) {
  if (step === 'approve') await approveWithdrawal(db, merchantId, orderNo, staff);
  else if (step === 'payout') await payOutWithdrawal(db, merchantId, orderNo, staff);
  else await rejectWithdrawal(db, merchantId, orderNo, staff, step.reject);
  return backofficeWithdrawal(db, merchantId, orderNo);
}
