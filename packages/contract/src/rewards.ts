import { z } from 'zod';
import { envelope } from './envelope';
import { paths } from './paths';
import { rebateEndpoints } from './rewards-rebate';
import { gameCategories } from './system-values';
import { pointEndpoints } from './rewards-points';
import { promotionEndpoints } from './rewards-promotions';

export * from './rewards-points';
export * from './rewards-rebate';
export * from './rewards-promotions';

/**
 * The rewards domain's player calls. Amounts are decimal numbers of major units (the
 * wallet's and the lottery's rule: `toMajor` of the server's minor units); rates are integer
 * basis points (80 = 0.80 %). A period is a calendar month in UTC; `from` is its first
 * instant and `until` the first instant of the next month (ISO 8601).
 *
 * Valid turnover is the one definition of the rewards module (server
 * `modules/rewards/turnover`): settled stakes per game category, times the merchant's weight
 * of the category, categories the merchant excludes left out.
 */

/** What a level gives: a rebate rate per game category, limits and bonuses. */
export const vipBenefits = z.object({
  /** Basis points per category; a category left out has no rebate. */
  rebateRates: z.partialRecord(z.enum(gameCategories), z.number().int()),
  /** Major units a member of the level may withdraw per UTC day; null: the wallet's own limits only. */
  dailyWithdrawalLimit: z.number().nullable(),
  /** Paid once per member and level, when the member first reaches the level. */
  upgradeBonus: z.number(),
  birthdayBonus: z.number(),
});
export type VipBenefits = z.infer<typeof vipBenefits>;

/** One level of the brand's VIP ladder, level 0 the one every member starts at. */
export const vipLevel = z.object({
  level: z.number().int(),
  name: z.string(),
  /** A month's deposits AND valid turnover reaching both reach this level. */
  upgradeDeposits: z.number(),
  upgradeTurnover: z.number(),
  /** A month's deposits AND valid turnover below either at its end: down one level. */
  retainDeposits: z.number(),
  retainTurnover: z.number(),
  benefits: vipBenefits,
});
export type VipLevel = z.infer<typeof vipLevel>;

/** Valid turnover of one game category (major units). */
export const categoryTurnover = z.object({
  category: z.enum(gameCategories),
  validTurnover: z.number(),
});

/** The signed-in member's place on the ladder and this month's figures. */
export const vipProgress = z.object({
  level: z.number().int(),
  name: z.string(),
  period: z.object({ from: z.string(), until: z.string() }),
  deposits: z.number(),
  validTurnover: z.number(),
  turnoverByCategory: z.array(categoryTurnover),
  /** The next level and what this month still lacks to reach it; null at the top. */
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      depositsMissing: z.number(),
      turnoverMissing: z.number(),
    })
    .nullable(),
  /** What the month lacks to keep the current level at its end (zeros: kept). */
  retention: z.object({ depositsMissing: z.number(), turnoverMissing: z.number() }),
});
export type VipProgress = z.infer<typeof vipProgress>;

/** The brand's levels, and the member's progress when a live token came (null for a visitor). */
export const vipOverview = z.object({
  levels: z.array(vipLevel),
  member: vipProgress.nullable(),
});
export type VipOverview = z.infer<typeof vipOverview>;

export const endpoints = {
  vip: {
    method: 'GET',
    path: paths.rewardsVip,
    summary: 'The brand’s VIP levels, and the signed-in member’s level and progress this month',
    description:
      'Anyone may call it: a visitor gets the levels with their thresholds and benefits and ' +
      '`member: null`; a member (a live token) also gets their level, this month’s deposits ' +
      'and valid turnover, and what is missing for the next level and to keep the current one.',
    response: envelope(vipOverview),
  },
  ...pointEndpoints,
  ...rebateEndpoints,
  ...promotionEndpoints,
} as const;
