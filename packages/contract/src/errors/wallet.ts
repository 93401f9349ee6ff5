import { error } from './entry';

/** Errors of the wallet domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const walletErrors = {
  // The ledger
  insufficientFunds: error('wallet.insufficient.funds', 'insufficient_balance', 409),
  idempotencyConflict: error('ledger.idempotency.conflict', 'duplicate_request', 409),

  // Deposits and payment gateways
  depositMethodUnavailable: error(
    'wallet.deposit.method.unavailable',
    'deposit_method_unavailable',
    400,
  ),
  depositNotFound: error('wallet.deposit.not.found', 'deposit_not_found', 404),
  depositBelowMin: error('wallet.deposit.below.min', 'deposit_below_min', 400),
  depositAboveMax: error('wallet.deposit.above.max', 'deposit_above_max', 400),
  depositAlreadySettled: error('wallet.deposit.already.settled', 'deposit_already_settled', 409),
  depositAmountMismatch: error('wallet.deposit.amount.mismatch', 'deposit_amount_mismatch', 409),
  depositSettledByGateway: error('wallet.deposit.not.manual', 'deposit_settled_by_gateway', 409),
  gatewaySignatureInvalid: error(
    'wallet.deposit.callback.signature',
    'gateway_signature_invalid',
    401,
  ),

  // Withdrawals and bank cards
  withdrawalBelowMin: error('wallet.withdrawal.below.min', 'withdrawal_below_min', 400),
  withdrawalAboveMax: error('wallet.withdrawal.above.max', 'withdrawal_above_max', 400),
  withdrawalDailyLimit: error('wallet.withdrawal.daily.limit', 'withdrawal_daily_limit', 409),
  withdrawalTurnoverNotMet: error('wallet.withdrawal.turnover', 'withdrawal_turnover_not_met', 409),
  withdrawalNotFound: error('wallet.withdrawal.unknown', 'withdrawal_not_found', 404),
  withdrawalStatusInvalid: error('wallet.withdrawal.status', 'withdrawal_status_invalid', 409),
  withdrawalAlreadyConfirmed: error(
    'wallet.withdrawal.confirmed',
    'withdrawal_already_confirmed',
    409,
  ),
  withdrawalNotPaid: error('wallet.withdrawal.not.paid', 'withdrawal_not_paid', 409),
  withdrawalProofTooBig: error('wallet.withdrawal.proof.size', 'withdrawal_proof_too_big', 400),
  withdrawalProofTooMany: error('wallet.withdrawal.proof.count', 'withdrawal_proof_too_many', 400),
  withdrawalProofType: error('wallet.withdrawal.proof.type', 'withdrawal_proof_type', 400),
  withdrawalProofRequired: error(
    'wallet.withdrawal.proof.missing',
    'withdrawal_proof_required',
    400,
  ),
  withdrawalReceivedAmountInvalid: error(
    'request.invalid',
    'withdrawal_received_amount_invalid',
    400,
  ),
  bankCardNameMismatch: error('wallet.bank.card.name', 'bank_card_name_mismatch', 400),
  bankCardLimit: error('wallet.bank.card.limit', 'bank_card_limit', 409),
  bankCardExists: error('wallet.bank.card.exists', 'bank_card_exists', 409),
  bankCardNotFound: error('wallet.bank.card.unknown', 'bank_card_not_found', 404),

  // Transfers
  transferWalletUnknown: error('wallet.transfer.wallet', 'wallet_not_found', 400),
  transferSingleWallet: error('wallet.transfer.single', 'wallet_single_no_transfer', 409),
  transferViaMain: error('wallet.transfer.same', 'wallet_transfer_via_main', 400),
  transferWalletEmpty: error('wallet.transfer.empty', 'wallet_empty', 409),
  transferNoUpline: error('wallet.transfer.no.upline', 'transfer_no_upline', 409),
  transferNotDownline: error('wallet.transfer.not.downline', 'transfer_not_downline', 404),
  /** A downline transfer by a member who is not an agent. */
  agentRequired: error('agent.required', 'error_not_agent', 403),

  // Payment settings and the payment password
  paymentMethodNotFound: error('wallet.method.not.found', 'payment_method_not_found', 404),
  paymentPasswordLocked: error('wallet.payment.password.locked', 'payment_password_locked', 429),
  paymentPasswordUnset: error('wallet.payment.password.unset', 'payment_password_not_set', 409),
  paymentPasswordWrong: error('wallet.payment.password.wrong', 'payment_password_wrong', 400),
  paymentPasswordFormat: error('wallet.payment.password.format', 'payment_password_format', 400),
  paymentPasswordMismatch: error('wallet.payment.password.mismatch', 'inconsistent_twice', 400),
  paymentPasswordSameAsLogin: error(
    'wallet.payment.password.same',
    'payment_password_same_as_login',
    400,
  ),
  loginPasswordWrong: error('wallet.login.password.wrong', 'login_password_wrong', 400),
  /** The payee name is set once; only an operator changes it afterwards. */
  payeeNameAlreadySet: error('member.payee.name.set', 'payee_name_already_set', 409),

  // Records and adjustments
  dateRangeInvalid: error('wallet.records.range', 'date_range_invalid', 400),
  dateRangeTooLong: error('wallet.records.range.long', 'date_range_too_long', 400),
  adjustmentTrialAccount: error('wallet.adjustment.trial', 'adjustment_trial_account', 409),
  adjustmentExceedsBalance: error(
    'wallet.adjustment.insufficient',
    'adjustment_exceeds_balance',
    409,
  ),
} as const;
