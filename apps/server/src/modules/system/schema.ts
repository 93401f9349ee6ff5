import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, integerId, updatedAt } from '../../platform/db/columns';
import type { consoleSettings, MerchantTheme } from '@croupier/contract';

/** A brand. One deployment serves many; exactly one is the default for unknown domains. */
export const merchants = pgTable(
  'merchants',
  {
    id: integerId(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    currencySymbol: text('currency_symbol').notNull().default('P'),
    isDefault: boolean('is_default').notNull().default(false),
    logoUrl: text('logo_url'),
    theme: jsonb('theme').$type<MerchantTheme>().notNull(),
    licenceNotice: text('licence_notice').notNull().default(''),
    maintenanceEnabled: boolean('maintenance_enabled').notNull().default(false),
    maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
    blockedCountries: text('blocked_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    gtagId: text('gtag_id'),
    imageCdns: text('image_cdns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    launchGameCdns: text('launch_game_cdns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Accept login/register/password bodies unencrypted (clients that cannot encrypt). */
    allowPlaintextPayloads: boolean('allow_plaintext_payloads').notNull().default(false),
    /** Under the PASSWORD_EXPIRY switch, a password older than this must be changed. */
    passwordExpiryDays: smallint('password_expiry_days').notNull().default(90),
    smsCodeMinutes: smallint('sms_code_minutes').notNull().default(5),
    /** Failed logins (per account or address, 15 minutes) before a captcha is demanded. */
    captchaAfterFailures: smallint('captcha_after_failures').notNull().default(3),
    /** When sign-in, sign-up and SMS sends need a solved proof of work (issue 15). */
    humanVerification: text('human_verification')
      .$type<consoleSettings.HumanVerificationMode>()
      .notNull()
      .default('onRisk'),
    minimumAge: smallint('minimum_age').notNull().default(18),
    /** Dialing code assumed when a client sends a mobile number without one. */
    defaultDialingCode: text('default_dialing_code').notNull().default('63'),
    /** Customer service (spec §6): live chat for everyone, VIP service above rank level 4. */
    liveChatUrl: text('live_chat_url'),
    vipServiceUrl: text('vip_service_url'),
    facebookUrl: text('facebook_url'),
    supportEmail: text('support_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('merchants_one_default')
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
    check('merchants_code_format', sql`${table.code} ~ '^[a-z0-9_-]{2,32}$'`),
    check('merchants_currency_format', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check(
      'merchants_human_verification',
      sql`${table.humanVerification} in ('always', 'onRisk', 'off')`,
    ),
  ],
);

/**
 * The merchant a row belongs to. `cascade` for what is only the merchant's configuration and
 * goes with it; records of members, money and play keep their merchant.
 */
export const merchantRef = (actions: { onDelete?: 'cascade' } = {}) =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id, actions);

/** Host names that select a merchant when a request carries no Merchant header. */
export const merchantDomains = pgTable('merchant_domains', {
  domain: text('domain').primaryKey(),
  merchantId: merchantRef({ onDelete: 'cascade' }),
});

/** The whitelabel switch tree, one row per module; parents group their children. */
export const whitelabelModules = pgTable(
  'whitelabel_modules',
  {
    merchantId: merchantRef({ onDelete: 'cascade' }),
    modId: text('mod_id').notNull(),
    parentModId: text('parent_mod_id'),
    enabled: boolean('enabled').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.modId] })],
);

/** Registration rule of one form field per merchant (spec §3). */
export const registerRules = pgTable(
  'register_rules',
  {
    merchantId: merchantRef({ onDelete: 'cascade' }),
    field: text('field').notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    acceptedPattern: text('accepted_pattern').notNull().default('*'),
    patternId: smallint('pattern_id').notNull().default(0),
    minLength: smallint('min_length').notNull().default(0),
    maxLength: smallint('max_length').notNull().default(255),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.field] }),
    check(
      'register_rules_lengths',
      sql`${table.minLength} >= 0 and ${table.minLength} <= ${table.maxLength}`,
    ),
  ],
);

/**
 * Published resources of a merchant (spec §2 "Right bar", §3 "Resources"): app downloads by
 * platform (IOS, MOBILECONFIG, ANDROID) with their QR codes. A resource that is not here is
 * not shown anywhere.
 */
export const merchantResources = pgTable(
  'merchant_resources',
  {
    merchantId: merchantRef({ onDelete: 'cascade' }),
    resourceType: text('resource_type').notNull(),
    url: text('url').notNull(),
    qrCodeUrl: text('qr_code_url'),
    labelNameEn: text('label_name_en'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.resourceType] }),
    check('merchant_resources_type', sql`${table.resourceType} ~ '^[A-Z_]{2,32}$'`),
  ],
);

/** The merchant's RSA key pair for payload encryption; made on first use. */
export const merchantKeys = pgTable('merchant_keys', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  publicKeyPem: text('public_key_pem').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  createdAt: createdAt(),
});

export type MerchantRow = typeof merchants.$inferSelect;

// `request.merchant` is this row: platform declares it by id only, as it imports no module.
declare module '../../platform/http/merchant' {
  interface RequestMerchant extends MerchantRow {
    id: number;
  }
}
