import type { GameCategory } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { levelsOf, levelsOfMembers, merchantsWithLevels } from './queries';

/** The cashback rates a member's VIP level gives: basis points per game category. */
export type LevelRebateRates = {
  level: number;
  name: string;
  rates: Partial<Record<GameCategory, number>>;
};

/**
 * The rebate rates of these members' current levels (a level's `rebate_rates`, the ladder's
 * cashback benefit). A member of a brand without a ladder, or whose level the ladder no
 * longer has, gets the highest level at or below theirs, else level 0 with no rates.
 */
export async function rebateRatesOfMembers(
  db: Database,
  merchantId: number,
  memberIds: readonly bigint[],
): Promise<Map<bigint, LevelRebateRates>> {
  const levels = await levelsOf(db, merchantId);
  const held = await levelsOfMembers(db, merchantId, memberIds);
  const rates = new Map<bigint, LevelRebateRates>();
  for (const memberId of memberIds) {
    const heldLevel = held.get(memberId) ?? 0;
    const level = levels.findLast((candidate) => candidate.level <= heldLevel);
    rates.set(
      memberId,
      level
        ? { level: level.level, name: level.name, rates: level.rebateRates }
        : { level: 0, name: '', rates: {} },
    );
  }
  return rates;
}

/** The merchants with a VIP ladder: the only ones whose levels give cashback rates. */
export const merchantsWithRebateRates = merchantsWithLevels;
