import {
  minimumPasswordLength,
  type consoleSettings,
  type WhitelabelNode,
} from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { recordAudit, type AuditActor } from '../../platform/audit/audit-log';
import { AppError } from '../../platform/http/app-error';
import * as queries from './queries';
import * as writes from './settings-queries';
import type { MerchantRow } from './schema';
import { buildWhitelabelTree } from './whitelabel-tree';

type SettingsModule = consoleSettings.SettingsModule;
type RegisterRuleSetting = consoleSettings.RegisterRuleSetting;
type ResourceSetting = consoleSettings.ResourceSetting;
type SiteSettings = consoleSettings.SiteSettings;

/** Whose settings a console call changes: the merchant of its `Merchant` header. */
export type SettingsScope = { merchantId: number; staff: AuditActor };

const notFound = (what: string) => new AppError(`settings.${what}.not.found`, 'not_found', 404);

/** A refusal that reads like the contract's own field errors (400, `value.fields`). */
const fieldError = (field: string, messageKey: string) =>
  AppError.of('invalidInput', { fields: { [`body.${field}`]: messageKey } });

/** The fields whose value differs, before and after, for the audit entry. */
function changedFields<T extends Record<string, unknown>>(before: T, after: T) {
  const changed = { before: {} as Partial<T>, after: {} as Partial<T> };
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changed.before[key] = before[key];
      changed.after[key] = after[key];
    }
  }
  return changed;
}

// The switch tree ---------------------------------------------------------------------------

function toSettingsModule(node: WhitelabelNode): SettingsModule {
  return {
    modId: node.modId,
    enabled: node.enabled === '1',
    children: node.childrenNodes.map(toSettingsModule),
  };
}

export async function whitelabelSettings(
  db: Database,
  merchantId: number,
): Promise<SettingsModule[]> {
  const rows = await queries.listWhitelabelModules(db, merchantId);
  return buildWhitelabelTree(rows).map(toSettingsModule);
}

export async function switchWhitelabelModule(
  db: Database,
  { merchantId, staff }: SettingsScope,
  modId: string,
  enabled: boolean,
): Promise<SettingsModule[]> {
  await db.transaction(async (tx) => {
    const module = await writes.lockWhitelabelModule(tx, merchantId, modId);
    if (!module) throw notFound('module');
    await writes.setWhitelabelModule(tx, merchantId, modId, enabled);
    await recordAudit(tx, {
      staff,
      merchantId,
      action: 'settings.whitelabel.update',
      target: `whitelabel:${modId}`,
      before: { enabled: module.enabled },
      after: { enabled },
    });
  });
  return whitelabelSettings(db, merchantId);
}

// Registration rules --------------------------------------------------------------------------

type RuleRow = Awaited<ReturnType<typeof queries.listRegisterRules>>[number];

function toRuleSetting(row: RuleRow): RegisterRuleSetting {
  return {
    field: row.field,
    enabled: row.enabled,
    required: row.required,
    acceptedPattern: row.acceptedPattern,
    patternId: row.patternId,
    minLength: row.minLength,
    maxLength: row.maxLength,
    sortOrder: row.sortOrder,
  };
}

export async function registerRuleSettings(
  db: Database,
  merchantId: number,
): Promise<RegisterRuleSetting[]> {
  return (await queries.listRegisterRules(db, merchantId)).map(toRuleSetting);
}

/**
 * The platform signs members up with a password of at least 8 characters whatever a rule
 * says (contract `effectiveRules`); a rule asking for less is refused here rather than
 * silently overruled on the site.
 */
function checkPasswordRule(field: string, rule: consoleSettings.RegisterRuleBody) {
  if (field !== 'password' && field !== 'confirmPassword') return;
  if (!rule.enabled) throw fieldError('enabled', 'password_rule_fixed');
  if (!rule.required) throw fieldError('required', 'password_rule_fixed');
  if (rule.minLength < minimumPasswordLength) throw fieldError('minLength', 'password_min_length');
}

export async function updateRegisterRule(
  db: Database,
  { merchantId, staff }: SettingsScope,
  field: string,
  rule: consoleSettings.RegisterRuleBody,
): Promise<RegisterRuleSetting> {
  checkPasswordRule(field, rule);
  return db.transaction(async (tx) => {
    const current = await writes.lockRegisterRule(tx, merchantId, field);
    if (!current) throw notFound('rule');
    const { sortOrder: _order, field: _field, ...before } = toRuleSetting(current);
    const updated = await writes.updateRegisterRule(tx, merchantId, field, rule);
    if (!updated) throw notFound('rule');
    await recordAudit(tx, {
      staff,
      merchantId,
      action: 'settings.register_rule.update',
      target: `register_rule:${field}`,
      ...changedFields(before, rule),
    });
    return toRuleSetting(updated);
  });
}

/** Puts the form's fields in the given order; the list must name every field exactly once. */
export async function orderRegisterRules(
  db: Database,
  { merchantId, staff }: SettingsScope,
  fields: string[],
): Promise<RegisterRuleSetting[]> {
  await db.transaction(async (tx) => {
    const rows = await writes.lockRegisterRules(tx, merchantId);
    const known = new Set(rows.map((row) => row.field));
    const named = new Set(fields);
    if (
      named.size !== fields.length ||
      named.size !== known.size ||
      fields.some((field) => !known.has(field))
    ) {
      throw fieldError('fields', 'rule_order_mismatch');
    }
    for (const [index, field] of fields.entries()) {
      await writes.updateRegisterRule(tx, merchantId, field, { sortOrder: index });
    }
    await recordAudit(tx, {
      staff,
      merchantId,
      action: 'settings.register_rules.order',
      target: 'register_rules',
      before: { order: rows.map((row) => row.field) },
      after: { order: fields },
    });
  });
  return registerRuleSettings(db, merchantId);
}

// Site: maintenance, region, customer service, security ------------------------------------

function siteSettingsOf(row: MerchantRow): SiteSettings {
  return {
    maintenance: {
      enabled: row.maintenanceEnabled,
      maintenanceEnd: row.maintenanceEnd?.toISOString() ?? null,
    },
    region: { blockedCountries: row.blockedCountries },
    customerService: {
      liveChatUrl: row.liveChatUrl,
      vipServiceUrl: row.vipServiceUrl,
      facebookUrl: row.facebookUrl,
      supportEmail: row.supportEmail,
      licenceNotice: row.licenceNotice,
    },
    security: {
      passwordExpiryDays: row.passwordExpiryDays,
      smsCodeMinutes: row.smsCodeMinutes,
      captchaAfterFailures: row.captchaAfterFailures,
      minimumAge: row.minimumAge,
      allowPlaintextPayloads: row.allowPlaintextPayloads,
    },
  };
}

export async function siteSettings(db: Database, merchantId: number): Promise<SiteSettings> {
  const row = await writes.findMerchantById(db, merchantId);
  if (!row) throw notFound('merchant');
  return siteSettingsOf(row);
}

type SiteSection = keyof SiteSettings;

/**
 * Saves one section of the merchant's site settings and audits what changed. The player
 * site reads the merchant's row afresh on every call (`/wps/system/status` resolves the
 * merchant from the database per request; nothing keeps these columns in memory), so the
 * next status call already answers with the new values.
 */
async function saveSiteSection<S extends SiteSection>(
  db: Database,
  { merchantId, staff }: SettingsScope,
  section: S,
  values: SiteSettings[S],
  columns: Partial<MerchantRow>,
): Promise<SiteSettings> {
  return db.transaction(async (tx) => {
    const current = await writes.lockMerchant(tx, merchantId);
    if (!current) throw notFound('merchant');
    const updated = await writes.updateMerchant(tx, merchantId, columns);
    if (!updated) throw notFound('merchant');
    await recordAudit(tx, {
      staff,
      merchantId,
      action: `settings.${auditNames[section]}.update`,
      target: `merchant:${current.code}`,
      ...changedFields(siteSettingsOf(current)[section], siteSettingsOf(updated)[section]),
    });
    return siteSettingsOf(updated);
  });
}

const auditNames: Record<SiteSection, string> = {
  maintenance: 'maintenance',
  region: 'region',
  customerService: 'customer_service',
  security: 'security',
};

/**
 * Opens or closes the site. A window that is being opened cannot already be over: the end
 * shown to players must lie ahead (the operator still closes it by hand).
 */
export function updateMaintenance(
  db: Database,
  scope: SettingsScope,
  maintenance: consoleSettings.MaintenanceSetting,
  now = new Date(),
): Promise<SiteSettings> {
  const end = maintenance.maintenanceEnd ? new Date(maintenance.maintenanceEnd) : null;
  if (maintenance.enabled && end && end.getTime() <= now.getTime()) {
    throw fieldError('maintenanceEnd', 'maintenance_end_past');
  }
  return saveSiteSection(db, scope, 'maintenance', maintenance, {
    maintenanceEnabled: maintenance.enabled,
    maintenanceEnd: end,
  });
}

export function updateRegion(
  db: Database,
  scope: SettingsScope,
  region: consoleSettings.RegionSetting,
): Promise<SiteSettings> {
  const blockedCountries = [...new Set(region.blockedCountries)].sort();
  return saveSiteSection(db, scope, 'region', { blockedCountries }, { blockedCountries });
}

export function updateCustomerService(
  db: Database,
  scope: SettingsScope,
  service: consoleSettings.CustomerServiceSetting,
): Promise<SiteSettings> {
  return saveSiteSection(db, scope, 'customerService', service, { ...service });
}

export function updateSecurity(
  db: Database,
  scope: SettingsScope,
  security: consoleSettings.SecuritySetting,
): Promise<SiteSettings> {
  return saveSiteSection(db, scope, 'security', security, { ...security });
}

// Integrations: analytics tag and CDN origins ----------------------------------------------

function integrationSettingsOf(row: MerchantRow): consoleSettings.IntegrationSettings {
  return { gtagId: row.gtagId, imageCdns: row.imageCdns, launchGameCdns: row.launchGameCdns };
}

export async function integrationSettings(
  db: Database,
  merchantId: number,
): Promise<consoleSettings.IntegrationSettings> {
  const row = await writes.findMerchantById(db, merchantId);
  if (!row) throw notFound('merchant');
  return integrationSettingsOf(row);
}

/**
 * Saves the merchant's analytics tag and CDN origins (already checked by the contract: a
 * Google tag id or none, https origins only). Like the other site settings, the next
 * `/wps/system/status` call answers the new values.
 */
export function updateIntegrations(
  db: Database,
  { merchantId, staff }: SettingsScope,
  integrations: consoleSettings.IntegrationsUpdate,
): Promise<consoleSettings.IntegrationSettings> {
  return db.transaction(async (tx) => {
    const current = await writes.lockMerchant(tx, merchantId);
    if (!current) throw notFound('merchant');
    const updated = await writes.updateMerchant(tx, merchantId, integrations);
    if (!updated) throw notFound('merchant');
    await recordAudit(tx, {
      staff,
      merchantId,
      action: 'settings.integrations.update',
      target: `merchant:${current.code}`,
      ...changedFields(integrationSettingsOf(current), integrationSettingsOf(updated)),
    });
    return integrationSettingsOf(updated);
  });
}

// Resources -----------------------------------------------------------------------------------

type ResourceRow = Awaited<ReturnType<typeof queries.listMerchantResources>>[number];

function toResourceSetting(row: ResourceRow): ResourceSetting {
  return {
    resourceType: row.resourceType,
    url: row.url,
    qrCodeUrl: row.qrCodeUrl,
    labelNameEn: row.labelNameEn,
    sortOrder: row.sortOrder,
  };
}

export async function resourceSettings(
  db: Database,
  merchantId: number,
): Promise<ResourceSetting[]> {
  return (await queries.listMerchantResources(db, merchantId)).map(toResourceSetting);
}

export function createResource(
  db: Database,
  { merchantId, staff }: SettingsScope,
  resource: consoleSettings.ResourceCreateBody,
): Promise<ResourceSetting> {
  return db.transaction(async (tx) => {
    const created = await writes.insertResource(tx, { ...resource, merchantId });
    if (!created) throw new AppError('settings.resource.exists', 'resource_exists', 409);
    const after = toResourceSetting(created);
    await recordAudit(tx, {
      staff,
      merchantId,
      action: 'settings.resource.create',
      target: `resource:${resource.resourceType}`,
      before: null,
      after,
    });
    return after;
  });
}

export function updateResource(
  db: Database,
  { merchantId, staff }: SettingsScope,
  resourceType: string,
  resource: consoleSettings.ResourceUpdateBody,
): Promise<ResourceSetting> {
  return db.transaction(async (tx) => {
    const current = await writes.lockResource(tx, merchantId, resourceType);
    if (!current) throw notFound('resource');
    const updated = await writes.updateResource(tx, merchantId, resourceType, resource);
    if (!updated) throw notFound('resource');
    const { resourceType: _type, ...before } = toResourceSetting(current);
    await recordAudit(tx, {
      staff,
      merchantId,
      action: 'settings.resource.update',
      target: `resource:${resourceType}`,
      ...changedFields(before, resource),
    });
    return toResourceSetting(updated);
  });
}

export function deleteResource(
  db: Database,
  { merchantId, staff }: SettingsScope,
  resourceType: string,
): Promise<void> {
  return db.transaction(async (tx) => {
    const current = await writes.lockResource(tx, merchantId, resourceType);
    if (!current) throw notFound('resource');
    await writes.deleteResource(tx, merchantId, resourceType);
    await recordAudit(tx, {
      staff,
      merchantId,
      action: 'settings.resource.delete',
      target: `resource:${resourceType}`,
      before: toResourceSetting(current),
      after: null,
    });
  });
}
