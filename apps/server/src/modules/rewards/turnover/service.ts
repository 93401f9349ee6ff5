// VALID TURNOVER: the one definition, used by VIP ranks now and by points, rebates, bonus
// wagering and agent commissions next. Nothing else in the platform computes it.
//
// A member's valid turnover of a period, per game category, in integer minor units:
//
//   1. The betting record's rounds (games module, `bet_records`) that SETTLED in the period
//      (`settled_at` in [from, until)), counted with the stake that stayed at play: a stake
//      the vendor rolled back left the round (`removeStake`), so it never counts.
//   2. Left out: OPEN rounds (no result yet: they count once they settle, in the period they
//      settle) and REFUNDED rounds (voided by the vendor, a rolled-back round, a cancelled
//      lottery ticket). Cashed-out bets do not exist yet on the platform (no sportsbook cash
//      out): when they come, their rounds must be left out here too.
//   3. Per category, the merchant's rule (`turnover_rules`): an excluded category counts 0;
//      otherwise its stakes count times its weight in basis points (10000 = all of it, the
//      default for a category without a rule; never more than all of it).
//   4. Rounded down once per member and category over the whole period:
//      floor(sum of settled stakes × weight / 10000), so splitting a period never gains or
//      loses more than a cent per category.
//
// The rules in force when it is computed apply to the whole period: changing a weight
// mid-month changes the month's figures.
import type { GameCategory } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import type { Period } from '../../../platform/db/rows';
import { settledStakesByMember } from '../../games/service';
import { fullWeight, turnoverRulesOf, type TurnoverRule } from './rules';

export {
  consoleTurnoverRules,
  fullWeight,
  turnoverRulesOf,
  updateTurnoverRules,
  type TurnoverRule,
} from './rules';

/** A member's valid turnover of a period: per category and in all (minor units). */
export type MemberTurnover = { total: bigint; byCategory: Map<GameCategory, bigint> };

/** What a category's settled stakes count for under its rule: rounded down. */
export function weighted(stake: bigint, rule: TurnoverRule): bigint {
  if (rule.excluded) return 0n;
  return (stake * BigInt(rule.weight)) / BigInt(fullWeight);
}

/**
 * Valid turnover of the merchant's members in a period (see the top of this file), per
 * member; `memberIds` narrows it to some members. A member with no settled stake that counts
 * is absent; an excluded category is absent from `byCategory`.
 */
export async function validTurnover(
  db: Database,
  merchantId: number,
  query: Period & { memberIds?: readonly bigint[] },
): Promise<Map<bigint, MemberTurnover>> {
  // One after the other: `db` may be a transaction, whose one connection both would share.
  const stakes = await settledStakesByMember(db, merchantId, query, query.memberIds);
  const rules = await turnoverRulesOf(db, merchantId);
  const members = new Map<bigint, MemberTurnover>();
  for (const { memberId, category, stake } of stakes) {
    const rule = rules.get(category as GameCategory);
    if (!rule) continue;
    const counted = weighted(stake, rule);
    if (counted === 0n) continue;
    const member = members.get(memberId) ?? { total: 0n, byCategory: new Map() };
    member.byCategory.set(category as GameCategory, counted);
    member.total += counted;
    members.set(memberId, member);
  }
  return members;
}
