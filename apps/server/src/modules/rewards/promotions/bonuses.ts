import { toMajor, type rewards } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { announcementTitles } from '../../content/service';
import { validTurnover } from '../turnover/service';
import { markWageringMet, openBonuses, paidClaims } from './queries';
import type { PromotionClaimRow } from './schema';
import { wageringProgress, type WageringProgress } from './wagering';

/** A paid bonus's wagering as of `now`: valid turnover since it was paid (a met one: in full). */
async function progressOf(
  db: Database,
  claim: PromotionClaimRow,
  now: Date,
): Promise<WageringProgress> {
  const required = claim.requiredTurnover ?? 0n;
  if (claim.status === 'claimed') return wageringProgress(required, required);
  const turnover = await validTurnover(db, claim.merchantId, {
    from: claim.issuedAt!,
    until: now,
    memberIds: [claim.memberId],
  });
  return wageringProgress(required, turnover.get(claim.memberId)?.total ?? 0n);
}

/** The member centre's bonus details: each bonus, newest first, and its wagering. */
export async function bonusDetails(
  db: Database,
  member: { merchantId: number; memberId: bigint },
  language: string,
  now: Date,
): Promise<rewards.BonusDetail[]> {
  const paid = await paidClaims(db, member.memberId);
  const titles = await announcementTitles(
    db,
    member.merchantId,
    [...new Set(paid.map(({ rule }) => rule.announcementCode))],
    language,
  );
  const details: rewards.BonusDetail[] = [];
  for (const { claim, rule } of paid) {
    const progress = await progressOf(db, claim, now);
    details.push({
      promotionId: rule.id,
      announcementCode: rule.announcementCode,
      title: titles.get(rule.announcementCode) ?? rule.announcementCode,
      kind: rule.kind as rewards.PromotionKind,
      status: progress.met ? 'claimed' : 'issued',
      depositOrderNo: claim.depositOrderNo,
      deposit: claim.depositAmount === null ? null : toMajor(claim.depositAmount),
      bonus: toMajor(claim.bonus!),
      wageringMultiple: rule.wageringMultiple,
      required: toMajor(progress.required),
      done: toMajor(progress.done),
      remaining: toMajor(progress.remaining),
      issuedAt: claim.issuedAt!.toISOString(),
      completedAt: claim.completedAt?.toISOString() ?? null,
    });
  }
  return details;
}

/**
 * The wallet's withdrawal guard (registered in service.ts), inside the request's transaction:
 * bonuses whose wagering is now met are released for good (`claimed`, so a later change of
 * the turnover rules never locks them again); while any is not, the request is refused with
 * the valid turnover still needed. Every open bonus counts the same turnover from when it was
 * paid, so what remains is the largest of their remainders.
 */
export async function refuseWhileWagering(
  tx: Database,
  member: { merchantId: number; memberId: bigint },
  now: Date,
): Promise<void> {
  const open = await openBonuses(tx, member.memberId);
  if (open.length === 0) return;
  const met: bigint[] = [];
  let remaining = 0n;
  let required = 0n;
  let done = 0n;
  for (const claim of open) {
    const progress = await progressOf(tx, claim, now);
    if (progress.met) {
      met.push(claim.id);
    } else if (progress.remaining > remaining) {
      ({ remaining, required, done } = progress);
    }
  }
  await markWageringMet(tx, met, now);
  if (remaining > 0n) {
    throw AppError.of('rewardsBonusWageringNotMet', {
      remaining: toMajor(remaining),
      required: toMajor(required),
      done: toMajor(done),
    });
  }
}
