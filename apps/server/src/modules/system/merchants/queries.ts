import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { merchantDomains, merchants, registerRules, whitelabelModules } from '../schema';
import { defaultRegisterRules, defaultSwitchTree, type RegisterRuleChanges } from './defaults';

// The statements of the console's brand administration; each takes a handle or a transaction.

export function listMerchants(db: Database) {
  return db.select().from(merchants).orderBy(asc(merchants.id));
}

export function listAllDomains(db: Database) {
  return db.select().from(merchantDomains).orderBy(asc(merchantDomains.domain));
}

export async function domainsOf(db: Database, merchantId: number): Promise<string[]> {
  const rows = await db
    .select({ domain: merchantDomains.domain })
    .from(merchantDomains)
    .where(eq(merchantDomains.merchantId, merchantId))
    .orderBy(asc(merchantDomains.domain));
  return rows.map((row) => row.domain);
}

/** Which of these domains some brand has, and whose. */
export function domainOwners(db: Database, domains: string[]) {
  return db
    .select({ domain: merchantDomains.domain, merchantId: merchantDomains.merchantId })
    .from(merchantDomains)
    .where(inArray(merchantDomains.domain, domains));
}

export async function replaceDomains(
  db: Database,
  merchantId: number,
  domains: string[],
): Promise<void> {
  await db.delete(merchantDomains).where(eq(merchantDomains.merchantId, merchantId));
  if (domains.length) {
    await db.insert(merchantDomains).values(domains.map((domain) => ({ domain, merchantId })));
  }
}

/** The brand of this code, or the default brand when no code is given. */
export async function findTemplate(db: Database, code: string | undefined) {
  const [row] = await db
    .select()
    .from(merchants)
    .where(code ? eq(merchants.code, code) : eq(merchants.isDefault, true));
  return row;
}

/** A new brand; undefined when the code is taken. */
export async function insertMerchant(db: Database, values: typeof merchants.$inferInsert) {
  const [created] = await db
    .insert(merchants)
    .values(values)
    .onConflictDoNothing({ target: merchants.code })
    .returning();
  return created;
}

/**
 * Gives a brand the default switch tree and registration rules; rows it has are left as they
 * are (an operator may have changed them).
 */
export async function insertDefaultSettings(
  db: Database,
  merchantId: number,
  ruleChanges: RegisterRuleChanges = {},
): Promise<void> {
  const moduleRows: (typeof whitelabelModules.$inferInsert)[] = [];
  const addModules = (nodes: typeof defaultSwitchTree, parentModId: string | null) =>
    nodes.forEach((node, index) => {
      moduleRows.push({
        merchantId,
        modId: node.modId,
        parentModId,
        enabled: node.enabled,
        sortOrder: index,
      });
      addModules(node.children ?? [], node.modId);
    });
  addModules(defaultSwitchTree, null);
  await db.insert(whitelabelModules).values(moduleRows).onConflictDoNothing();
  await db
    .insert(registerRules)
    .values(
      defaultRegisterRules.map((rule, sortOrder) => ({
        ...rule,
        ...ruleChanges[rule.field],
        merchantId,
        sortOrder,
      })),
    )
    .onConflictDoNothing();
}

/** Gives a new brand the template brand's switch tree and registration rules. */
export async function copySettings(db: Database, fromId: number, toId: number): Promise<void> {
  const modules = await db
    .select()
    .from(whitelabelModules)
    .where(eq(whitelabelModules.merchantId, fromId));
  if (modules.length) {
    await db
      .insert(whitelabelModules)
      .values(modules.map((module) => ({ ...module, merchantId: toId })));
  }
  const rules = await db.select().from(registerRules).where(eq(registerRules.merchantId, fromId));
  if (rules.length) {
    await db.insert(registerRules).values(rules.map((rule) => ({ ...rule, merchantId: toId })));
  }
}

export async function lockMerchantByCode(db: Database, code: string) {
  const [row] = await db.select().from(merchants).where(eq(merchants.code, code)).for('update');
  return row;
}

/** Takes the default flag from whichever brand has it. */
export async function clearDefault(db: Database): Promise<void> {
  await db.update(merchants).set({ isDefault: false }).where(eq(merchants.isDefault, true));
}

export async function updateMerchant(
  db: Database,
  merchantId: number,
  columns: Partial<typeof merchants.$inferInsert>,
) {
  const [updated] = await db
    .update(merchants)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(merchants.id, merchantId))
    .returning();
  return updated!;
}
