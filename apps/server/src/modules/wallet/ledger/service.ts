// The ledger's public surface inside the wallet: postings, balances, books and turnover.
export { accountId, insufficientFunds, post } from './posting';
export type { Leg, PostingRequest, PostingResult } from './posting';
export type { AccountRef, MemberAccountKind, MemberAccountRef } from './account-queries';
export {
  lockedWalletBalance,
  mainWalletBalancePart,
  mainBalancesOf,
  memberAccounts,
  walletBalance,
} from './account-queries';
export { depositsByMember, memberEntriesPage } from './entry-queries';
export { reconcile, reconcileAll, type Reconciliation } from './reconcile';
export { balanceOf, walletsOf } from './balances';
export {
  memberBalances,
  memberLedger,
  memberLedgerPage,
  memberOfMerchant,
  memberWallets,
} from './member-books';
export {
  creditWin,
  creditWins,
  debitBet,
  postRoundAlongside,
  refundBet,
  refundBets,
  type RoundMovement,
} from './game-wallet';
export type { Alongside } from './queries';
export { turnoverProgress, type TurnoverProgress } from './turnover';
export { orderNumber } from './order-numbers';
