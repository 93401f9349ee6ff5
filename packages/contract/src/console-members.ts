import { z } from 'zod';
import { envelope } from './envelope';
import { bettingRecordPage, bettingRecordQuery } from './games';
import { amount, pageOf } from './wallet';
import { postingKinds } from './wallet-values';

// The console's Members section (`/bo/members/...`): search, a member's profile, wallets,
// ledger, bets and sessions, and the operator's actions on the member. Amounts are decimal
// numbers of major units as in every wallet answer; what is typed in is parsed into integer
// minor units by the wallet's `amount` (never a float).

export const memberStatuses = ['active', 'locked'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

const page = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** `GET /bo/members`: part of a username, mobile number, e-mail or id; all members without. */
export const memberSearchQuery = z.object({
  q: z.string().trim().max(64).optional(),
  status: z.enum(memberStatuses).optional(),
  ...page,
});
export type MemberSearchQuery = z.input<typeof memberSearchQuery>;

export const memberParams = z.object({ memberId: z.coerce.number().int().positive() });

/** A member as the search lists it. Times are ISO 8601 UTC. */
export const memberSummary = z.object({
  id: z.number(),
  username: z.string(),
  nickname: z.string().nullable(),
  /** Wire `customerType`: 0 member; agents 1, 2, 41, 42; 4 trial. */
  accountType: z.number(),
  status: z.enum(memberStatuses),
  /** '+63 9171234567': the staff see the whole number, players only a masked one. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** The VIP rank's name players see in the header (spec: `clubLabel.labelName`). */
  clubLabel: z.string().nullable(),
  /** The VIP rank's level; above 4 the site offers the VIP service line. */
  rankLevel: z.number(),
  /** The main wallet, major units. */
  mainBalance: z.number(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof memberSummary>;

export const memberSearchPage = pageOf(memberSummary);
export type MemberSearchPage = z.infer<typeof memberSearchPage>;

/** Everything the console knows of a member, for the detail page's profile tab. */
export const memberProfile = memberSummary.extend({
  language: z.string(),
  payeeName: z.string().nullable(),
  contacts: z.record(z.string(), z.string()),
  /** An agent's own invitation code. */
  affiliateCode: z.string().nullable(),
  /** The agent whose invitation brought the member. */
  upline: z.object({ id: z.number(), username: z.string() }).nullable(),
  registerIp: z.string().nullable(),
  registerDomain: z.string().nullable(),
  passwordChangedAt: z.string(),
  /** The next sign-in must set a new password (operator reset, temporary password). */
  mustChangePassword: z.boolean(),
  hasPaymentPassword: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfile>;

export const walletKinds = ['main', 'vendor', 'bonus', 'withdrawal_hold'] as const;

/** One of the member's wallets: the main one, a vendor's transfer wallet, bonus, the hold. */
export const memberWallet = z.object({
  kind: z.enum(walletKinds),
  /** MAIN, the vendor's code, BONUS or WITHDRAWAL_HOLD. */
  code: z.string(),
  /** The vendor's name for a vendor wallet; empty for the others (the console names them). */
  name: z.string(),
  balance: z.number(),
});

export const memberBalances = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  wallets: z.array(memberWallet),
});
export type MemberBalances = z.infer<typeof memberBalances>;

export const memberLedgerQuery = z.object({ kind: z.enum(postingKinds).optional(), ...page });
export type MemberLedgerQuery = z.input<typeof memberLedgerQuery>;

/** One line of a member's books: a posting as it moved one of their wallets. */
export const ledgerLine = z.object({
  entryId: z.string(),
  postingId: z.string(),
  time: z.string(),
  kind: z.enum(postingKinds),
  /** The business row's number: order, round, adjustment. */
  reference: z.string(),
  /** The wallet, as `memberWallet.code`. */
  wallet: z.string(),
  /** Signed: money into the wallet is positive. */
  amount: z.number(),
  balanceAfter: z.number().nullable(),
  /** An adjustment's reason or a posting's description. */
  note: z.string().nullable(),
});
export type LedgerLine = z.infer<typeof ledgerLine>;

export const memberLedgerPage = pageOf(ledgerLine);
export type MemberLedgerPage = z.infer<typeof memberLedgerPage>;

/** The member's rounds: the betting record's filter and page (UTC days, at most 92). */
export const memberBetsQuery = bettingRecordQuery;
export type MemberBetsQuery = z.input<typeof memberBetsQuery>;
export const memberBetsPage = bettingRecordPage;
export type MemberBetsPage = z.infer<typeof memberBetsPage>;

/** A live sign-in of the member on the site. */
export const memberSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type MemberSession = z.infer<typeof memberSession>;

export const sessionParams = memberParams.extend({ sessionId: z.string().regex(/^\d{1,19}$/) });

export const sessionsEnded = z.object({ ended: z.number() });

const reason = z.string().trim().min(1).max(200);

/** Lock or unlock: why, for the audit log. */
export const memberStatusBody = z.object({ reason });
export type MemberStatusBody = z.infer<typeof memberStatusBody>;

/**
 * A new password the member must change at the next sign-in: the one the operator typed, or
 * one the server makes up when `password` is left out.
 */
export const passwordResetBody = z.object({ password: z.string().min(1).max(64).optional() });
export type PasswordResetBody = z.input<typeof passwordResetBody>;

/** Shown to the operator once, to hand to the member; it is stored only as a hash. */
export const passwordResetResult = z.object({
  temporaryPassword: z.string(),
  mustChangePassword: z.boolean(),
  sessionsEnded: z.number(),
});
export type PasswordResetResult = z.infer<typeof passwordResetResult>;

export const labelBody = z.object({
  /** Empty or null: no label. */
  clubLabel: z
    .string()
    .trim()
    .max(32)
    .nullable()
    .transform((value) => (value ? value : null)),
  rankLevel: z.number().int().min(0).max(99),
});
export type LabelBody = z.input<typeof labelBody>;

export const adjustmentDirections = ['credit', 'debit'] as const;
export type AdjustmentDirection = (typeof adjustmentDirections)[number];

/**
 * A manual change of the member's main wallet. `amount` is positive (decimal major units,
 * at most 2 decimals); `direction` says which way. `idempotencyKey` is made once per dialog by
 * the console: sending it again (a double click, a retry) posts once and answers the same.
 */
export const adjustmentBody = z.object({
  direction: z.enum(adjustmentDirections),
  amount,
  reason,
  idempotencyKey: z.string().uuid(),
});
export type AdjustmentBody = z.input<typeof adjustmentBody>;

export const adjustmentResult = z.object({
  postingId: z.string(),
  reference: z.string(),
  direction: z.enum(adjustmentDirections),
  amount: z.number(),
  balanceBefore: z.number(),
  balanceAfter: z.number(),
  /** The key had been posted already: nothing moved this time. */
  replayed: z.boolean(),
});
export type AdjustmentResult = z.infer<typeof adjustmentResult>;

export const paths = {
  search: '/bo/members',
  profile: '/bo/members/:memberId',
  balances: '/bo/members/:memberId/balances',
  ledger: '/bo/members/:memberId/ledger',
  bets: '/bo/members/:memberId/bets',
  sessions: '/bo/members/:memberId/sessions',
  endSessions: '/bo/members/:memberId/sessions/end',
  endSession: '/bo/members/:memberId/sessions/:sessionId/end',
  lock: '/bo/members/:memberId/lock',
  unlock: '/bo/members/:memberId/unlock',
  password: '/bo/members/:memberId/password',
  label: '/bo/members/:memberId/label',
  adjustments: '/bo/members/:memberId/balance-adjustments',
} as const;

export const endpoints = {
  search: {
    method: 'GET',
    path: paths.search,
    summary: 'Members whose username, mobile, e-mail or id contains the text, newest first',
    query: memberSearchQuery,
    response: envelope(memberSearchPage),
  },
  profile: {
    method: 'GET',
    path: paths.profile,
    summary: 'A member’s profile: account, agent, registration, last login, status, rank',
    params: memberParams,
    response: envelope(memberProfile),
  },
  balances: {
    method: 'GET',
    path: paths.balances,
    summary: 'A member’s wallets: main, vendor wallets, bonus and the withdrawal hold',
    params: memberParams,
    response: envelope(memberBalances),
  },
  ledger: {
    method: 'GET',
    path: paths.ledger,
    summary: 'A member’s ledger entries on every wallet, newest first',
    params: memberParams,
    query: memberLedgerQuery,
    response: envelope(memberLedgerPage),
  },
  bets: {
    method: 'GET',
    path: paths.bets,
    summary: 'A member’s game rounds, newest first (UTC days, last 7 by default, at most 92)',
    params: memberParams,
    query: memberBetsQuery,
    response: envelope(memberBetsPage),
  },
  sessions: {
    method: 'GET',
    path: paths.sessions,
    summary: 'A member’s live sessions on the site',
    params: memberParams,
    response: envelope(z.array(memberSession)),
  },
  endSessions: {
    method: 'POST',
    path: paths.endSessions,
    summary: 'Sign the member out everywhere: every live session ends (audited)',
    params: memberParams,
    response: envelope(sessionsEnded),
  },
  endSession: {
    method: 'POST',
    path: paths.endSession,
    summary: 'End one of the member’s sessions (audited)',
    params: sessionParams,
    response: envelope(sessionsEnded),
  },
  lock: {
    method: 'POST',
    path: paths.lock,
    summary: 'Lock the member: no sign-in, every session ends (audited, reason required)',
    params: memberParams,
    body: memberStatusBody,
    response: envelope(memberProfile),
  },
  unlock: {
    method: 'POST',
    path: paths.unlock,
    summary: 'Unlock the member: they may sign in again (audited, reason required)',
    params: memberParams,
    body: memberStatusBody,
    response: envelope(memberProfile),
  },
  password: {
    method: 'POST',
    path: paths.password,
    summary:
      'Give the member a new password (typed or generated), to change at next sign-in (audited)',
    params: memberParams,
    body: passwordResetBody,
    response: envelope(passwordResetResult),
  },
  label: {
    method: 'PUT',
    path: paths.label,
    summary: 'Change the member’s club label and VIP rank level (audited)',
    params: memberParams,
    body: labelBody,
    response: envelope(memberProfile),
  },
  adjust: {
    method: 'POST',
    path: paths.adjustments,
    summary:
      'Credit or debit the member’s main wallet by hand: reason required, idempotent by key, ' +
      'never below zero (audited, in the member’s inbox)',
    params: memberParams,
    body: adjustmentBody,
    response: envelope(adjustmentResult),
  },
} as const;
