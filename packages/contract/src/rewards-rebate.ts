import { z } from 'zod';
import { gameCategories } from './system-values';
import { paths } from './paths';
import { envelope } from './envelope';
import { pageOf } from './pages';
import { pageQuery } from './page-query';

/**
 * Cashback (the family's `manualRebate`): a share of the member's valid turnover, per game
 * category at the rate of the member's VIP level (basis points, 80 = 0.80 %). Valid turnover
 * is the rewards module's one definition. With the brand's MANUAL_REBATE switch on, the
 * member sees what is claimable since the last claim and claims it; with it off, a daily job
 * pays each member the previous UTC day's cashback. Amounts are decimal numbers of major units.
 */

/** One game category of a cashback: its valid turnover, the rate and what it pays. */
export const rebateLine = z.object({
  category: z.enum(gameCategories),
  validTurnover: z.number(),
  /** Basis points of the valid turnover (80 = 0.80 %). */
  rate: z.number().int(),
  amount: z.number(),
});
export type RebateLine = z.infer<typeof rebateLine>;

/**
 * What the member could claim now: the valid turnover settled since the last claim (`from`,
 * the member's registration before any) up to `until`, per category, at the member's level's
 * rates. Rounds settled in the last minute wait for the next claim.
 */
export const rebateSummary = z.object({
  /** True: the member claims (MANUAL_REBATE on); false: it is paid daily by itself. */
  claimable: z.boolean(),
  from: z.string(),
  until: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  /** Every category the level pays a rate on, and any other the member played. */
  categories: z.array(rebateLine),
  total: z.number(),
});
export type RebateSummary = z.infer<typeof rebateSummary>;

/** How a cashback was paid: claimed by the member, or by the daily job. */
export const rebatePayoutKinds = ['claim', 'daily'] as const;

/** A cashback paid to the member's main wallet. */
export const rebatePayout = z.object({
  id: z.string(),
  kind: z.enum(rebatePayoutKinds),
  from: z.string(),
  until: z.string(),
  level: z.number().int(),
  amount: z.number(),
  categories: z.array(rebateLine),
  createdAt: z.string(),
});
export type RebatePayout = z.infer<typeof rebatePayout>;

export const rebateEndpoints = {
  rebate: {
    method: 'GET',
    path: paths.rewardsRebate,
    summary: 'The cashback the member can claim now, per game category',
    response: envelope(rebateSummary),
  },
  rebateClaim: {
    method: 'POST',
    path: paths.rewardsRebateClaim,
    summary: 'Claim the cashback earned since the last claim',
    description:
      'Pays the claimable cashback to the main wallet in one ledger posting and starts the ' +
      'next period. Two claims at once pay once: the second finds nothing claimable ' +
      '(`rewards_rebate_nothing_claimable`). With MANUAL_REBATE off the brand pays it daily ' +
      '(`rewards_rebate_paid_daily`).',
    response: envelope(rebatePayout),
  },
  rebateClaims: {
    method: 'GET',
    path: paths.rewardsRebateClaims,
    summary: 'Cashback paid to the member, newest first',
    query: z.object(pageQuery),
    response: envelope(pageOf(rebatePayout)),
  },
} as const;
