import { z } from 'zod';
import { envelope } from './envelope';
import { pointEndpoints } from './console-rewards-points';
import { vipLevel } from './rewards';
import { gameCategories } from './system-values';
import { plainText } from './text-fields';
import { parseAmount } from './wallet-values';

export * from './console-rewards-points';

// The console's Rewards section (`/bo/rewards/...`): the brand's VIP ladder and the rules of
// valid turnover. Amounts are typed as major units (a number or a string of at most 2
// decimals, zero allowed) and answered as numbers, like the payment and lottery settings;
// rates and weights are integer basis points (10000 = 100 %).

/** The most levels a ladder has (0 … 20). */
export const maxVipLevel = 20;
/** A weight never makes turnover larger than the stakes: 0 … 100 %. */
export const maxTurnoverWeight = 10_000;
/** A rebate rate of a level: at most 10 % of valid turnover. */
export const maxRebateRate = 1_000;

/** A sum of money an operator types, zero allowed: minor units once parsed. */
export const moneySetting = z.union([z.number(), z.string()]).transform((value, context) => {
  const minor = parseAmount(value);
  if (minor === null) {
    context.addIssue({ code: 'custom', message: 'amount_format' });
    return z.NEVER;
  }
  return minor;
});

const basisPoints = (max: number) => z.number().int().min(0).max(max);

export const vipLevelInput = z
  .object({
    level: z.number().int().min(0).max(maxVipLevel),
    name: plainText({ min: 1, max: 32 }),
    upgradeDeposits: moneySetting,
    upgradeTurnover: moneySetting,
    retainDeposits: moneySetting,
    retainTurnover: moneySetting,
    benefits: z
      .object({
        rebateRates: z.partialRecord(z.enum(gameCategories), basisPoints(maxRebateRate)),
        dailyWithdrawalLimit: moneySetting.nullable(),
        upgradeBonus: moneySetting,
        birthdayBonus: moneySetting,
      })
      .strict(),
  })
  .strict();
export type VipLevelInput = z.input<typeof vipLevelInput>;
/** A level as parsed: amounts in minor units. */
export type ParsedVipLevel = z.output<typeof vipLevelInput>;

/**
 * The whole ladder, replacing the brand's: levels 0 … n, each once. Level 0 is where every
 * member starts (no thresholds); each level asks at least what the one below asks, and keeping
 * a level never asks more than reaching it. A level a member holds cannot be removed.
 */
export const vipLevelsBody = z
  .object({
    levels: z
      .array(vipLevelInput)
      .min(1)
      .max(maxVipLevel + 1),
  })
  .strict();
export type VipLevelsBody = z.input<typeof vipLevelsBody>;
export type ParsedVipLevelsBody = z.output<typeof vipLevelsBody>;

/** How one game category counts towards valid turnover. */
export const turnoverRule = z.object({
  category: z.enum(gameCategories),
  /** Basis points of the settled stakes that count (10000: all of it). */
  weight: z.number().int(),
  /** Excluded: none of the category's stakes count. */
  excluded: z.boolean(),
});
export type TurnoverRule = z.infer<typeof turnoverRule>;

export const turnoverRuleInput = z
  .object({
    category: z.enum(gameCategories),
    weight: basisPoints(maxTurnoverWeight),
    excluded: z.boolean(),
  })
  .strict();

/** Rules of some categories; the others keep theirs. */
export const turnoverRulesBody = z
  .object({ rules: z.array(turnoverRuleInput).min(1).max(gameCategories.length) })
  .strict();
export type TurnoverRulesBody = z.input<typeof turnoverRulesBody>;

export const endpoints = {
  vipLevels: {
    method: 'GET',
    path: '/bo/rewards/vip-levels',
    summary: 'The brand’s VIP levels with their thresholds and benefits',
    response: envelope(z.array(vipLevel)),
  },
  updateVipLevels: {
    method: 'PUT',
    path: '/bo/rewards/vip-levels',
    summary: 'Replace the brand’s VIP ladder (levels 0 … n)',
    description:
      'Level 0 has no thresholds; each level asks at least what the level below asks; ' +
      'retention thresholds are at most the upgrade thresholds of their level. A level some ' +
      'member holds cannot be removed. Members take a renamed level’s name at once; ' +
      'thresholds apply from the next evaluation of ranks.',
    body: vipLevelsBody,
    response: envelope(z.array(vipLevel)),
  },
  turnoverRules: {
    method: 'GET',
    path: '/bo/rewards/turnover-rules',
    summary: 'How each game category counts towards valid turnover (weight, exclusion)',
    response: envelope(z.array(turnoverRule)),
  },
  updateTurnoverRules: {
    method: 'PUT',
    path: '/bo/rewards/turnover-rules',
    summary: 'Set the weight or exclusion of some game categories in valid turnover',
    description:
      'A rule holds for the whole of every period computed after it, including the current one.',
    body: turnoverRulesBody,
    response: envelope(z.array(turnoverRule)),
  },
  ...pointEndpoints,
} as const;
