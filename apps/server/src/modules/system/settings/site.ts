import { writeMerchantSettings } from '../caches';
import type { consoleSettings } from '@croupier/contract';
import { recordAudit } from '../../../platform/audit/audit-log';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { MerchantRow } from '../schema';
import * as writes from './queries';
import { changedFields, fieldError, type SettingsScope } from './scope';

type SiteSettings = consoleSettings.SiteSettings;

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
      humanVerification: row.humanVerification,
      minimumAge: row.minimumAge,
      allowPlaintextPayloads: row.allowPlaintextPayloads,
    },
  };
}

export async function siteSettings(db: Database, merchantId: number): Promise<SiteSettings> {
  const row = await writes.findMerchantById(db, merchantId);
  if (!row) throw AppError.of('settingsMerchantNotFound');
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
  return writeMerchantSettings(db, async (tx) => {
    const current = await writes.lockMerchant(tx, merchantId);
    if (!current) throw AppError.of('settingsMerchantNotFound');
    const updated = await writes.updateMerchant(tx, merchantId, columns);
    if (!updated) throw AppError.of('settingsMerchantNotFound');
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
  if (!row) throw AppError.of('settingsMerchantNotFound');
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
  return writeMerchantSettings(db, async (tx) => {
    const current = await writes.lockMerchant(tx, merchantId);
    if (!current) throw AppError.of('settingsMerchantNotFound');
    const updated = await writes.updateMerchant(tx, merchantId, integrations);
    if (!updated) throw AppError.of('settingsMerchantNotFound');
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
