import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  bigintId,
  createdAt,
  integerId,
  scheduleEnd,
  updatedAt,
} from '../../../platform/db/columns';
import { memberRef } from '../../member/schema';
import { merchantRef } from '../../system/schema';
import { ledgerPostings } from '../../wallet/schema';

/**
 * A promotion members can take: the rule behind one of the merchant's promotion
 * announcements (content module, type PR), linked by the announcement's code, which its
 * translations share. Amounts in minor units, the match in basis points (10000 = 100 %).
 *
 *   first_deposit_match  the member's first credited deposit, matched (joined before it)
 *   reload               the next credited deposit after joining, matched
 *   fixed_bonus          `max_bonus` paid when claimed, no deposit needed
 *
 * Wagering: the bonus times `wagering_multiple` of valid turnover, counted from when it is
 * paid, before the member may withdraw (promotions/wagering.ts).
 */
export const promotionRules = pgTable(
  'promotion_rules',
  {
    id: integerId(),
    merchantId: merchantRef(),
    announcementCode: text('announcement_code').notNull(),
    kind: text('kind').notNull(),
    matchBasisPoints: integer('match_basis_points').notNull().default(0),
    /** The cap of a match; the amount itself of a fixed bonus. */
    maxBonus: bigint('max_bonus', { mode: 'bigint' }).notNull(),
    minDeposit: bigint('min_deposit', { mode: 'bigint' }).notNull(),
    wageringMultiple: integer('wagering_multiple').notNull(),
    /** Only members with no credited deposit yet may join. */
    newMembersOnly: boolean('new_members_only').notNull().default(false),
    /** VIP levels that may join; null: every level. */
    vipLevels: integer('vip_levels').array(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    ...scheduleEnd(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('promotion_rules_announcement').on(table.merchantId, table.announcementCode),
    check(
      'promotion_rules_kind',
      sql`${table.kind} in ('first_deposit_match', 'reload', 'fixed_bonus')`,
    ),
    check(
      'promotion_rules_amounts',
      sql`${table.matchBasisPoints} between 0 and 100000 and ${table.maxBonus} > 0
        and ${table.minDeposit} >= 0 and ${table.wageringMultiple} between 0 and 100`,
    ),
    check(
      'promotion_rules_match',
      sql`(${table.kind} = 'fixed_bonus') = (${table.matchBasisPoints} = 0)`,
    ),
    check(
      'promotion_rules_schedule',
      sql`${table.endAt} is null or ${table.endAt} > ${table.startAt}`,
    ),
  ],
);
export type PromotionRuleRow = typeof promotionRules.$inferSelect;

/**
 * A member's take of a promotion, one per member and promotion (the ledger key
 * `promo:<promotionId>:<memberId>` pays it once too). Statuses:
 *
 *   signed   joined, waiting for the qualifying deposit (matches)
 *   issued   the bonus is paid; its wagering is not met yet, withdrawals wait
 *   claimed  the wagering is met (`completed_at`): the bonus is the member's to withdraw
 *   closed   the qualifying deposit never came (`closed_reason`), nothing was paid
 */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: bigintId(),
    merchantId: merchantRef(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotionRules.id),
    memberId: memberRef(),
    status: text('status').notNull(),
    /** The member's note when joining (at most 140 characters). */
    comment: text('comment'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    depositOrderNo: text('deposit_order_no'),
    depositAmount: bigint('deposit_amount', { mode: 'bigint' }),
    bonus: bigint('bonus', { mode: 'bigint' }),
    requiredTurnover: bigint('required_turnover', { mode: 'bigint' }),
    postingId: bigint('posting_id', { mode: 'bigint' }).references(() => ledgerPostings.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    closedReason: text('closed_reason'),
  },
  (table) => [
    uniqueIndex('promotion_claims_member').on(table.promotionId, table.memberId),
    // The withdrawal check: a member's bonuses still locked.
    index('promotion_claims_member_status').on(table.memberId, table.status),
    check(
      'promotion_claims_status',
      sql`${table.status} in ('signed', 'issued', 'claimed', 'closed')`,
    ),
    check(
      'promotion_claims_issued',
      sql`(${table.status} in ('issued', 'claimed')) = (${table.postingId} is not null)
        and (${table.postingId} is null or (${table.bonus} > 0 and ${table.requiredTurnover} >= 0
          and ${table.issuedAt} is not null))`,
    ),
    check('promotion_claims_comment', sql`char_length(${table.comment}) <= 140`),
  ],
);
export type PromotionClaimRow = typeof promotionClaims.$inferSelect;
