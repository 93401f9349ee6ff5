import { z } from 'zod';
import { pageQuery } from '../page-query';
import { pageOf } from '../pages';

// Finding a member, and the profile the detail page opens on.

export const memberStatuses = ['active', 'locked'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** `GET /bo/members`: part of a username, mobile number, e-mail or id; all members without. */
export const memberSearchQuery = z.object({
  q: z.string().trim().max(64).optional(),
  status: z.enum(memberStatuses).optional(),
  ...pageQuery,
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
