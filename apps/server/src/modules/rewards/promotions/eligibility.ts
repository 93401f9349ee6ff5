import { trialAccountType, type rewards } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { findMemberById } from '../../member/service';
import { depositsByMember } from '../../wallet/service';
import type { PromotionClaimRow, PromotionRuleRow } from './schema';

type PromotionClosedReason = rewards.PromotionClosedReason;
type PromotionStatus = rewards.PromotionStatus;

/** What eligibility reads of a member. */
export type MemberFacts = { trial: boolean; vipLevel: number; hasDeposit: boolean };

/** Beyond any deposit's time: "ever" for the deposits total. */
const endOfTime = new Date('9999-12-31T00:00:00Z');

export async function memberFacts(
  db: Database,
  merchantId: number,
  memberId: bigint,
): Promise<MemberFacts | null> {
  const member = await findMemberById(db, memberId);
  if (!member || member.merchantId !== merchantId) return null;
  const deposits = await depositsByMember(db, merchantId, { from: new Date(0), until: endOfTime }, [
    memberId,
  ]);
  return {
    trial: member.accountType === trialAccountType,
    vipLevel: member.rankLevel,
    hasDeposit: (deposits.get(memberId) ?? 0n) > 0n,
  };
}

/**
 * Why a member may not take a promotion, or null. A first deposit match is for members with
 * no deposit yet whatever its `newMembersOnly` says: joining after the first deposit would
 * match nothing. A trial account plays with money that is not real and takes no bonus.
 */
export type Ineligibility = Extract<
  PromotionClosedReason,
  'trial_account' | 'not_new_member' | 'vip_level'
>;

export function ineligibility(rule: PromotionRuleRow, facts: MemberFacts): Ineligibility | null {
  if (facts.trial) return 'trial_account';
  if ((rule.newMembersOnly || rule.kind === 'first_deposit_match') && facts.hasDeposit) {
    return 'not_new_member';
  }
  if (rule.vipLevels && !rule.vipLevels.includes(facts.vipLevel)) return 'vip_level';
  return null;
}

/** Whether the promotion's schedule has it open at `now`. */
export function scheduleOf(rule: PromotionRuleRow, now: Date): 'coming_soon' | 'open' | 'ended' {
  if (rule.startAt > now) return 'coming_soon';
  if (rule.endAt && rule.endAt <= now) return 'ended';
  return 'open';
}

/**
 * The status a member (null: a visitor) sees. Their claim speaks first: a member who joined
 * sees their own progress even after the promotion ended.
 */
export function statusOf(
  rule: PromotionRuleRow,
  claim: PromotionClaimRow | undefined,
  facts: MemberFacts | null,
  now: Date,
): { status: PromotionStatus; closedReason: PromotionClosedReason | null } {
  if (claim) {
    const status = claim.status as 'signed' | 'issued' | 'claimed' | 'closed';
    return { status, closedReason: (claim.closedReason as PromotionClosedReason | null) ?? null };
  }
  const schedule = scheduleOf(rule, now);
  if (schedule === 'coming_soon') return { status: 'coming_soon', closedReason: null };
  if (schedule === 'ended') return { status: 'closed', closedReason: 'ended' };
  const refusal = facts ? ineligibility(rule, facts) : null;
  if (refusal) return { status: 'closed', closedReason: refusal };
  return { status: rule.kind === 'fixed_bonus' ? 'claim' : 'join', closedReason: null };
}
