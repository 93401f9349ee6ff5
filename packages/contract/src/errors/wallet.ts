/** Errors of the wallet domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const walletErrors = {
  // The ledger
  insufficientFunds: {
    code: 'wallet.insufficient.funds',
    message: 'insufficient_balance',
    status: 409,
  },
  idempotencyConflict: {
    code: 'ledger.idempotency.conflict',
    message: 'duplicate_request',
    status: 409,
  },

  // Deposits and payment gateways
  depositMethodUnavailable: {
    code: 'wallet.deposit.method.unavailable',
    message: 'deposit_method_unavailable',
    status: 400,
  },
  depositNotFound: { code: 'wallet.deposit.not.found', message: 'deposit_not_found', status: 404 },
  depositBelowMin: { code: 'wallet.deposit.below.min', message: 'deposit_below_min', status: 400 },
  depositAboveMax: { code: 'wallet.deposit.above.max', message: 'deposit_above_max', status: 400 },
  depositAlreadySettled: {
    code: 'wallet.deposit.already.settled',
    message: 'deposit_already_settled',
    status: 409,
  },
  depositAmountMismatch: {
    code: 'wallet.deposit.amount.mismatch',
    message: 'deposit_amount_mismatch',
    status: 409,
  },
  depositSettledByGateway: {
    code: 'wallet.deposit.not.manual',
    message: 'deposit_settled_by_gateway',
    status: 409,
  },
  gatewaySignatureInvalid: {
    code: 'wallet.deposit.callback.signature',
    message: 'gateway_signature_invalid',
    status: 401,
  },

  // Withdrawals and bank cards
  withdrawalBelowMin: {
    code: 'wallet.withdrawal.below.min',
    message: 'withdrawal_below_min',
    status: 400,
  },
  withdrawalAboveMax: {
    code: 'wallet.withdrawal.above.max',
    message: 'withdrawal_above_max',
    status: 400,
  },
  withdrawalDailyLimit: {
    code: 'wallet.withdrawal.daily.limit',
    message: 'withdrawal_daily_limit',
    status: 409,
  },
  withdrawalTurnoverNotMet: {
    code: 'wallet.withdrawal.turnover',
    message: 'withdrawal_turnover_not_met',
    status: 409,
  },
  withdrawalNotFound: {
    code: 'wallet.withdrawal.unknown',
    message: 'withdrawal_not_found',
    status: 404,
  },
  withdrawalStatusInvalid: {
    code: 'wallet.withdrawal.status',
    message: 'withdrawal_status_invalid',
    status: 409,
  },
  withdrawalAlreadyConfirmed: {
    code: 'wallet.withdrawal.confirmed',
    message: 'withdrawal_already_confirmed',
    status: 409,
  },
  withdrawalNotPaid: {
    code: 'wallet.withdrawal.not.paid',
    message: 'withdrawal_not_paid',
    status: 409,
  },
  withdrawalProofTooBig: {
    code: 'wallet.withdrawal.proof.size',
    message: 'withdrawal_proof_too_big',
    status: 400,
  },
  withdrawalProofTooMany: {
    code: 'wallet.withdrawal.proof.count',
    message: 'withdrawal_proof_too_many',
    status: 400,
  },
  withdrawalProofType: {
    code: 'wallet.withdrawal.proof.type',
    message: 'withdrawal_proof_type',
    status: 400,
  },
  withdrawalProofRequired: {
    code: 'wallet.withdrawal.proof.missing',
    message: 'withdrawal_proof_required',
    status: 400,
  },
  withdrawalReceivedAmountInvalid: {
    code: 'request.invalid',
    message: 'withdrawal_received_amount_invalid',
    status: 400,
  },
  bankCardNameMismatch: {
    code: 'wallet.bank.card.name',
    message: 'bank_card_name_mismatch',
    status: 400,
  },
  bankCardLimit: { code: 'wallet.bank.card.limit', message: 'bank_card_limit', status: 409 },
  bankCardExists: { code: 'wallet.bank.card.exists', message: 'bank_card_exists', status: 409 },
  bankCardNotFound: {
    code: 'wallet.bank.card.unknown',
    message: 'bank_card_not_found',
    status: 404,
  },

  // Transfers
  transferWalletUnknown: {
    code: 'wallet.transfer.wallet',
    message: 'wallet_not_found',
    status: 400,
  },
  transferSingleWallet: {
    code: 'wallet.transfer.single',
    message: 'wallet_single_no_transfer',
    status: 409,
  },
  transferViaMain: {
    code: 'wallet.transfer.same',
    message: 'wallet_transfer_via_main',
    status: 400,
  },
  transferWalletEmpty: { code: 'wallet.transfer.empty', message: 'wallet_empty', status: 409 },
  transferNoUpline: {
    code: 'wallet.transfer.no.upline',
    message: 'transfer_no_upline',
    status: 409,
  },
  transferNotDownline: {
    code: 'wallet.transfer.not.downline',
    message: 'transfer_not_downline',
    status: 404,
  },
  /** A downline transfer by a member who is not an agent. */
  agentRequired: { code: 'agent.required', message: 'error_not_agent', status: 403 },

  // Payment settings and the payment password
  paymentMethodNotFound: {
    code: 'wallet.method.not.found',
    message: 'payment_method_not_found',
    status: 404,
  },
  paymentPasswordLocked: {
    code: 'wallet.payment.password.locked',
    message: 'payment_password_locked',
    status: 429,
  },
  paymentPasswordUnset: {
    code: 'wallet.payment.password.unset',
    message: 'payment_password_not_set',
    status: 409,
  },
  paymentPasswordWrong: {
    code: 'wallet.payment.password.wrong',
    message: 'payment_password_wrong',
    status: 400,
  },
  paymentPasswordFormat: {
    code: 'wallet.payment.password.format',
    message: 'payment_password_format',
    status: 400,
  },
  paymentPasswordMismatch: {
    code: 'wallet.payment.password.mismatch',
    message: 'inconsistent_twice',
    status: 400,
  },
  paymentPasswordSameAsLogin: {
    code: 'wallet.payment.password.same',
    message: 'payment_password_same_as_login',
    status: 400,
  },
  loginPasswordWrong: {
    code: 'wallet.login.password.wrong',
    message: 'login_password_wrong',
    status: 400,
  },
  /** The payee name is set once; only an operator changes it afterwards. */
  payeeNameAlreadySet: {
    code: 'member.payee.name.set',
    message: 'payee_name_already_set',
    status: 409,
  },

  // Records and adjustments
  dateRangeInvalid: { code: 'wallet.records.range', message: 'date_range_invalid', status: 400 },
  dateRangeTooLong: {
    code: 'wallet.records.range.long',
    message: 'date_range_too_long',
    status: 400,
  },
  adjustmentTrialAccount: {
    code: 'wallet.adjustment.trial',
    message: 'adjustment_trial_account',
    status: 409,
  },
  adjustmentExceedsBalance: {
    code: 'wallet.adjustment.insufficient',
    message: 'adjustment_exceeds_balance',
    status: 409,
  },
} as const;
