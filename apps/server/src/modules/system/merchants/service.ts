import { writeMerchantSettings } from '../caches';
import type { MerchantTheme } from '@croupier/contract';
import { changedFields } from '../../../platform/audit/audited-writes';
import { recordAudit, type AuditActor } from '../../../platform/audit/audit-log';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { MerchantRow } from '../schema';
import * as queries from './queries';
import type { RegisterRuleChanges } from './defaults';

export type { RegisterRuleChanges };

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

export const merchantNotFound = () => AppError.of('merchantNotFound');

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
    queries.listMerchants(db),
    queries.listAllDomains(db),
  ]);
  return rows.map((row) =>
    view(
      row,
      domains.filter((domain) => domain.merchantId === row.id).map((domain) => domain.domain),
    ),
  );
}

/** Host names are one brand's each: a domain already serving another brand is refused. */
async function claimDomains(tx: Database, merchantId: number, domains: string[]): Promise<void> {
  const taken = domains.length ? await queries.domainOwners(tx, domains) : [];
  const elsewhere = taken.filter((row) => row.merchantId !== merchantId).map((row) => row.domain);
  if (elsewhere.length) throw AppError.of('merchantDomainTaken', { domains: elsewhere });
  await queries.replaceDomains(tx, merchantId, domains);
}

/**
 * A new brand. It starts with another brand's switch tree and registration rules (the
 * default brand's unless told; the defaults for the first brand), so its site works at once; games, payment methods and content
 * are switched on in their own console sections.
 */
export async function createMerchant(
  db: Database,
  actor: AuditActor,
  draft: MerchantDraft,
): Promise<MerchantAdminView> {
  return writeMerchantSettings(db, async (tx) => {
    const template = await queries.findTemplate(tx, draft.copySettingsFrom);
    if (draft.copySettingsFrom && !template) throw merchantNotFound();
    const created = await queries.insertMerchant(tx, {
      code: draft.code,
      name: draft.name,
      currency: draft.currency,
      currencySymbol: draft.currencySymbol,
      logoUrl: draft.logoUrl,
      theme: draft.theme,
      isDefault: !template,
    });
    if (!created) throw AppError.of('merchantCodeTaken');
    await claimDomains(tx, created.id, draft.domains);
    // The first brand of a deployment has none to copy: it starts with the defaults.
    if (template) await queries.copySettings(tx, template.id, created.id);
    else await queries.insertDefaultSettings(tx, created.id);
    const result = view(created, await queries.domainsOf(tx, created.id));
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

/**
 * The default switch tree and registration rules, for a brand that copies no other's (the
 * demo seed's brand), with the brand's own changes to the rules; rows the brand has are
 * left as they are.
 */
export function giveDefaultSettings(
  db: Database,
  merchantId: number,
  ruleChanges: RegisterRuleChanges = {},
): Promise<void> {
  return queries.insertDefaultSettings(db, merchantId, ruleChanges);
}

/** Edits a brand's name, symbol, look and domains; making it the default moves the flag. */
export async function updateMerchant(
  db: Database,
  actor: AuditActor,
  code: string,
  changes: MerchantChanges,
): Promise<MerchantAdminView> {
  return writeMerchantSettings(db, async (tx) => {
    const row = await queries.lockMerchantByCode(tx, code);
    if (!row) throw merchantNotFound();
    const before = view(row, await queries.domainsOf(tx, row.id));
    if (changes.isDefault && !row.isDefault) await queries.clearDefault(tx);
    const { domains, ...columns } = changes;
    const updated = await queries.updateMerchant(tx, row.id, columns);
    if (domains) await claimDomains(tx, row.id, domains);
    const after = view(updated, await queries.domainsOf(tx, row.id));
    await recordAudit(tx, {
      staff: actor,
      merchantId: row.id,
      action: 'merchant.update',
      target: `merchant:${code}`,
      ...changedFields(before, after),
    });
    return after;
  });
}
