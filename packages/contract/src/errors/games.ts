/** Errors of the games domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const gamesErrors = {
  gameNotFound: { code: 'game.not.found', message: 'game_not_found', status: 404 },
  gameMaintenance: { code: 'game.maintenance', message: 'game_maintenance', status: 503 },
  trialAccountOnly: { code: 'account.trial', message: 'in_need_true_account', status: 403 },
  freePlayUnsupported: {
    code: 'game.free_play.unsupported',
    message: 'free_play_unsupported',
    status: 400,
  },
  gameDemoOnly: { code: 'game.demo_only', message: 'game_demo_only', status: 409 },
  betRecordNotFound: {
    code: 'games.bet.record.not.found',
    message: 'bet_record_not_found',
    status: 404,
  },
  vendorNotFound: { code: 'bo.game.vendor.unknown', message: 'vendor_not_found', status: 404 },
  vendorExists: { code: 'bo.game.vendor.exists', message: 'vendor_exists', status: 409 },
  // The seamless wallet's refusals, as vendors see them: codes stable for their integration.
  /** Unknown vendor, a vendor without a seamless secret, or a signature that does not hold. */
  seamlessSignatureInvalid: {
    code: 'seamless.signature.invalid',
    message: 'invalid_signature',
    status: 401,
  },
  /** Unknown, already used or older than its five minutes. */
  launchTokenInvalid: {
    code: 'seamless.launch.token.invalid',
    message: 'launch_token_invalid',
    status: 401,
  },
  /** No session of this vendor has this token. */
  gameSessionInvalid: {
    code: 'seamless.session.invalid',
    message: 'game_session_invalid',
    status: 401,
  },
  /** Bets need a live session; wins and rollbacks do not. */
  gameSessionExpired: {
    code: 'seamless.session.expired',
    message: 'game_session_expired',
    status: 401,
  },
  gameAccountLocked: { code: 'account.locked', message: 'account_locked', status: 403 },
  /** The same transaction id with other content (kind, player, round, amount...). */
  duplicateTransaction: {
    code: 'seamless.transaction.duplicate',
    message: 'duplicate_transaction',
    status: 409,
  },
  /** The vendor rolled this bet back before sending it: it is never taken. */
  betRolledBack: { code: 'seamless.bet.rolled.back', message: 'bet_rolled_back', status: 409 },
  /** A rollback may undo only a debit of the same player and the same kind of money. */
  rollbackNotAllowed: {
    code: 'seamless.rollback.not.allowed',
    message: 'rollback_not_allowed',
    status: 409,
  },
  /** The vendor's round id is already another player's round. */
  roundOfAnotherPlayer: { code: 'seamless.round.taken', message: 'round_id_taken', status: 409 },
} as const;
