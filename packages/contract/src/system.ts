import { z } from 'zod';
import { envelope } from './envelope';
import { paths } from './paths';
import { helpCentre } from './help-centre';

export * from './system-values';

/**
 * The whitelabel switch tree of a merchant. A module is on when `enabled` is '1'
 * (spec §3 "Whitelabel node"). Clients look switches up by `modId`.
 */
export type WhitelabelNode = {
  modId: string;
  enabled: '0' | '1';
  childrenNodes: WhitelabelNode[];
};
export const whitelabelNode: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['0', '1']),
    childrenNodes: z.array(whitelabelNode),
  }),
);

/** Registration rule of one field (spec §3). An acceptedPattern of '*' means '.*'. */
export const registerRule = z.object({
  field: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.number().int().min(0).max(19),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
});
export type RegisterRule = z.infer<typeof registerRule>;

export const maintenanceInfo = z.object({
  enabled: z.boolean(),
  /** ISO-8601 end of the maintenance window, when the operator set one. */
  maintenanceEnd: z.string().nullable(),
});

export const location = z.object({
  ip: z.string(),
  /** ISO 3166-1 alpha-2, or null when the address is private or unknown. */
  country: z.string().nullable(),
});

export const regionRestriction = z.object({
  restricted: z.boolean(),
});

export const merchantTheme = z.object({
  primary: z.string(),
  accent: z.string(),
  background: z.string(),
  surface: z.string(),
  text: z.string(),
});
export type MerchantTheme = z.infer<typeof merchantTheme>;

export const merchantPublic = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  logoUrl: z.string().nullable(),
  licenceNotice: z.string(),
  theme: merchantTheme,
  /** The age a player confirms at registration (spec §5: 18, or the merchant's {0}). */
  minimumAge: z.number().int(),
  /** Dialing code shown before mobile numbers, without the '+'. */
  defaultDialingCode: z.string(),
});
export type MerchantPublic = z.infer<typeof merchantPublic>;

/** A published resource (spec §3): an app download by platform, with its QR code. */
export const merchantResource = z.object({
  /** IOS, MOBILECONFIG (shown as IOS-LITE-APP), ANDROID, ... */
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameEn: z.string().nullable(),
});
export type MerchantResource = z.infer<typeof merchantResource>;

/** Where players reach the merchant (spec §2 right bar, §6 customer service). */
export const customerService = z.object({
  liveChatUrl: z.string().nullable(),
  /** Shown instead of live chat to members whose rank level is above 4. */
  vipServiceUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  email: z.string().nullable(),
});
export type CustomerService = z.infer<typeof customerService>;

export const permissionInfo = z.object({
  whitelabel: z.array(whitelabelNode),
  registerRules: z.array(registerRule),
  resources: z.array(merchantResource),
  customerService,
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  maintenance: maintenanceInfo,
  regionRestriction,
  location,
});

export const systemStatus = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  merchant: merchantPublic,
  info: permissionInfo,
  // Mirrors of info.* at the top level: the family's clients read info.*, our issue text
  // names value.maintenance etc.; both readings are served (docs/decisions.md).
  maintenance: maintenanceInfo,
  regionRestriction,
  location,
});
export type SystemStatus = z.infer<typeof systemStatus>;

export const systemStatusQuery = z.object({
  /** The client's current host, used to pick the merchant by domain when no header is sent. */
  url: z.string().max(2048).optional(),
});

export const endpoints = {
  systemStatus: {
    method: 'GET',
    path: paths.systemStatus,
    summary: 'System status and permissions: root view, switches, rules, location',
    query: systemStatusQuery,
    response: envelope(systemStatus),
  },
  whitelabel: {
    method: 'GET',
    path: paths.whitelabel,
    summary: 'The whitelabel switch tree of the merchant',
    query: systemStatusQuery,
    response: envelope(z.array(whitelabelNode)),
  },
  registerSettings: {
    method: 'GET',
    path: paths.registerSettings,
    summary: 'Registration rules of every field',
    response: envelope(z.array(registerRule)),
  },
  helpCentre: {
    method: 'GET',
    path: paths.helpCentre,
    summary: 'Help-centre articles (footer pages) in the Language, EN where untranslated',
    response: envelope(helpCentre),
  },
} as const;

/**
 * The domains of the merchant a request resolves to (spec §7 "domain routes"), for clients
 * that pick or verify their brand by host. Tokenless (spec §6); the merchant is resolved as
 * for every call: Merchant header, then the `url` query or Host, then the default brand.
 */
export const domainRoute = z.object({
  merchantCode: z.string(),
  /** Host names, lower case, sorted. */
  domains: z.array(z.string()),
});
export type DomainRoute = z.infer<typeof domainRoute>;

export const domainRouteEndpoint = {
  method: 'GET',
  path: paths.domainRoute,
  summary: 'The merchant code and domains of the brand this request resolves to',
  query: systemStatusQuery,
  response: envelope(domainRoute),
} as const;
