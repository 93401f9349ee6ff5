import { isModuleEnabled, modIds, type AvailablePromotions } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { languageFallbacks } from '../../platform/http/language';
import * as system from '../system/service';
import * as queries from './queries';

/** The site's promotions are its promotion announcements (PR) until the rewards issue. */
const promotionType = 'PR';

/**
 * What the header's Rewards badge shows a member (spec §3 availablePromo and
 * availablePromoCount). The count is of the promotions `/promotions` lists in the same
 * language (the requested one, else EN), so the badge never promises more than the page shows.
 */
export async function availablePromotions(
  db: Database,
  merchantId: number,
  language: string,
  now = new Date(),
): Promise<AvailablePromotions> {
  const [whitelabel, availablePromoCount] = await Promise.all([
    system.getWhitelabelTree(db, merchantId),
    servedPromotionCount(db, merchantId, language, now),
  ]);
  return {
    availablePromo: isModuleEnabled(whitelabel, modIds.referral),
    availablePromoCount,
  };
}

async function servedPromotionCount(
  db: Database,
  merchantId: number,
  language: string,
  now: Date,
): Promise<number> {
  for (const candidate of languageFallbacks(language)) {
    const count = await queries.countServedOfType(db, merchantId, promotionType, candidate, now);
    if (count > 0) return count;
  }
  return 0;
}
