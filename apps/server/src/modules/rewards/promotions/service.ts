// Promotions members can take: rules behind the brand's promotion announcements, members'
// claims, bonuses paid through the ledger and locked by their wagering until met.
import type { Database } from '../../../platform/db/database';
import { guardWithdrawals, reactToCreditedDeposits } from '../../wallet/service';
import { refuseWhileWagering } from './bonuses';
import { matchDeposit } from './deposits';
import { addRule, type NewRule } from './queries';

export { bonusDetails } from './bonuses';
export { joinPromotion, promotionOffers } from './offers';
export { bonusFor, requiredTurnover, wageringProgress } from './wagering';

/**
 * Attaches the promotions to the wallet's events (app.ts, when the app is built): a credited
 * deposit pays the deposit matches it qualifies for, and a withdrawal waits for the wagering
 * of every bonus. The wallet calls what is registered, as it may not import rewards (rewards
 * imports the wallet to post to the ledger; the module graph allows one direction).
 */
export function installPromotionReactions(): void {
  reactToCreditedDeposits('rewards.promotions', matchDeposit);
  guardWithdrawals('rewards.promotions', refuseWhileWagering);
}

/** A rule for a promotion announcement that has none yet (the seed; the console next). */
export function addPromotionRule(db: Database, rule: NewRule): Promise<void> {
  return addRule(db, rule);
}
