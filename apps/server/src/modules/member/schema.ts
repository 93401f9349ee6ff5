import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bigintId, createdAt } from '../../platform/db/columns';
import type { MemberContactField } from '@croupier/contract';
import { merchantRef } from '../system/schema';

/** Optional contact fields a merchant may ask for at registration (spec §3). */
export type MemberContacts = Partial<Record<MemberContactField, string>>;

/** Players, agents and trial accounts of a merchant. */
export const members = pgTable(
  'members',
  {
    id: bigintId(),
    merchantId: merchantRef(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Wire `customerType`: 0 member; agents 1, 2, 41, 42; 4 trial (spec §6). */
    accountType: smallint('account_type').notNull(),
    nickname: text('nickname'),
    /** The site language the member chose last (upper case, e.g. EN, VI): messages follow it. */
    language: text('language').notNull().default('EN'),
    /** National number without leading zeros; with the dialing code it identifies a phone. */
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    payeeName: text('payee_name'),
    paymentPasswordHash: text('payment_password_hash'),
    contacts: jsonb('contacts').$type<MemberContacts>().notNull().default({}),
    clubLabel: text('club_label'),
    rankLevel: smallint('rank_level').notNull().default(0),
    /** The agent whose invitation code brought this member. */
    uplineId: bigint('upline_id', { mode: 'bigint' }).references((): AnyPgColumn => members.id),
    /** An agent's own invitation code, shared in links such as /register?code=... */
    affiliateCode: text('affiliate_code'),
    status: text('status').notNull().default('active'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** Set by an operator's reset or a temporary password: the next login must change it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    registerIp: text('register_ip'),
    registerDomain: text('register_domain'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('members_username_per_merchant').on(
      table.merchantId,
      sql`lower(${table.username})`,
    ),
    uniqueIndex('members_mobile_per_merchant')
      .on(table.merchantId, table.countryDialingCode, table.mobile)
      .where(sql`${table.mobile} is not null`),
    uniqueIndex('members_affiliate_code_per_merchant')
      .on(table.merchantId, sql`lower(${table.affiliateCode})`)
      .where(sql`${table.affiliateCode} is not null`),
    // An agent's team is walked down this column (agent module, recursive query).
    index('members_upline').on(table.uplineId),
    check('members_status', sql`${table.status} in ('active', 'locked')`),
    check('members_account_type', sql`${table.accountType} in (0, 1, 2, 4, 41, 42)`),
  ],
);

export type MemberRow = typeof members.$inferSelect;

/**
 * The member a row belongs to. `cascade` for what is only the member's own (seeds, lists of
 * games); records of money and play keep their member.
 */
export const memberRef = (actions: { onDelete?: 'cascade' } = {}) =>
  bigint('member_id', { mode: 'bigint' })
    .notNull()
    .references(() => members.id, actions);

/** Temporary passwords sent by e-mail; each opens one login that must change the password. */
export const passwordResets = pgTable('password_resets', {
  id: bigintId(),
  memberId: memberRef(),
  passwordHash: text('password_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
