import type { Database } from '../../../platform/db/database';
import { post } from '../../wallet/service';
import { updateClaim } from './queries';
import type { PromotionClaimRow, PromotionRuleRow } from './schema';
import { requiredTurnover } from './wagering';

/**
 * Pays a claim's bonus: ONE ledger posting from the merchant's promotions account to the
 * member's main wallet under `promo:<promotionId>:<memberId>` (a second payment of the same
 * promotion to the same member is a replay of the first), and the claim becomes `issued`
 * with its wagering requirement, in the caller's transaction. A requirement of 0 (multiple 0)
 * is met at once: `claimed`.
 */
export async function payBonus(
  tx: Database,
  rule: PromotionRuleRow,
  claim: PromotionClaimRow,
  bonus: bigint,
  now: Date,
  deposit?: { orderNo: string; amount: bigint },
): Promise<PromotionClaimRow> {
  const result = await post(tx, {
    merchantId: rule.merchantId,
    idempotencyKey: `promo:${rule.id}:${claim.memberId}`,
    kind: 'bonus',
    memberId: claim.memberId,
    reference: `PROMO-${rule.id}-${claim.memberId}`,
    details: {
      description: `Promotion bonus: ${rule.announcementCode}`,
      promotionId: rule.id,
      ...(deposit ? { depositOrderNo: deposit.orderNo } : {}),
    },
    // The paying side first, as the ledger's entries are written.
    legs: [
      { account: { merchant: 'promotions' }, amount: -bonus },
      { account: { memberId: claim.memberId, kind: 'main' }, amount: bonus },
    ],
  });
  const required = requiredTurnover(bonus, rule.wageringMultiple);
  return updateClaim(tx, claim.id, {
    status: required > 0n ? 'issued' : 'claimed',
    bonus,
    requiredTurnover: required,
    depositOrderNo: deposit?.orderNo ?? null,
    depositAmount: deposit?.amount ?? null,
    postingId: result.postingId,
    issuedAt: now,
    completedAt: required > 0n ? null : now,
  });
}
