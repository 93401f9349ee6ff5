// Withdrawals: the member's request (held from the main wallet), the operator's review and
// payout, the member's receipt, the auto-receipt job, and the bank cards they are paid to.
export { addBankCard, bankCardsOf, removeBankCard } from './bank-cards';
export { confirmOverdueWithdrawals, withdrawalAutoReceiptJob } from './auto-receipt';
export { withdrawalOrders } from './orders';
export { paidWithdrawalsByDay } from './paid-order-queries';
export { answerReceipt } from './receipt';
export { withdraw, withdrawInfo, type WithdrawalRequest } from './request';
export { backofficeWithdrawals, reviewWithdrawal, withdrawalProof } from './review';
