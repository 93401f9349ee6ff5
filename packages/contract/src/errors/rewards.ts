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
  /** A cashback claim with nothing to pay since the member's last one: nothing changes. */
  rewardsRebateNothingClaimable: error(
    'rewards.rebate.nothing.claimable',
    'rewards_rebate_nothing_claimable',
    409,
  ),
  /** The brand pays cashback daily by itself (MANUAL_REBATE off): there is nothing to claim. */
  rewardsRebatePaidDaily: error('rewards.rebate.paid.daily', 'rewards_rebate_paid_daily', 409),
  /** The brand runs no points programme, or has closed conversion (rate 0). */
  rewardsPointsConversionClosed: error(
    'rewards.points.conversion.closed',
    'rewards_points_conversion_closed',
    409,
  ),
  /** Fewer points than the brand's minimum conversion: `value.min`. */
  rewardsPointsBelowMinimum: error(
    'rewards.points.below.minimum',
    'rewards_points_below_minimum',
    400,
  ),
  /** More points than the member holds: `value.balance`. */
  rewardsPointsInsufficient: error(
    'rewards.points.insufficient',
    'rewards_points_insufficient',
    409,
  ),
  /** So few points that they buy less than a cent: nothing converts. */
  rewardsPointsWorthNothing: error(
    'rewards.points.worth.nothing',
    'rewards_points_worth_nothing',
    400,
  ),
  /** No promotion of that id the member can see. */
  rewardsPromotionNotFound: error('rewards.promotion.unknown', 'rewards_promotion_not_found', 404),
  /** Not started yet, or over: `value.startAt`, `value.endAt`. */
  rewardsPromotionNotOpen: error('rewards.promotion.closed', 'rewards_promotion_not_open', 409),
  rewardsPromotionAlreadyJoined: error(
    'rewards.promotion.joined',
    'rewards_promotion_already_joined',
    409,
  ),
  /** The promotion is for members without a deposit yet. */
  rewardsPromotionNewMembersOnly: error(
    'rewards.promotion.ineligible',
    'rewards_promotion_new_members_only',
    409,
  ),
  /** The member's VIP level is not among the promotion's. */
  rewardsPromotionVipLevel: error(
    'rewards.promotion.ineligible',
    'rewards_promotion_vip_level',
    409,
  ),
  /**
   * A withdrawal while a bonus's wagering is not met: `value.remaining` (major units) of
   * valid turnover still needed, `value.required`, `value.done`.
   */
  rewardsBonusWageringNotMet: error(
    'rewards.bonus.wagering',
    'rewards_bonus_wagering_not_met',
    409,
  ),
} as const;
