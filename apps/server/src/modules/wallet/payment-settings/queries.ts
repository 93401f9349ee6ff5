import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { paymentMethods, walletSettings, type PaymentMethodRow } from './schema';

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

/** The methods players may use, in their order. */
export function enabledPaymentMethods(
  db: Database,
  merchantId: number,
): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.merchantId, merchantId), eq(paymentMethods.enabled, true)))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
}

/** Every payment method of the merchant, enabled or not, in the players' order. */
export function allPaymentMethods(db: Database, merchantId: number): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.merchantId, merchantId))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
}

/** The merchant's methods locked for a change, so two operators' edits apply one after the other. */
export function lockPaymentMethods(db: Database, merchantId: number) {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.merchantId, merchantId))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id))
    .for('update');
}

export async function updatePaymentMethod(
  db: Database,
  id: number,
  values: Partial<Pick<PaymentMethodRow, 'enabled' | 'minAmount' | 'maxAmount' | 'sortOrder'>>,
): Promise<PaymentMethodRow> {
  const [row] = await db
    .update(paymentMethods)
    .set(values)
    .where(eq(paymentMethods.id, id))
    .returning();
  return row!;
}

export async function findWalletSettings(db: Database, merchantId: number) {
  const [row] = await db
    .select()
    .from(walletSettings)
    .where(eq(walletSettings.merchantId, merchantId));
  return row;
}

/** The defaults' row of a merchant that has none yet (two at once make one). */
export async function insertDefaultWalletSettings(db: Database, merchantId: number) {
  await db.insert(walletSettings).values({ merchantId }).onConflictDoNothing();
}

export async function lockWalletSettings(db: Database, merchantId: number) {
  const [row] = await db
    .select()
    .from(walletSettings)
    .where(eq(walletSettings.merchantId, merchantId))
    .for('update');
  return row;
}

export async function updateWalletSettings(
  db: Database,
  merchantId: number,
  values: Partial<typeof walletSettings.$inferInsert>,
) {
  const [row] = await db
    .update(walletSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(walletSettings.merchantId, merchantId))
    .returning();
  return row!;
}
