import { and, eq } from 'drizzle-orm';
import {
  parseAmount,
  toMajor,
  type DepositBody,
  type DepositMethod,
  type DepositOrderCreated,
  type DepositStatus,
  type PublicDepositMethod,
} from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { recordAudit, type AuditActor } from '../../platform/audit/audit-log';
import { AppError } from '../../platform/http/app-error';
import { sendInboxMessage } from '../content/inbox';
import type { MerchantRow } from '../system/schema';
import {
  enabledPaymentMethods,
  findPaymentMethod,
  toQueuedDeposit,
  usernameOf,
} from './deposits-queries';
import { post } from './ledger';
import { orderNumber } from './order-numbers';
import { gatewayOf } from './payment-gateway';
import { deposits, paymentMethods, type DepositRow, type PaymentMethodRow } from './schema';

const methodUnavailable = () =>
  new AppError('wallet.deposit.method.unavailable', 'deposit_method_unavailable', 400);
const depositNotFound = () => new AppError('wallet.deposit.not.found', 'deposit_not_found', 404);

/** The merchant's enabled ways to deposit, as players see them (no gateway secrets). */
export async function depositMethods(db: Database, merchantId: number): Promise<DepositMethod[]> {
  return (await enabledPaymentMethods(db, merchantId)).map((method) => ({
    code: method.code,
    kind: method.kind as DepositMethod['kind'],
    name: method.name,
    minAmount: toMajor(method.minAmount),
    maxAmount: toMajor(method.maxAmount),
    isDemo: method.isDemo,
    ...(method.kind === 'bank_transfer' ? bankDetailsOf(method) : {}),
  }));
}

/**
 * The same methods as the site's footer shows them to everyone: name and kind only. Limits
 * and bank accounts stay behind a real account's session.
 */
export async function publicDepositMethods(
  db: Database,
  merchantId: number,
): Promise<PublicDepositMethod[]> {
  return (await enabledPaymentMethods(db, merchantId)).map((method) => ({
    code: method.code,
    kind: method.kind as PublicDepositMethod['kind'],
    name: method.name,
  }));
}

function bankDetailsOf(method: PaymentMethodRow) {
  return {
    bankName: method.bankName ?? '',
    accountName: method.accountName ?? '',
    accountNumber: method.accountNumber ?? '',
  };
}

/**
 * Opens a pending deposit order. A bank transfer then waits for the operator, who matches
 * the transfer by its reference (the order number); a gateway order sends the player to the
 * gateway's page, whose signed callback settles it.
 */
export async function createDeposit(
  db: Database,
  merchant: MerchantRow,
  memberId: bigint,
  body: DepositBody,
): Promise<DepositOrderCreated> {
  const method = await findPaymentMethod(db, merchant.id, body.methodCode);
  if (!method || !method.enabled) throw methodUnavailable();
  const amount = parseAmount(body.amount);
  if (amount === null || amount <= 0n)
    throw AppError.of('invalidInput', { fields: { 'body.amount': 'amount_invalid' } });
  const limits = { min: toMajor(method.minAmount), max: toMajor(method.maxAmount) };
  if (amount < method.minAmount) {
    throw new AppError('wallet.deposit.below.min', 'deposit_below_min', 400, limits);
  }
  if (amount > method.maxAmount) {
    throw new AppError('wallet.deposit.above.max', 'deposit_above_max', 400, limits);
  }
  // Gateway methods must have a working adapter before an order is opened for them.
  const gateway = method.kind === 'gateway' ? gatewayOf(method) : null;

  const deposit = await insertDeposit(db, {
    merchantId: merchant.id,
    memberId,
    paymentMethodId: method.id,
    amount,
  });
  const created = {
    orderNo: deposit.orderNo,
    methodCode: method.code,
    kind: method.kind as DepositOrderCreated['kind'],
    amount: toMajor(amount),
    status: 'pending' as const,
  };
  if (!gateway) return { ...created, bank: bankDetailsOf(method), reference: deposit.orderNo };
  return {
    ...created,
    paymentUrl: gateway.paymentUrl({
      merchantCode: merchant.code,
      orderNo: deposit.orderNo,
      amount,
      currency: merchant.currency,
    }),
  };
}

async function insertDeposit(
  db: Database,
  values: Pick<DepositRow, 'merchantId' | 'memberId' | 'paymentMethodId' | 'amount'>,
): Promise<DepositRow> {
  // Order numbers are random; a clash with an existing one is drawn again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(deposits)
      .values({ ...values, orderNo: orderNumber('D') })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error('could not draw a free deposit order number');
}

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
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ deposit: deposits, method: paymentMethods })
      .from(deposits)
      .innerJoin(paymentMethods, eq(paymentMethods.id, deposits.paymentMethodId))
      .where(and(eq(deposits.merchantId, merchantId), eq(deposits.orderNo, orderNo)))
      .for('update', { of: deposits });
    if (!locked) throw depositNotFound();
    const { deposit, method } = locked;
    settlement.check(deposit, method);

    if (deposit.status === settlement.outcome) return locked;
    if (deposit.status !== 'pending') {
      throw new AppError('wallet.deposit.already.settled', 'deposit_already_settled', 409, {
        status: deposit.status,
      });
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
    const [updated] = await tx
      .update(deposits)
      .set(changes)
      .where(and(eq(deposits.id, deposit.id), eq(deposits.status, 'pending')))
      .returning();
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
  if (!method || method.kind !== 'gateway') throw methodUnavailable();
  const callback = gatewayOf(method).verifyCallback(headers, rawBody);
  const amount = parseAmount(callback.amount);
  const { deposit } = await settleDeposit(db, merchantId, callback.orderNo, {
    outcome: callback.status === 'success' ? 'credited' : 'failed',
    gatewayReference: callback.gatewayReference,
    failureReason: callback.status === 'failed' ? 'gateway_failed' : undefined,
    check: (order) => {
      if (order.paymentMethodId !== method.id) throw depositNotFound();
      if (amount !== order.amount) {
        throw new AppError('wallet.deposit.amount.mismatch', 'deposit_amount_mismatch', 409, {
          amount: toMajor(order.amount),
        });
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
    throw new AppError('wallet.deposit.not.manual', 'deposit_settled_by_gateway', 409);
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
  return toQueuedDeposit(deposit, method, await usernameOf(db, deposit.memberId));
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
  return toQueuedDeposit(deposit, method, await usernameOf(db, deposit.memberId));
}
