// The wallet module's public surface: what other modules (games, member, console, studio)
// and tools (benchmarks, seed, the job runner) may call. Everything else is internal. Its
// sub-domains, each entered through its own service.ts:
//   ledger/           the double-entry ledger: postings, balances, member books, the game
//                     wallet's bets and wins, turnover, reconciliation, order numbers
//   deposits/         deposit orders, payment gateways (the demo one and its page), the queue
//   withdrawals/      requests, review and payout, receipts and auto-receipt, bank cards
//   transfers/        main ↔ vendor wallets, member → upline, agent → downline
//   payment-settings/ the merchant's payment methods and wallet limits; the payment password
//   account/          "My account": profile, payee name, setting the payment password
//   records/          the member centre's account record, bonus details, profit and loss
//   adjustments/      an operator's manual credit or debit of a member's main wallet
export {
  creditWin,
  creditWins,
  debitBet,
  depositsByMember,
  insufficientFunds,
  mainBalancesOf,
  mainWalletBalancePart,
  memberLedgerPage,
  memberWallets,
  post,
  postRoundAlongside,
  reconcile,
  reconcileAll,
  refundBet,
  refundBets,
  walletBalance,
  type AccountRef,
  type Alongside,
  type Leg,
  type PostingRequest,
  type PostingResult,
  type Reconciliation,
  type RoundMovement,
} from './ledger/service';
export { adjustBalance, memberNotFound, type Adjustment } from './adjustments/service';
export { verifyPaymentPassword, walletSettingsOf } from './payment-settings/service';
export { creditedDepositsByDay, signPayload, signatureMatches } from './deposits/service';
export { paidWithdrawalsByDay, withdrawalAutoReceiptJob } from './withdrawals/service';
export { resolveRange, type DateRange } from './records/service';
export {
  guardWithdrawals,
  reactToCreditedDeposits,
  type CreditedDeposit,
  type DepositReaction,
  type WithdrawalGuard,
} from './reactions';
