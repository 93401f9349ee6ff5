import { toMajor, type rewards } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { ineligibility, memberFacts, scheduleOf, statusOf, type MemberFacts } from './eligibility';
import { payBonus } from './payout';
import { claimsOfMember, enabledRule, enabledRules, insertClaim } from './queries';
import type { PromotionClaimRow, PromotionRuleRow } from './schema';

type Member = { merchantId: number; memberId: bigint };

function toOffer(
  rule: PromotionRuleRow,
  claim: PromotionClaimRow | undefined,
  facts: MemberFacts | null,
  now: Date,
): rewards.PromotionOffer {
  return {
    id: rule.id,
    announcementCode: rule.announcementCode,
    kind: rule.kind as rewards.PromotionKind,
    matchBasisPoints: rule.matchBasisPoints,
    maxBonus: toMajor(rule.maxBonus),
    minDeposit: toMajor(rule.minDeposit),
    wageringMultiple: rule.wageringMultiple,
    newMembersOnly: rule.newMembersOnly,
    vipLevels: rule.vipLevels ?? null,
    startAt: rule.startAt.toISOString(),
    endAt: rule.endAt?.toISOString() ?? null,
    ...statusOf(rule, claim, facts, now),
  };
}

/** The brand's promotions with the member's status in each (a visitor: `memberId` null). */
export async function promotionOffers(
  db: Database,
  merchantId: number,
  memberId: bigint | null,
  now: Date,
): Promise<rewards.PromotionOffer[]> {
  const rules = await enabledRules(db, merchantId);
  if (rules.length === 0) return [];
  const facts = memberId === null ? null : await memberFacts(db, merchantId, memberId);
  const claims = memberId === null ? [] : await claimsOfMember(db, memberId);
  return rules.map((rule) =>
    toOffer(
      rule,
      claims.find((claim) => claim.promotionId === rule.id),
      facts,
      now,
    ),
  );
}

const refusals = {
  trial_account: 'realAccountRequired',
  not_new_member: 'rewardsPromotionNewMembersOnly',
  vip_level: 'rewardsPromotionVipLevel',
} as const;

/**
 * The member joins a deposit match (paid when the qualifying deposit is credited, see
 * deposits.ts) or claims a fixed bonus (paid now, in the same transaction as the claim).
 * Once per member and promotion: a second join, even at the same instant, is refused by the
 * claims' unique index and changes nothing.
 */
export async function joinPromotion(
  db: Database,
  member: Member,
  promotionId: number,
  body: rewards.PromotionJoinBody,
  now: Date,
): Promise<rewards.PromotionOffer> {
  const rule = await enabledRule(db, member.merchantId, promotionId);
  if (!rule) throw AppError.of('rewardsPromotionNotFound');
  const schedule = scheduleOf(rule, now);
  if (schedule !== 'open') {
    throw AppError.of('rewardsPromotionNotOpen', {
      startAt: rule.startAt.toISOString(),
      endAt: rule.endAt?.toISOString() ?? null,
    });
  }
  return db.transaction(async (tx) => {
    const facts = await memberFacts(tx, member.merchantId, member.memberId);
    if (!facts) throw AppError.of('rewardsPromotionNotFound');
    const refusal = ineligibility(rule, facts);
    if (refusal) throw AppError.of(refusals[refusal]);
    let claim = await insertClaim(tx, {
      merchantId: member.merchantId,
      promotionId: rule.id,
      memberId: member.memberId,
      status: 'signed',
      comment: body.comment ?? null,
      joinedAt: now,
    });
    if (!claim) throw AppError.of('rewardsPromotionAlreadyJoined');
    if (rule.kind === 'fixed_bonus') claim = await payBonus(tx, rule, claim, rule.maxBonus, now);
    return toOffer(rule, claim, facts, now);
  });
}
