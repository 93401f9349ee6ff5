// VIP ranks: each merchant's ladder of levels (thresholds over a calendar month, benefits),
// each member's level, kept by the rank job (upgrades as soon as a month's figures reach a
// level, a level down at a month's end when they miss its retention), and the player's view.
export { evaluateVipRanks, vipBatchSize, vipRankJob } from './evaluation';
export { saveLadder, updateVipLevels, vipLevelList } from './levels';
export { vipOverview } from './overview';
export { keepsLevel, levelReached, monthOf, previousMonth } from './ladder';
export {
  merchantsWithRebateRates,
  rebateRatesOfMembers,
  type LevelRebateRates,
} from './rebate-rates';
