import { z } from 'zod';
import { envelope } from './envelope';
import { paths } from './paths';
import { blankAsAbsent, plainText } from './text-fields';

/**
 * Promotions members can take (spec §3 promotions, bonusDetails): the rule behind one of the
 * brand's promotion announcements (`announcementCode`, the code its translations share), the
 * member's status in it, and the bonuses paid with their wagering. Amounts are decimal numbers
 * of major units; the match is in basis points (10000 = 100 %).
 *
 * A bonus is locked by its wagering: bonus × `wageringMultiple` of valid turnover (the rewards
 * module's one definition), counted from when it was paid, before the member may withdraw.
 */

/** first_deposit_match: the first deposit after joining; reload: the next one; fixed_bonus: paid on claim. */
export const promotionKinds = ['first_deposit_match', 'reload', 'fixed_bonus'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/**
 * The spec's statuses this platform gives (applying, rejected, process need the operator's
 * review, which is not built yet):
 *   coming_soon  not started          join     may join (a match: before the deposit)
 *   claim        may claim it now     signed   joined, waiting for the qualifying deposit
 *   issued       paid, wagering open  claimed  wagering met: the bonus is the member's
 *   closed       ended, not for this member (`closedReason`), or missed
 */
export const promotionStatuses = [
  'coming_soon',
  'join',
  'claim',
  'signed',
  'issued',
  'claimed',
  'closed',
] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

/** Why a promotion is closed to this member. */
export const promotionClosedReasons = [
  'ended',
  'not_new_member',
  'vip_level',
  'trial_account',
  'deposit_below_minimum',
] as const;
export type PromotionClosedReason = (typeof promotionClosedReasons)[number];

/** One promotion as the member (or a visitor) may take it. */
export const promotionOffer = z.object({
  id: z.number().int(),
  announcementCode: z.string(),
  kind: z.enum(promotionKinds),
  matchBasisPoints: z.number().int(),
  /** The cap of a match, the amount of a fixed bonus. */
  maxBonus: z.number(),
  minDeposit: z.number(),
  wageringMultiple: z.number().int(),
  newMembersOnly: z.boolean(),
  /** VIP levels that may take it; null: all. */
  vipLevels: z.array(z.number().int()).nullable(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  status: z.enum(promotionStatuses),
  closedReason: z.enum(promotionClosedReasons).nullable(),
});
export type PromotionOffer = z.infer<typeof promotionOffer>;

export const promotionParams = z.object({ promotionId: z.coerce.number().int().positive() });

/** Joining (a match) or claiming (a fixed bonus), with an optional note; images come later. */
export const promotionJoinBody = z.object({
  comment: blankAsAbsent(plainText({ max: 140 })),
});
export type PromotionJoinBody = z.infer<typeof promotionJoinBody>;

/** A bonus paid to the member and its wagering. */
export const bonusDetail = z.object({
  promotionId: z.number().int(),
  announcementCode: z.string(),
  /** The promotion's title in the caller's language (else English, else its code). */
  title: z.string(),
  kind: z.enum(promotionKinds),
  /** issued: wagering open (withdrawals wait); claimed: met. */
  status: z.enum(['issued', 'claimed']),
  depositOrderNo: z.string().nullable(),
  deposit: z.number().nullable(),
  bonus: z.number(),
  wageringMultiple: z.number().int(),
  required: z.number(),
  done: z.number(),
  remaining: z.number(),
  issuedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type BonusDetail = z.infer<typeof bonusDetail>;

export const promotionEndpoints = {
  promotionOffers: {
    method: 'GET',
    path: paths.rewardsPromotions,
    summary: 'The brand’s promotions that can be taken, with the signed-in member’s status',
    description:
      'Anyone may call it: a visitor sees join, claim, coming_soon or closed by the schedule; ' +
      'a member (a live token) sees their own status and why a promotion is closed to them.',
    response: envelope(z.array(promotionOffer)),
  },
  promotionJoin: {
    method: 'POST',
    path: paths.rewardsPromotionJoin,
    summary: 'Join a deposit match, or claim a fixed bonus',
    description:
      'A match is paid when the qualifying deposit is credited; a fixed bonus is paid now, ' +
      'in one ledger posting keyed `promo:<promotionId>:<memberId>`. Joining twice is ' +
      '`rewards_promotion_already_joined`; a refusal changes nothing.',
    params: promotionParams,
    body: promotionJoinBody,
    response: envelope(promotionOffer),
  },
  bonusDetails: {
    method: 'GET',
    path: paths.rewardsBonusDetails,
    summary: 'The member’s bonuses, newest first, with their wagering required, done and remaining',
    response: envelope(z.array(bonusDetail)),
  },
} as const;
