import type { Database } from '../platform/db/database';
import { addPromotionRule } from '../modules/rewards/service';

/** The announcement whose rule the demo brand seeds (demo-announcements.ts). */
export const demoWelcomeBonusCode = 'demo-promo-welcome-bonus';

/**
 * The rule behind the demo welcome bonus, as its announcement states it: the first deposit
 * matched 100 % up to P 1,000 (deposits from P 50, the demo gateway's minimum), for members
 * who join before their first deposit, with turnover of 10× the bonus before withdrawal. A
 * rule the brand already has for the announcement is left as it is.
 */
export async function seedDemoPromotions(
  tx: Database,
  merchantId: number,
  now = new Date(),
): Promise<void> {
  await addPromotionRule(tx, {
    merchantId,
    announcementCode: demoWelcomeBonusCode,
    kind: 'first_deposit_match',
    matchBasisPoints: 10_000,
    maxBonus: 100_000n,
    minDeposit: 5_000n,
    wageringMultiple: 10,
    newMembersOnly: true,
    vipLevels: null,
    // As the announcement: published an hour before the seed.
    startAt: new Date(now.getTime() - 3_600_000),
    endAt: null,
  });
}
