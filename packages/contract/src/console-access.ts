import { z } from 'zod';
import { envelope } from './envelope';
import { merchantTheme } from './system';

/** What a staff member may do in the console is decided by one role. */
export const staffRoles = ['owner', 'admin', 'finance', 'support', 'content', 'auditor'] as const;
export type StaffRole = (typeof staffRoles)[number];

// Who may use which part of the console. The server's `staffOnly(db, roles)` guards the
// calls; the console shows a section only to the roles its calls let through.
export const readRoles: readonly StaffRole[] = staffRoles;
export const paymentRoles: readonly StaffRole[] = ['owner', 'admin', 'finance'];
export const memberRoles: readonly StaffRole[] = ['owner', 'admin', 'support'];
export const contentRoles: readonly StaffRole[] = ['owner', 'admin', 'content'];
export const settingsRoles: readonly StaffRole[] = ['owner', 'admin'];
export const gameRoles: readonly StaffRole[] = ['owner', 'admin'];
export const reportRoles: readonly StaffRole[] = ['owner', 'admin', 'finance', 'auditor'];
export const ownerOnly: readonly StaffRole[] = ['owner'];
export const auditRoles: readonly StaffRole[] = ['owner', 'admin', 'auditor'];

export const loginBody = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});
export type LoginBody = z.infer<typeof loginBody>;

/**
 * The password was right; the second factor comes next. `totp`: the staff member has an
 * authenticator set up. `enrol`: first sign-in, the console shows `otpauthUri` as a QR code and
 * `secret` (base32) as text to add it. Either way `ticket` carries the sign-in to the code step.
 */
export const loginStep = z.discriminatedUnion('step', [
  z.object({ step: z.literal('totp'), ticket: z.string() }),
  z.object({
    step: z.literal('enrol'),
    ticket: z.string(),
    secret: z.string(),
    otpauthUri: z.string(),
  }),
]);
export type LoginStep = z.infer<typeof loginStep>;

export const totpBody = z.object({
  ticket: z.string().min(1).max(256),
  code: z.string().regex(/^\d{6}$/),
});
export type TotpBody = z.infer<typeof totpBody>;

/** A started console session; `token` goes in the Authorization header of every `/bo` call. */
export const staffSession = z.object({
  token: z.string(),
  username: z.string(),
  role: z.enum(staffRoles),
  expiresAt: z.string(),
});
export type StaffSession = z.infer<typeof staffSession>;

/** The signed-in staff member (`GET /bo/session/me`); `expiresAt` is the session's end. */
export const staffMe = z.object({
  staffId: z.number().int(),
  username: z.string(),
  role: z.enum(staffRoles),
  expiresAt: z.string(),
});
export type StaffMe = z.infer<typeof staffMe>;

/** A merchant the console can act on; its code goes in the `Merchant` header. */
export const consoleMerchant = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  isDefault: z.boolean(),
  logoUrl: z.string().nullable(),
  theme: merchantTheme,
  domains: z.array(z.string()),
});
export type ConsoleMerchant = z.infer<typeof consoleMerchant>;

export const endpoints = {
  login: {
    method: 'POST',
    path: '/bo/session/login',
    body: loginBody,
    response: envelope(loginStep),
  },
  totp: {
    method: 'POST',
    path: '/bo/session/totp',
    body: totpBody,
    response: envelope(staffSession),
  },
  me: { method: 'GET', path: '/bo/session/me', response: envelope(staffMe) },
  logout: { method: 'POST', path: '/bo/session/logout', response: envelope(z.null()) },
  merchants: { method: 'GET', path: '/bo/merchants', response: envelope(z.array(consoleMerchant)) },
} as const;
