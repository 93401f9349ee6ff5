import { error } from './entry';

/**
 * Errors of the rewards domain: the console's VIP ladder and turnover rules. A refused ladder
 * or rule changes nothing; `value.level` names the level a refusal is about.
 */
export const rewardsErrors = {
  rewardsVipLevelsNotContiguous: error(
    'rewards.vip.levels.invalid',
    'rewards_vip_levels_not_contiguous',
    400,
  ),
  rewardsVipLevelZeroThresholds: error(
    'rewards.vip.levels.invalid',
    'rewards_vip_level_zero_thresholds',
    400,
  ),
  rewardsVipThresholdsDecrease: error(
    'rewards.vip.levels.invalid',
    'rewards_vip_thresholds_decrease',
    400,
  ),
  rewardsVipRetentionAboveUpgrade: error(
    'rewards.vip.levels.invalid',
    'rewards_vip_retention_above_upgrade',
    400,
  ),
  rewardsVipNameTaken: error('rewards.vip.levels.invalid', 'rewards_vip_name_taken', 400),
  /** Members hold a level the new ladder leaves out. */
  rewardsVipLevelInUse: error('rewards.vip.level.in.use', 'rewards_vip_level_in_use', 409),
  rewardsTurnoverRuleRepeated: error(
    'rewards.turnover.rule.invalid',
    'rewards_turnover_rule_repeated',
    400,
  ),
} as const;
