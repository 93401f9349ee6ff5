import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import {
  merchantDomains,
  merchantKeys,
  merchantResources,
  merchants,
  registerRules,
  whitelabelModules,
} from './schema';

export async function findMerchantByCode(db: Database, code: string) {
  const [row] = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
  return row;
}

export async function findMerchantByDomain(db: Database, domain: string) {
  const [row] = await db
    .select({ merchant: merchants })
    .from(merchantDomains)
    .innerJoin(merchants, eq(merchants.id, merchantDomains.merchantId))
    .where(eq(merchantDomains.domain, domain))
    .limit(1);
  return row?.merchant;
}

export function merchantCodes(db: Database, merchantIds: number[]) {
  return db
    .select({ id: merchants.id, code: merchants.code })
    .from(merchants)
    .where(inArray(merchants.id, merchantIds));
}

/** Host names that select the merchant, alphabetically so the answer is stable. */
export function listMerchantDomains(db: Database, merchantId: number) {
  return db
    .select({ domain: merchantDomains.domain })
    .from(merchantDomains)
    .where(eq(merchantDomains.merchantId, merchantId))
    .orderBy(asc(merchantDomains.domain));
}

export async function findDefaultMerchant(db: Database) {
  const [row] = await db.select().from(merchants).where(eq(merchants.isDefault, true)).limit(1);
  return row;
}

export function listWhitelabelModules(db: Database, merchantId: number) {
  return db
    .select()
    .from(whitelabelModules)
    .where(eq(whitelabelModules.merchantId, merchantId))
    .orderBy(asc(whitelabelModules.sortOrder), asc(whitelabelModules.modId));
}

export function listRegisterRules(db: Database, merchantId: number) {
  return db
    .select()
    .from(registerRules)
    .where(eq(registerRules.merchantId, merchantId))
    .orderBy(asc(registerRules.sortOrder), asc(registerRules.field));
}

export function listMerchantResources(db: Database, merchantId: number) {
  return db
    .select()
    .from(merchantResources)
    .where(eq(merchantResources.merchantId, merchantId))
    .orderBy(asc(merchantResources.sortOrder), asc(merchantResources.resourceType));
}

export async function findMerchantKeys(db: Database, merchantId: number) {
  const [row] = await db
    .select()
    .from(merchantKeys)
    .where(eq(merchantKeys.merchantId, merchantId))
    .limit(1);
  return row;
}

/** Stores a key pair unless another process stored one first; the stored pair wins. */
export async function insertMerchantKeysIfMissing(
  db: Database,
  values: typeof merchantKeys.$inferInsert,
) {
  await db.insert(merchantKeys).values(values).onConflictDoNothing();
}
