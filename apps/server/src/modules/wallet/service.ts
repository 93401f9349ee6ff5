// The wallet module's public surface: what other modules (games, rewards, agents, the
// console) and tools (benchmarks) may call. Everything else in this folder is internal.
export { post, walletBalance, memberAccounts, insufficientFunds } from './ledger';
export type { AccountRef, Leg, PostingRequest, PostingResult } from './ledger';
export { reconcile, reconcileAll, type Reconciliation } from './reconcile';
export { balanceOf } from './balances';
export { adjustBalance, memberNotFound, type Adjustment } from './adjustments';
export { mainBalancesOf, memberLedgerPage, memberWallets } from './member-books';
export { walletSettingsOf } from './settings';
export { verifyPaymentPassword } from './payment-password';
export { creditWin, debitBet, refundBet, type RoundMovement } from './game-wallet';
export { resolveRange, type DateRange } from './records';
export { signPayload, signatureMatches } from './payment-gateway';
export { creditedDepositsByDay, paidWithdrawalsByDay } from './reports-queries';
