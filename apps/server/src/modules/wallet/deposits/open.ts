import {
  parseAmount,
  toMajor,
  type DepositBody,
  type DepositMethod,
  type DepositOrderCreated,
  type PublicDepositMethod,
} from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { MerchantRow } from '../../system/schema';
import { orderNumber } from '../ledger/service';
import type { PaymentMethodRow } from '../payment-settings/schema';
import { enabledPaymentMethods, findPaymentMethod } from '../payment-settings/service';
import { gatewayOf } from './payment-gateway';
import { insertDeposit } from './queries';
import type { DepositRow } from './schema';

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

export function bankDetailsOf(method: PaymentMethodRow) {
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
  if (!method || !method.enabled) throw AppError.of('depositMethodUnavailable');
  const amount = parseAmount(body.amount);
  if (amount === null || amount <= 0n)
    throw AppError.of('invalidInput', { fields: { 'body.amount': 'amount_invalid' } });
  const limits = { min: toMajor(method.minAmount), max: toMajor(method.maxAmount) };
  if (amount < method.minAmount) {
    throw AppError.of('depositBelowMin', limits);
  }
  if (amount > method.maxAmount) {
    throw AppError.of('depositAboveMax', limits);
  }
  // Gateway methods must have a working adapter before an order is opened for them.
  const gateway = method.kind === 'gateway' ? gatewayOf(method) : null;

  const deposit = await openOrder(db, {
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

async function openOrder(
  db: Database,
  values: Pick<DepositRow, 'merchantId' | 'memberId' | 'paymentMethodId' | 'amount'>,
): Promise<DepositRow> {
  // Order numbers are random; a clash with an existing one is drawn again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertDeposit(db, { ...values, orderNo: orderNumber('D') });
    if (row) return row;
  }
  throw new Error('could not draw a free deposit order number');
}
