import { z } from 'zod';
import { consoleMerchant, staffRoles } from './console-access';
import { envelope } from './envelope';
import { plainText } from './text-fields';

// The console's own administration: brands (merchants), staff accounts and the audit log.

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colour_invalid');
export const themeInput = z.object({
  primary: hexColour,
  accent: hexColour,
  background: hexColour,
  surface: hexColour,
  text: hexColour,
});

const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'domain_invalid',
  );
const logoUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https:\/\/|\/)[^\s"'<>]+$/, 'url_invalid')
  .nullable();

const brandName = plainText({ min: 1, max: 80 });
/** Shown before every amount on the site (`₱`, `$`, `VND`). */
const currencySymbol = plainText({ min: 1, max: 4 });

export const merchantDraft = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{2,32}$/, 'merchant_code_invalid'),
  name: brandName,
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'currency_invalid'),
  currencySymbol,
  logoUrl,
  theme: themeInput,
  domains: z.array(hostName).max(20),
  copySettingsFrom: z.string().optional(),
});
export type MerchantDraft = z.infer<typeof merchantDraft>;

export const merchantChanges = z
  .object({
    name: brandName,
    currencySymbol,
    logoUrl,
    theme: themeInput,
    domains: z.array(hostName).max(20),
    isDefault: z.literal(true),
  })
  .partial();
export type MerchantChanges = z.infer<typeof merchantChanges>;

export const merchantView = consoleMerchant.extend({ createdAt: z.string() });

export const staffAccount = z.object({
  staffId: z.number().int(),
  username: z.string(),
  role: z.enum(staffRoles),
  twoFactor: z.boolean(),
  lockedUntil: z.string().nullable(),
  disabled: z.boolean(),
  activeSessions: z.number().int(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccount>;

/** Passwords of staff: 12 characters at least, stricter than a player's 8. */
const staffPassword = z.string().min(12).max(128);

export const staffDraft = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,32}$/, 'username_invalid'),
  password: staffPassword,
  role: z.enum(staffRoles),
});

/**
 * First start of a production deployment (no staff yet): the server prints a one-time setup
 * token, and whoever holds it creates the first owner, who then signs in and enrols two-factor.
 * `needed` is false once any staff member exists.
 */
export const setupState = z.object({ needed: z.boolean() });
export type SetupState = z.infer<typeof setupState>;

export const setupBody = staffDraft
  .pick({ username: true, password: true })
  .extend({ setupToken: z.string().trim().min(1).max(128) });
export type SetupBody = z.infer<typeof setupBody>;

export const staffChanges = z
  .object({
    role: z.enum(staffRoles),
    disabled: z.boolean(),
    /** Lift a lock after failed attempts. */
    unlock: z.literal(true),
    /** Forget the authenticator: the next sign-in enrols a new one. */
    resetTwoFactor: z.literal(true),
    password: staffPassword,
  })
  .partial();

export const auditEntry = z.object({
  seq: z.string(),
  createdAt: z.string(),
  staffUsername: z.string(),
  merchantCode: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  hash: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntry>;

export const auditQuery = z.object({
  staff: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  /** Only entries of the merchant the console is on. */
  thisMerchant: z.enum(['true', 'false']).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const auditPage = z.object({
  entries: z.array(auditEntry),
  pageNo: z.number().int(),
  totalCount: z.number().int(),
});

export const chainCheck = z.object({
  intact: z.boolean(),
  checked: z.number().int(),
  brokenAt: z.string().optional(),
  reason: z.enum(['hash', 'link', 'gap']).optional(),
});

export const endpoints = {
  merchants: {
    method: 'GET',
    path: '/bo/merchants',
    summary: 'Every brand of the deployment',
    response: envelope(z.array(merchantView)),
  },
  createMerchant: {
    method: 'POST',
    path: '/bo/merchants',
    summary: 'Create a brand (its settings copied from another)',
    body: merchantDraft,
    response: envelope(merchantView),
  },
  updateMerchant: {
    method: 'PUT',
    path: '/bo/merchants/:code',
    summary: "Edit a brand's name, symbol, look, domains, or make it the default",
    params: z.object({ code: z.string() }),
    body: merchantChanges,
    response: envelope(merchantView),
  },
  staff: {
    method: 'GET',
    path: '/bo/staff',
    summary: 'Staff accounts',
    response: envelope(z.array(staffAccount)),
  },
  createStaff: {
    method: 'POST',
    path: '/bo/staff',
    summary: 'Add a staff member (two-factor is set up at their first sign-in)',
    body: staffDraft,
    response: envelope(staffAccount),
  },
  updateStaff: {
    method: 'PUT',
    path: '/bo/staff/:staffId',
    summary: 'Change role, disable, unlock, reset two-factor or set a new password',
    params: z.object({ staffId: z.coerce.number().int() }),
    body: staffChanges,
    response: envelope(staffAccount),
  },
  audit: {
    method: 'GET',
    path: '/bo/audit',
    summary: 'The audit log, newest first',
    query: auditQuery,
    response: envelope(auditPage),
  },
  verifyAudit: {
    method: 'GET',
    path: '/bo/audit/verify',
    summary: 'Recompute the hash chain of the whole audit log',
    response: envelope(chainCheck),
  },
  setupState: {
    method: 'GET',
    path: '/bo/setup',
    summary: 'Whether the deployment still waits for its first owner',
    response: envelope(setupState),
  },
  setup: {
    method: 'POST',
    path: '/bo/setup',
    summary: 'Create the first owner with the one-time setup token the server printed',
    body: setupBody,
    response: envelope(z.null()),
  },
} as const;
