// Cashback (the family's `manualRebate`): each member's valid turnover (turnover/) times the
// rate of their VIP level's category (vip/ `rebate_rates`), paid through the ledger once per
// period. With MANUAL_REBATE on, members claim what is due since their last claim; with it
// off, the daily job pays each day's. Both move one watermark per member, so no turnover is
// paid twice, whichever way it is paid or however the switch is turned.
export { categoryRebate, rebateOf } from './calculation';
export { claimRebate, membersClaimRebate, rebateClaims, rebateSummary } from './claims';
export { dailyRebateJob, payDailyRebates, rebateBatchSize } from './daily';
