import {
  systemStatusCode,
  type RegisterRule,
  type SystemStatus,
  type WhitelabelNode,
} from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { generateRsaKeyPair } from '../../platform/crypto/payload';
import { countryOfIp } from '../../platform/geo/country';
import type { MerchantLookup } from '../../platform/http/merchant';
import * as queries from './queries';
import type { MerchantRow } from './schema';
import { toRegisterRule } from './register-rules';
import { buildWhitelabelTree } from './whitelabel-tree';
import { merchantsByRoute, siteOfMerchant, type SiteParts } from './caches';

export { addHelpArticles, getHelpCentre, type HelpArticleDraft } from './help/service';
export { getDomainRoute } from './domain-route';
export { giveDefaultSettings } from './merchants/service';
export type { RegisterRuleChanges } from './merchants/service';

/** How each request finds its merchant (platform/http/merchant.ts), from this server's cache. */
export function merchantLookup(db: Database): MerchantLookup {
  return {
    byCode: (code) =>
      merchantsByRoute.get(db, `code:${code}`, () => queries.findMerchantByCode(db, code)),
    byDomain: (domain) =>
      merchantsByRoute.get(db, `domain:${domain}`, () => queries.findMerchantByDomain(db, domain)),
    byDefault: () => merchantsByRoute.get(db, 'default', () => queries.findDefaultMerchant(db)),
  };
}

/** The codes of these merchants by id (the audit log names the brand of each entry). */
export async function merchantCodesOf(
  db: Database,
  merchantIds: number[],
): Promise<Map<number, string>> {
  if (merchantIds.length === 0) return new Map();
  const rows = await queries.merchantCodes(db, merchantIds);
  return new Map(rows.map((row) => [row.id, row.code]));
}

export async function getWhitelabelTree(
  db: Database,
  merchantId: number,
): Promise<WhitelabelNode[]> {
  return buildWhitelabelTree(await queries.listWhitelabelModules(db, merchantId));
}

export async function getRegisterRules(db: Database, merchantId: number): Promise<RegisterRule[]> {
  return (await queries.listRegisterRules(db, merchantId)).map(toRegisterRule);
}

/**
 * What a visitor may see (spec §4 "System status"): maintenance wins over region
 * restriction, which wins over the normal site. The end time of a maintenance window is
 * shown to players but does not end it: the operator switches the site back on.
 */
export async function getSystemStatus(
  db: Database,
  merchant: MerchantRow,
  ip: string,
): Promise<SystemStatus> {
  const { whitelabel, registerRules, resources } = await siteOfMerchant.get(
    db,
    String(merchant.id),
    () => siteParts(db, merchant.id),
  );
  const country = countryOfIp(ip);
  const maintenance = {
    enabled: merchant.maintenanceEnabled,
    maintenanceEnd: merchant.maintenanceEnd?.toISOString() ?? null,
  };
  const regionRestriction = {
    restricted: country !== null && merchant.blockedCountries.includes(country),
  };
  const location = { ip, country };
  const status = maintenance.enabled
    ? systemStatusCode.maintenance
    : regionRestriction.restricted
      ? systemStatusCode.restricted
      : systemStatusCode.normal;
  return {
    status,
    merchant: {
      code: merchant.code,
      name: merchant.name,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      logoUrl: merchant.logoUrl,
      licenceNotice: merchant.licenceNotice,
      theme: merchant.theme,
      minimumAge: merchant.minimumAge,
      defaultDialingCode: merchant.defaultDialingCode,
    },
    info: {
      whitelabel,
      registerRules,
      resources,
      customerService: {
        liveChatUrl: merchant.liveChatUrl,
        vipServiceUrl: merchant.vipServiceUrl,
        facebookUrl: merchant.facebookUrl,
        email: merchant.supportEmail,
      },
      analytics: { gtagId: merchant.gtagId },
      imageCDNs: merchant.imageCdns,
      launchGameCDNs: merchant.launchGameCdns,
      maintenance,
      regionRestriction,
      location,
    },
    maintenance,
    regionRestriction,
    location,
  };
}

async function siteParts(db: Database, merchantId: number): Promise<SiteParts> {
  const [whitelabel, registerRules, resourceRows] = await Promise.all([
    getWhitelabelTree(db, merchantId),
    getRegisterRules(db, merchantId),
    queries.listMerchantResources(db, merchantId),
  ]);
  const resources = resourceRows.map((row) => ({
    resourceType: row.resourceType,
    url: row.url,
    qrCodeUrl: row.qrCodeUrl,
    labelNameEn: row.labelNameEn,
  }));
  return { whitelabel, registerRules, resources };
}

/**
 * The merchant's RSA key pair for payload encryption, made on first use. Kept in the
 * database so every server process decrypts with the same key.
 */
export async function getMerchantKeys(db: Database, merchantId: number) {
  const existing = await queries.findMerchantKeys(db, merchantId);
  if (existing) return existing;
  await queries.insertMerchantKeysIfMissing(db, { merchantId, ...generateRsaKeyPair() });
  const stored = await queries.findMerchantKeys(db, merchantId);
  if (!stored) throw new Error(`merchant ${merchantId} has no key pair after insert`);
  return stored;
}
