import { toMajor, type consolePaymentSettings } from '@croupier/contract';
import { recordAudit, type AuditActor } from '../../../platform/audit/audit-log';
import { changedFields } from '../../../platform/audit/audited-writes';
import type { Database } from '../../../platform/db/database';
import { ExpiringCache } from '../../../platform/cache/expiring-cache';
import { AppError } from '../../../platform/http/app-error';
import {
  allPaymentMethods,
  findWalletSettings,
  insertDefaultWalletSettings,
  lockPaymentMethods,
  lockWalletSettings,
  updatePaymentMethod,
  updateWalletSettings,
} from './queries';
import type { PaymentMethodRow, WalletSettingsRow } from './schema';

type Merchant = { id: number; code: string };

/**
 * Money rules by merchant id, read by every balance and transfer: each server keeps them
 * (platform/cache); a change of limits is seen here at once and elsewhere within the bound.
 */
const walletSettingsCache = new ExpiringCache<WalletSettingsRow>('wallet settings');

/** A merchant's money rules; a merchant without its own row gets the defaults, stored once. */
export function walletSettingsOf(db: Database, merchantId: number): Promise<WalletSettingsRow> {
  return walletSettingsCache.get(db, String(merchantId), () => readWalletSettings(db, merchantId));
}

async function readWalletSettings(db: Database, merchantId: number): Promise<WalletSettingsRow> {
  const row = await findWalletSettings(db, merchantId);
  if (row) return row;
  await insertDefaultWalletSettings(db, merchantId);
  return (await findWalletSettings(db, merchantId))!;
}

const fieldError = (field: string, messageKey: string) =>
  AppError.of('invalidInput', { fields: { [field]: messageKey } });

export function toPaymentMethodSetting(
  method: PaymentMethodRow,
): consolePaymentSettings.PaymentMethodSetting {
  return {
    code: method.code,
    kind: method.kind as consolePaymentSettings.PaymentMethodSetting['kind'],
    name: method.name,
    enabled: method.enabled,
    minAmount: toMajor(method.minAmount),
    maxAmount: toMajor(method.maxAmount),
    sortOrder: method.sortOrder,
    isDemo: method.isDemo,
    bankName: method.bankName,
    accountName: method.accountName,
    accountNumber: method.accountNumber,
    gateway: method.gateway,
  };
}

/** Every way to deposit of the merchant, disabled ones too; never a gateway's secret. */
export async function paymentMethodSettings(db: Database, merchantId: number) {
  return (await allPaymentMethods(db, merchantId)).map(toPaymentMethodSetting);
}

/**
 * Turns a method on or off, or changes its limits or place (`PUT /bo/payments/methods/:code`).
 * Players' deposit page reads the table on every call, so the change shows at once; orders
 * already open keep the amount they were opened with.
 */
export async function updatePaymentMethodSetting(
  db: Database,
  merchant: Merchant,
  code: string,
  changes: {
    enabled?: boolean;
    minAmount?: bigint;
    maxAmount?: bigint;
    sortOrder?: number;
  },
  staff: AuditActor,
) {
  return db.transaction(async (tx) => {
    const method = (await lockPaymentMethods(tx, merchant.id)).find((row) => row.code === code);
    if (!method) throw AppError.of('paymentMethodNotFound');
    const minAmount = changes.minAmount ?? method.minAmount;
    const maxAmount = changes.maxAmount ?? method.maxAmount;
    if (minAmount > maxAmount) throw fieldError('maxAmount', 'max_below_min');
    const diff = changedFields(method, changes);
    const updated = await updatePaymentMethod(tx, method.id, changes);
    await recordAudit(tx, {
      staff,
      merchantId: merchant.id,
      action: 'payments.method.update',
      target: `payment-method:${merchant.code}:${code}`,
      ...diff,
    });
    return toPaymentMethodSetting(updated);
  });
}

/** Puts the methods in the operator's order (`PUT /bo/payments/method-order`). */
export async function reorderPaymentMethods(
  db: Database,
  merchant: Merchant,
  codes: string[],
  staff: AuditActor,
) {
  return db.transaction(async (tx) => {
    const methods = await lockPaymentMethods(tx, merchant.id);
    const known = new Set(methods.map((method) => method.code));
    if (
      new Set(codes).size !== codes.length ||
      codes.length !== methods.length ||
      codes.some((code) => !known.has(code))
    ) {
      throw fieldError('codes', 'payment_method_order_incomplete');
    }
    for (const [index, code] of codes.entries()) {
      const method = methods.find((row) => row.code === code)!;
      const sortOrder = (index + 1) * 10;
      if (method.sortOrder !== sortOrder) await updatePaymentMethod(tx, method.id, { sortOrder });
    }
    await recordAudit(tx, {
      staff,
      merchantId: merchant.id,
      action: 'payments.method.update',
      target: `merchant:${merchant.code}`,
      before: { order: methods.map((method) => method.code) },
      after: { order: codes },
    });
    return (await allPaymentMethods(tx, merchant.id)).map(toPaymentMethodSetting);
  });
}

function toWalletLimits(settings: WalletSettingsRow): consolePaymentSettings.WalletLimits {
  return {
    withdrawalMin: toMajor(settings.withdrawalMin),
    withdrawalMax: toMajor(settings.withdrawalMax),
    withdrawalsPerDay: settings.withdrawalsPerDay,
    turnoverPercent: settings.turnoverPercent,
    autoReceiptMinutes: settings.autoReceiptMinutes,
    transferToUpline: settings.transferToUpline,
  };
}

export async function walletLimitsOf(db: Database, merchantId: number) {
  return toWalletLimits(await walletSettingsOf(db, merchantId));
}

/**
 * The merchant's wallet limits (`PUT /bo/payments/limits`). Withdrawal requests read them
 * when made, so the new limits apply to the next request, not to ones already waiting.
 */
export async function updateWalletLimits(
  db: Database,
  merchant: Merchant,
  limits: {
    withdrawalMin: bigint;
    withdrawalMax: bigint;
    withdrawalsPerDay: number;
    turnoverPercent: number;
    autoReceiptMinutes: number;
    transferToUpline: boolean;
  },
  staff: AuditActor,
) {
  if (limits.withdrawalMin > limits.withdrawalMax) {
    throw fieldError('withdrawalMax', 'max_below_min');
  }
  await walletSettingsOf(db, merchant.id);
  const updated = await db.transaction(async (tx) => {
    const current = (await lockWalletSettings(tx, merchant.id))!;
    const diff = changedFields(current, limits);
    const row = await updateWalletSettings(tx, merchant.id, limits);
    await recordAudit(tx, {
      staff,
      merchantId: merchant.id,
      action: 'payments.limits.update',
      target: `merchant:${merchant.code}`,
      ...diff,
    });
    return row;
  });
  walletSettingsCache.forget(String(merchant.id));
  return toWalletLimits(updated);
}
