import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { merchantResources, merchants, registerRules, whitelabelModules } from '../schema';

// The console's writes of a merchant's settings. Each read here locks the row it returns:
// the caller reads the value before, changes it and audits both in one transaction, so two
// operators saving at once are recorded one after the other, each with the true "before".

export async function lockMerchant(tx: Database, merchantId: number) {
  const [row] = await tx.select().from(merchants).where(eq(merchants.id, merchantId)).for('update');
  return row;
}

export async function updateMerchant(
  tx: Database,
  merchantId: number,
  values: Partial<typeof merchants.$inferInsert>,
) {
  const [row] = await tx
    .update(merchants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(merchants.id, merchantId))
    .returning();
  return row;
}

export async function findMerchantById(db: Database, merchantId: number) {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
  return row;
}

export async function lockWhitelabelModule(tx: Database, merchantId: number, modId: string) {
  const [row] = await tx
    .select()
    .from(whitelabelModules)
    .where(and(eq(whitelabelModules.merchantId, merchantId), eq(whitelabelModules.modId, modId)))
    .for('update');
  return row;
}

export async function setWhitelabelModule(
  tx: Database,
  merchantId: number,
  modId: string,
  enabled: boolean,
) {
  await tx
    .update(whitelabelModules)
    .set({ enabled })
    .where(and(eq(whitelabelModules.merchantId, merchantId), eq(whitelabelModules.modId, modId)));
}

export async function lockRegisterRule(tx: Database, merchantId: number, field: string) {
  const [row] = await tx
    .select()
    .from(registerRules)
    .where(and(eq(registerRules.merchantId, merchantId), eq(registerRules.field, field)))
    .for('update');
  return row;
}

/** Adds a rule row the merchant lacks (brands made before the rule existed); keeps one it has. */
export async function insertRegisterRuleIfMissing(
  tx: Database,
  values: typeof registerRules.$inferInsert,
) {
  await tx.insert(registerRules).values(values).onConflictDoNothing();
}

export function lockRegisterRules(tx: Database, merchantId: number) {
  return tx
    .select()
    .from(registerRules)
    .where(eq(registerRules.merchantId, merchantId))
    .orderBy(registerRules.sortOrder, registerRules.field)
    .for('update');
}

export async function updateRegisterRule(
  tx: Database,
  merchantId: number,
  field: string,
  values: Partial<typeof registerRules.$inferInsert>,
) {
  const [row] = await tx
    .update(registerRules)
    .set(values)
    .where(and(eq(registerRules.merchantId, merchantId), eq(registerRules.field, field)))
    .returning();
  return row;
}

export async function lockResource(tx: Database, merchantId: number, resourceType: string) {
  const [row] = await tx
    .select()
    .from(merchantResources)
    .where(
      and(
        eq(merchantResources.merchantId, merchantId),
        eq(merchantResources.resourceType, resourceType),
      ),
    )
    .for('update');
  return row;
}

/** Adds a resource unless the merchant has one of that type; undefined when it had. */
export async function insertResource(tx: Database, values: typeof merchantResources.$inferInsert) {
  const [row] = await tx.insert(merchantResources).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateResource(
  tx: Database,
  merchantId: number,
  resourceType: string,
  values: Partial<typeof merchantResources.$inferInsert>,
) {
  const [row] = await tx
    .update(merchantResources)
    .set(values)
    .where(
      and(
        eq(merchantResources.merchantId, merchantId),
        eq(merchantResources.resourceType, resourceType),
      ),
    )
    .returning();
  return row;
}

export async function deleteResource(tx: Database, merchantId: number, resourceType: string) {
  await tx
    .delete(merchantResources)
    .where(
      and(
        eq(merchantResources.merchantId, merchantId),
        eq(merchantResources.resourceType, resourceType),
      ),
    );
}
