// The rewards module's public surface: what main.ts (the rank job), app.ts (routes), the
// seed and other modules may call. Its sub-domains, each entered through its own service.ts:
//   turnover/  valid turnover, the ONE definition every reward reads (VIP now; points,
//              rebates, bonus wagering and agent commissions next), and its per-category rules
//   vip/       VIP levels, members' ranks, the rank job and upgrade bonuses
//   rebate/    cashback: claimed by members (MANUAL_REBATE on) or paid by the daily job
//   points/    points earned on valid turnover (the earning job), the journal, conversion
//   promotions/ promotions members take: deposit matches and fixed bonuses, their wagering
export {
  fullWeight,
  turnoverRulesOf,
  validTurnover,
  weighted,
  type MemberTurnover,
  type TurnoverRule,
} from './turnover/service';
export { evaluateVipRanks, saveLadder, vipLevelList, vipOverview, vipRankJob } from './vip/service';
export {
  earnPoints,
  pointSettingsOf,
  pointsEarningJob,
  savePointRates,
  savePointSettings,
} from './points/service';
export { dailyRebateJob, payDailyRebates } from './rebate/service';
export {
  addPromotionRule,
  bonusDetails,
  installPromotionReactions,
  joinPromotion,
  promotionOffers,
} from './promotions/service';
