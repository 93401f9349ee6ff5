import { z } from 'zod';
import { envelope } from './envelope';
import { numberedPageOf } from './numbered-page';
import { registerRule } from './system';

// The settings of a merchant as the operator console edits them (`/bo/settings/...`). Every
// value here is one the player site reads through `GET /wps/system/status` or uses when it
// signs members in and up.

export const paths = {
  whitelabel: '/bo/settings/whitelabel',
  whitelabelModule: '/bo/settings/whitelabel/:modId',
  registerRules: '/bo/settings/register-rules',
  registerRuleOrder: '/bo/settings/register-rules/order',
  registerRule: '/bo/settings/register-rules/:field',
  site: '/bo/settings/site',
  maintenance: '/bo/settings/maintenance',
  region: '/bo/settings/region',
  customerService: '/bo/settings/customer-service',
  security: '/bo/settings/security',
  resources: '/bo/settings/resources',
  resource: '/bo/settings/resources/:resourceType',
  integrations: '/bo/settings/integrations',
  outbox: '/bo/settings/outbox',
} as const;

/**
 * ISO 3166-1 alpha-2 codes a visitor's address can resolve to (the geo-IP database also
 * names Kosovo `XK`). The console names them in the staff member's language.
 */
export const countryCodes: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN ' +
  'BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL ' +
  'GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM ' +
  'JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP ' +
  'NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD ' +
  'SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');
const knownCountries = new Set(countryCodes);

/**
 * An address the site may link to: http(s), or a path on the site itself (`/helpmc#contact`).
 * Anything else (`javascript:`, `data:`, `//elsewhere`) could run or leave the site unseen.
 */
export function isSiteAddress(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const siteAddress = z.string().trim().min(1).max(500).refine(isSiteAddress, 'url_invalid');
/** An outside address only (Facebook page): http(s) and nothing relative. */
const webAddress = siteAddress.refine((value) => !value.startsWith('/'), 'url_invalid');

// The switch tree -------------------------------------------------------------------------

/** A module of the whitelabel tree as the console shows it: on or off, with its children. */
export type SettingsModule = { modId: string; enabled: boolean; children: SettingsModule[] };
export const settingsModule: z.ZodType<SettingsModule> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.boolean(), children: z.array(settingsModule) }),
);
export const moduleParams = z.object({ modId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export const moduleSwitchBody = z.object({ enabled: z.boolean() });
export type ModuleSwitchBody = z.infer<typeof moduleSwitchBody>;

// Registration rules ----------------------------------------------------------------------

/** Longest value any registration field may be set to accept (the column is a smallint). */
export const maxFieldLength = 255;

function compiles(pattern: string): boolean {
  if (pattern === '*') return true;
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

export const ruleParams = z.object({ field: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,31}$/) });

/** A field's rule and its place on the form (lower first). */
export const registerRuleSetting = registerRule.extend({ sortOrder: z.number().int() });
export type RegisterRuleSetting = z.infer<typeof registerRuleSetting>;

/**
 * A field's rule as the operator sets it. `acceptedPattern` is a regular expression (or `*`
 * for anything); `patternId` picks which of the site's pattern messages explains it.
 */
export const registerRuleBody = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    acceptedPattern: z.string().trim().min(1).max(500).refine(compiles, 'pattern_invalid'),
    patternId: z.number().int().min(0).max(19),
    minLength: z.number().int().min(0).max(maxFieldLength),
    maxLength: z.number().int().min(1).max(maxFieldLength),
  })
  .refine((rule) => rule.minLength <= rule.maxLength, {
    path: ['maxLength'],
    message: 'length_range_invalid',
  })
  .refine((rule) => rule.enabled || !rule.required, {
    path: ['required'],
    message: 'required_needs_enabled',
  });
export type RegisterRuleBody = z.infer<typeof registerRuleBody>;

/** Every field of the merchant's form, in the new order. */
export const registerRuleOrderBody = z.object({
  fields: z.array(ruleParams.shape.field).min(1).max(100),
});
export type RegisterRuleOrderBody = z.infer<typeof registerRuleOrderBody>;

// Site: maintenance, region, customer service, security --------------------------------

export const maintenanceSetting = z.object({
  enabled: z.boolean(),
  /** Shown to players as when the site is back; the operator still switches it back on. */
  maintenanceEnd: z.iso.datetime({ offset: true }).nullable(),
});
export type MaintenanceSetting = z.infer<typeof maintenanceSetting>;

export const regionSetting = z.object({
  blockedCountries: z
    .array(z.string().refine((code) => knownCountries.has(code), 'country_unknown'))
    .max(countryCodes.length),
});
export type RegionSetting = z.infer<typeof regionSetting>;

export const customerServiceSetting = z.object({
  liveChatUrl: siteAddress.nullable(),
  vipServiceUrl: siteAddress.nullable(),
  facebookUrl: webAddress.nullable(),
  supportEmail: z.email().max(254).nullable(),
  /** The licence and regulator statement in the site's footer. */
  licenceNotice: z.string().trim().max(2000),
});
export type CustomerServiceSetting = z.infer<typeof customerServiceSetting>;

/** Bounds of the security values: what a careful operator may choose, nothing that disables one. */
export const securityBounds = {
  passwordExpiryDays: { min: 7, max: 730 },
  smsCodeMinutes: { min: 1, max: 30 },
  captchaAfterFailures: { min: 1, max: 20 },
  minimumAge: { min: 18, max: 25 },
} as const;

const bounded = (name: keyof typeof securityBounds) =>
  z.number().int().min(securityBounds[name].min).max(securityBounds[name].max);

export const securitySetting = z.object({
  /** With the PASSWORD_EXPIRY switch on, a password older than this must be changed. */
  passwordExpiryDays: bounded('passwordExpiryDays'),
  smsCodeMinutes: bounded('smsCodeMinutes'),
  /** Failed sign-ins (per account, twice that per address) before a captcha is asked. */
  captchaAfterFailures: bounded('captchaAfterFailures'),
  minimumAge: bounded('minimumAge'),
  /** Accept sign-in, sign-up and password bodies unencrypted (clients that cannot encrypt). */
  allowPlaintextPayloads: z.boolean(),
});
export type SecuritySetting = z.infer<typeof securitySetting>;

export const siteSettings = z.object({
  maintenance: maintenanceSetting,
  region: regionSetting,
  customerService: customerServiceSetting,
  security: securitySetting,
});
export type SiteSettings = z.infer<typeof siteSettings>;

// Resources: app downloads and their QR codes -------------------------------------------

/** The app builds the site shows (spec §2 "Right bar", download page). */
export const appResourceTypes = ['IOS', 'MOBILECONFIG', 'ANDROID'] as const;

export const resourceParams = z.object({ resourceType: z.string().regex(/^[A-Z_]{2,32}$/) });

export const resourceUpdateBody = z.object({
  url: siteAddress,
  qrCodeUrl: siteAddress.nullable(),
  labelNameEn: z.string().trim().min(1).max(64).nullable(),
  sortOrder: z.number().int().min(0).max(1000),
});
export type ResourceUpdateBody = z.infer<typeof resourceUpdateBody>;

export const resourceCreateBody = resourceUpdateBody.extend(resourceParams.shape);
export type ResourceCreateBody = z.infer<typeof resourceCreateBody>;

export const resourceSetting = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameEn: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type ResourceSetting = z.infer<typeof resourceSetting>;

// Site integrations: analytics and CDNs -------------------------------------------------

/** A Google tag id: a GA4 measurement id (`G-XXXXXXX`) or a Universal Analytics property (`UA-1234567-1`). */
export const gtagIdPattern = /^(?:G-[A-Z0-9]{4,16}|UA-\d{4,10}-\d{1,4})$/;

/** Most CDN origins of one kind a merchant may list. */
export const maxCdnOrigins = 10;

/**
 * An https origin and nothing else (`https://img.example.com`, `https://cdn.example:8443`):
 * the site puts its own paths after it, so a path, query, fragment or credentials would be
 * junk at best and a way to point players elsewhere at worst; other schemes (`http:`,
 * `javascript:`, `data:`) are refused.
 */
export function isHttpsOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value && value.startsWith('https://');
  } catch {
    return false;
  }
}

const cdnOrigins = z
  .array(z.string().trim().max(200).refine(isHttpsOrigin, 'cdn_origin_invalid'))
  .max(maxCdnOrigins)
  .refine((origins) => new Set(origins).size === origins.length, 'cdn_origin_duplicate');

/**
 * What the player site is told to load from elsewhere (`GET /wps/system/status`:
 * `info.analytics.gtagId`, `info.imageCDNs`, `info.launchGameCDNs`).
 */
export const integrationSettings = z.object({
  /** Null: no analytics tag on the site. */
  gtagId: z.string().nullable(),
  /** Origins pictures (icons, banners) may be served from, first preferred. */
  imageCdns: z.array(z.string()),
  /** Origins game launches may be served from, first preferred. */
  launchGameCdns: z.array(z.string()),
});
export type IntegrationSettings = z.infer<typeof integrationSettings>;

export const integrationsBody = z.object({
  /** Empty or null takes the tag off the site. */
  gtagId: z
    .string()
    .trim()
    .max(32)
    .refine((id) => id === '' || gtagIdPattern.test(id), 'gtag_id_invalid')
    .nullable()
    .transform((id) => id || null),
  imageCdns: cdnOrigins,
  launchGameCdns: cdnOrigins,
});
export type IntegrationsBody = z.input<typeof integrationsBody>;
/** The body as the server reads it: an empty tag id is null. */
export type IntegrationsUpdate = z.output<typeof integrationsBody>;

// The SMS and e-mail outbox -----------------------------------------------------------------

export const outboxChannels = ['sms', 'email'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

export const outboxQuery = z.object({
  channel: z.enum(outboxChannels).optional(),
  /** Part of the phone number or address, any case. */
  recipient: z.string().trim().min(1).max(128).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OutboxQuery = z.infer<typeof outboxQuery>;

/**
 * One SMS or e-mail the platform sent or recorded. `status`: `recorded` (the local outbox
 * provider kept it, nothing left the server), `sent`, or `failed` with the carrier's `error`.
 */
export const outboxMessage = z.object({
  id: z.string(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  provider: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxPage = numberedPageOf(outboxMessage);
export type OutboxPage = z.infer<typeof outboxPage>;

export const endpoints = {
  whitelabel: {
    method: 'GET',
    path: paths.whitelabel,
    summary: 'The whitelabel switch tree of the merchant',
    response: envelope(z.array(settingsModule)),
  },
  switchModule: {
    method: 'PUT',
    path: paths.whitelabelModule,
    summary: 'Switch one module of the tree on or off; answers the whole tree',
    params: moduleParams,
    body: moduleSwitchBody,
    response: envelope(z.array(settingsModule)),
  },
  registerRules: {
    method: 'GET',
    path: paths.registerRules,
    summary: 'Registration rules of every field, in form order',
    response: envelope(z.array(registerRuleSetting)),
  },
  updateRegisterRule: {
    method: 'PUT',
    path: paths.registerRule,
    summary: 'Change the rule of one registration field',
    params: ruleParams,
    body: registerRuleBody,
    response: envelope(registerRuleSetting),
  },
  orderRegisterRules: {
    method: 'PUT',
    path: paths.registerRuleOrder,
    summary: 'Put the registration form’s fields in a new order (every field once)',
    body: registerRuleOrderBody,
    response: envelope(z.array(registerRuleSetting)),
  },
  site: {
    method: 'GET',
    path: paths.site,
    summary: 'Maintenance, blocked countries, customer service and security values',
    response: envelope(siteSettings),
  },
  maintenance: {
    method: 'PUT',
    path: paths.maintenance,
    summary: 'Open or close the site for maintenance, with the end time players see',
    body: maintenanceSetting,
    response: envelope(siteSettings),
  },
  region: {
    method: 'PUT',
    path: paths.region,
    summary: 'The countries (ISO 3166-1 alpha-2) whose visitors see the restricted page',
    body: regionSetting,
    response: envelope(siteSettings),
  },
  customerService: {
    method: 'PUT',
    path: paths.customerService,
    summary: 'Live chat and VIP desk addresses, Facebook, support e-mail, licence notice',
    body: customerServiceSetting,
    response: envelope(siteSettings),
  },
  security: {
    method: 'PUT',
    path: paths.security,
    summary: 'Password expiry, SMS code life, captcha threshold, minimum age, plaintext bodies',
    body: securitySetting,
    response: envelope(siteSettings),
  },
  resources: {
    method: 'GET',
    path: paths.resources,
    summary: 'App downloads and their QR codes',
    response: envelope(z.array(resourceSetting)),
  },
  createResource: {
    method: 'POST',
    path: paths.resources,
    summary: 'Publish an app download (409 when the merchant has one of that type)',
    body: resourceCreateBody,
    response: envelope(resourceSetting),
  },
  updateResource: {
    method: 'PUT',
    path: paths.resource,
    summary: 'Change an app download’s address, QR code, label or place',
    params: resourceParams,
    body: resourceUpdateBody,
    response: envelope(resourceSetting),
  },
  deleteResource: {
    method: 'DELETE',
    path: paths.resource,
    summary: 'Withdraw an app download from the site',
    params: resourceParams,
    response: envelope(z.null()),
  },
  integrations: {
    method: 'GET',
    path: paths.integrations,
    summary: 'The analytics tag and the image and game-launch CDN origins of the site',
    response: envelope(integrationSettings),
  },
  updateIntegrations: {
    method: 'PUT',
    path: paths.integrations,
    summary: 'Set the Google tag id (G-… or UA-…, empty for none) and the https CDN origins',
    body: integrationsBody,
    response: envelope(integrationSettings),
  },
  outbox: {
    method: 'GET',
    path: paths.outbox,
    summary: 'SMS and e-mail sent to the merchant’s players, newest first',
    query: outboxQuery,
    response: envelope(outboxPage),
  },
} as const;
