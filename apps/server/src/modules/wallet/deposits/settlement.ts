import { parseAmount, toMajor, type DepositStatus } from '@croupier/contract';
import { recordAudit, type AuditActor } from '../../../platform/audit/audit-log';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { sendInboxMessage } from '../../content/service';
import { post } from '../ledger/service';
import { depositCredited } from '../reactions';
import type { PaymentMethodRow } from '../payment-settings/schema';
import { findPaymentMethod } from '../payment-settings/service';
import { queuedDeposit } from './orders';
import { gatewayOf } from './payment-gateway';
import { lockDeposit, settlePendingDeposit } from './queries';
import type { DepositRow } from './schema';

type Settlement = {
  outcome: 'credited' | 'failed';
  /** Refuses the settlement (by throwing) before anything changes. */
  check(deposit: DepositRow, method: PaymentMethodRow): void;
  gatewayReference?: string;
  failureReason?: string;
  /** The operator who settled it by hand; their step goes to the audit log. */
  staff?: AuditActor;
};

/**
 * Settles a deposit order once. The order's row is locked first, so of two callbacks (or two
 * operators) arriving together one settles and the other then sees the settled order: the
 * same outcome again answers the order as it is (safe to replay), the other outcome is a
 * conflict. Crediting is one ledger posting keyed by the order number, in the same
 * transaction as the order's new status and the member's inbox message.
 */
async function settleDeposit(
  db: Database,
  merchantId: number,
  orderNo: string,
  settlement: Settlement,
) {
  const settled = await creditOrFail(db, merchantId, orderNo, settlement);
  const { deposit } = settled;
  // After the commit: what other modules do on a deposit (a promotion's bonus) is a business
  // event of its own, in its own transaction, and never takes the deposit back. It runs on
  // every replay of a credited settlement too (reactions are idempotent), so a retried
  // callback or a second confirm makes good a reaction that failed the first time.
  if (deposit.status === 'credited' && deposit.settledAt) {
    await depositCredited(db, {
      merchantId,
      memberId: deposit.memberId,
      orderNo: deposit.orderNo,
      amount: deposit.amount,
      settledAt: deposit.settledAt,
    });
  }
  return settled;
}

/** The settlement's one transaction: the order's status, its posting, audit and message. */
async function creditOrFail(
  db: Database,
  merchantId: number,
  orderNo: string,
  settlement: Settlement,
) {
  return db.transaction(async (tx) => {
    const locked = await lockDeposit(tx, merchantId, orderNo);
    if (!locked) throw AppError.of('depositNotFound');
    const { deposit, method } = locked;
    settlement.check(deposit, method);

    if (deposit.status === settlement.outcome) return locked;
    if (deposit.status !== 'pending') {
      throw AppError.of('depositAlreadySettled', { status: deposit.status });
    }

    const settledAt = new Date();
    const common = {
      settledAt,
      gatewayReference: settlement.gatewayReference ?? deposit.gatewayReference,
      settledByStaffId: settlement.staff?.staffId ?? null,
    };
    const params = { amount: toMajor(deposit.amount).toFixed(2), method: method.name };
    let changes: Partial<DepositRow>;
    if (settlement.outcome === 'credited') {
      const posting = await post(tx, {
        merchantId,
        idempotencyKey: `deposit:${orderNo}`,
        kind: 'deposit',
        memberId: deposit.memberId,
        reference: orderNo,
        details: { method: method.code, gatewayReference: common.gatewayReference },
        legs: [
          { account: { memberId: deposit.memberId, kind: 'main' }, amount: deposit.amount },
          {
            // A gateway's money arrives with the gateway first; a bank transfer is already in
            // the merchant's account when the operator confirms it.
            account: { merchant: method.kind === 'gateway' ? 'payment_clearing' : 'cash' },
            amount: -deposit.amount,
          },
        ],
      });
      changes = { ...common, status: 'credited', postingId: posting.postingId };
    } else {
      changes = { ...common, status: 'failed', failureReason: settlement.failureReason ?? null };
    }
    const updated = await settlePendingDeposit(tx, deposit.id, changes);
    if (!updated) throw new Error(`deposit ${orderNo} changed while locked`);
    if (settlement.staff) {
      await recordAudit(tx, {
        staff: settlement.staff,
        merchantId,
        action: settlement.outcome === 'credited' ? 'deposit.confirm' : 'deposit.reject',
        target: `deposit:${orderNo}`,
        before: { status: deposit.status },
        after: {
          status: updated.status,
          amount: deposit.amount,
          ...(settlement.failureReason ? { reason: settlement.failureReason } : {}),
        },
      });
    }
    await sendInboxMessage(tx, {
      merchantId,
      memberId: deposit.memberId,
      kind: settlement.outcome === 'credited' ? 'deposit_credited' : 'deposit_failed',
      orderNo,
      params: settlement.failureReason ? { ...params, reason: settlement.failureReason } : params,
    });
    return { deposit: updated, method };
  });
}

/**
 * A payment gateway's report on an order (`POST /wps/wallet/deposit/callback/:methodCode`).
 * The signature over the raw body is checked before anything is read from it; the order must
 * belong to this method and the amount must be the order's, or nothing changes.
 */
export async function receiveGatewayCallback(
  db: Database,
  merchantId: number,
  methodCode: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<{ orderNo: string; status: DepositStatus; amount: number }> {
  const method = await findPaymentMethod(db, merchantId, methodCode);
  if (!method || method.kind !== 'gateway') throw AppError.of('depositMethodUnavailable');
  const callback = gatewayOf(method).verifyCallback(headers, rawBody);
  const amount = parseAmount(callback.amount);
  const { deposit } = await settleDeposit(db, merchantId, callback.orderNo, {
    outcome: callback.status === 'success' ? 'credited' : 'failed',
    gatewayReference: callback.gatewayReference,
    failureReason: callback.status === 'failed' ? 'gateway_failed' : undefined,
    check: (order) => {
      if (order.paymentMethodId !== method.id) throw AppError.of('depositNotFound');
      if (amount !== order.amount) {
        throw AppError.of('depositAmountMismatch', { amount: toMajor(order.amount) });
      }
    },
  });
  return {
    orderNo: deposit.orderNo,
    status: deposit.status as DepositStatus,
    amount: toMajor(deposit.amount),
  };
}

/** Bank transfers are settled by the operator; gateway orders only by their gateway. */
function operatorCheck(_deposit: DepositRow, method: PaymentMethodRow) {
  if (method.kind !== 'bank_transfer') {
    throw AppError.of('depositSettledByGateway');
  }
}

/** The operator saw the transfer arrive: credit the member (`POST /bo/deposits/:orderNo/confirm`). */
export async function confirmDeposit(
  db: Database,
  merchantId: number,
  orderNo: string,
  staff: AuditActor,
) {
  const { deposit, method } = await settleDeposit(db, merchantId, orderNo, {
    outcome: 'credited',
    staff,
    check: operatorCheck,
  });
  return queuedDeposit(db, deposit, method);
}

/** The transfer never arrived or does not match (`POST /bo/deposits/:orderNo/reject`). */
export async function rejectDeposit(
  db: Database,
  merchantId: number,
  orderNo: string,
  staff: AuditActor,
  reason: string,
) {
  const { deposit, method } = await settleDeposit(db, merchantId, orderNo, {
    outcome: 'failed',
    staff,
    failureReason: reason,
    check: operatorCheck,
  });
  return queuedDeposit(db, deposit, method);
}
