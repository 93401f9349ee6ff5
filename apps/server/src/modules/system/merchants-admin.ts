import { asc, eq, inArray } from 'drizzle-orm';
import type { MerchantTheme } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { recordAudit, type AuditActor } from '../../platform/audit/audit-log';
import { AppError } from '../../platform/http/app-error';
import {
  merchantDomains,
  merchants,
  registerRules,
  whitelabelModules,
  type MerchantRow,
} from './schema';

/** A brand as the console lists and edits it. */
export type MerchantAdminView = {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  isDefault: boolean;
  logoUrl: string | null;
  theme: MerchantTheme;
  domains: string[];
  createdAt: string;
};

export type MerchantDraft = {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  logoUrl: string | null;
  theme: MerchantTheme;
  domains: string[];
  /** The brand whose switch tree and registration rules the new one starts with. */
  copySettingsFrom?: string;
};

export type MerchantChanges = Partial<
  Pick<MerchantDraft, 'name' | 'currencySymbol' | 'logoUrl' | 'theme' | 'domains'>
> & { isDefault?: true };

export const merchantNotFound = () =>
  new AppError('bo.merchant.unknown', 'merchant_not_found', 404);

const view = (row: MerchantRow, domains: string[]): MerchantAdminView => ({
  code: row.code,
  name: row.name,
  currency: row.currency,
  currencySymbol: row.currencySymbol,
  isDefault: row.isDefault,
  logoUrl: row.logoUrl,
  theme: row.theme,
  domains,
  createdAt: row.createdAt.toISOString(),
});

export async function listMerchantsForConsole(db: Database): Promise<MerchantAdminView[]> {
  const [rows, domains] = await Promise.all([
    db.select().from(merchants).orderBy(asc(merchants.id)),
    db.select().from(merchantDomains).orderBy(asc(merchantDomains.domain)),
  ]);
  return rows.map((row) =>
    view(
      row,
      domains.filter((domain) => domain.merchantId === row.id).map((domain) => domain.domain),
    ),
  );
}

async function domainsOf(tx: Database, merchantId: number): Promise<string[]> {
  const rows = await tx
    .select({ domain: merchantDomains.domain })
    .from(merchantDomains)
    .where(eq(merchantDomains.merchantId, merchantId))
    .orderBy(asc(merchantDomains.domain));
  return rows.map((row) => row.domain);
}

/** Host names are one brand's each: a domain already serving another brand is refused. */
async function claimDomains(tx: Database, merchantId: number, domains: string[]): Promise<void> {
  const taken = domains.length
    ? await tx
        .select({ domain: merchantDomains.domain, merchantId: merchantDomains.merchantId })
        .from(merchantDomains)
        .where(inArray(merchantDomains.domain, domains))
    : [];
  const elsewhere = taken.filter((row) => row.merchantId !== merchantId).map((row) => row.domain);
  if (elsewhere.length) {
    throw new AppError('bo.merchant.domain.taken', 'domain_taken', 409, { domains: elsewhere });
  }
  await tx.delete(merchantDomains).where(eq(merchantDomains.merchantId, merchantId));
  if (domains.length) {
    await tx.insert(merchantDomains).values(domains.map((domain) => ({ domain, merchantId })));
  }
}

/**
 * A new brand. It starts with another brand's switch tree and registration rules (the
 * default brand's unless told), so its site works at once; games, payment methods and content
 * are switched on in their own console sections.
 */
export async function createMerchant(
  db: Database,
  actor: AuditActor,
  draft: MerchantDraft,
): Promise<MerchantAdminView> {
  return db.transaction(async (tx) => {
    const [template] = await tx
      .select()
      .from(merchants)
      .where(
        draft.copySettingsFrom
          ? eq(merchants.code, draft.copySettingsFrom)
          : eq(merchants.isDefault, true),
      );
    if (draft.copySettingsFrom && !template) throw merchantNotFound();
    const [created] = await tx
      .insert(merchants)
      .values({
        code: draft.code,
        name: draft.name,
        currency: draft.currency,
        currencySymbol: draft.currencySymbol,
        logoUrl: draft.logoUrl,
        theme: draft.theme,
        isDefault: !template,
      })
      .onConflictDoNothing({ target: merchants.code })
      .returning();
    if (!created) throw new AppError('bo.merchant.code.taken', 'merchant_code_taken', 409);
    await claimDomains(tx, created.id, draft.domains);
    if (template) {
      const modules = await tx
        .select()
        .from(whitelabelModules)
        .where(eq(whitelabelModules.merchantId, template.id));
      if (modules.length) {
        await tx
          .insert(whitelabelModules)
          .values(modules.map((module) => ({ ...module, merchantId: created.id })));
      }
      const rules = await tx
        .select()
        .from(registerRules)
        .where(eq(registerRules.merchantId, template.id));
      if (rules.length) {
        await tx
          .insert(registerRules)
          .values(rules.map((rule) => ({ ...rule, merchantId: created.id })));
      }
    }
    const result = view(created, await domainsOf(tx, created.id));
    await recordAudit(tx, {
      staff: actor,
      merchantId: created.id,
      action: 'merchant.create',
      target: `merchant:${created.code}`,
      after: { ...result, copiedSettingsFrom: template?.code ?? null },
    });
    return result;
  });
}

/** Edits a brand's name, symbol, look and domains; making it the default moves the flag. */
export async function updateMerchant(
  db: Database,
  actor: AuditActor,
  code: string,
  changes: MerchantChanges,
): Promise<MerchantAdminView> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(merchants).where(eq(merchants.code, code)).for('update');
    if (!row) throw merchantNotFound();
    const before = view(row, await domainsOf(tx, row.id));
    if (changes.isDefault && !row.isDefault) {
      await tx.update(merchants).set({ isDefault: false }).where(eq(merchants.isDefault, true));
    }
    const { domains, ...columns } = changes;
    const [updated] = await tx
      .update(merchants)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(merchants.id, row.id))
      .returning();
    if (domains) await claimDomains(tx, row.id, domains);
    const after = view(updated!, await domainsOf(tx, row.id));
    const changed = (Object.keys(after) as (keyof MerchantAdminView)[]).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    );
    await recordAudit(tx, {
      staff: actor,
      merchantId: row.id,
      action: 'merchant.update',
      target: `merchant:${code}`,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    });
    return after;
  });
}
