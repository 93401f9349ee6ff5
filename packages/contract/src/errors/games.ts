import { error } from './entry';

/** Errors of the games domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const gamesErrors = {
  gameNotFound: error('game.not.found', 'game_not_found', 404),
  gameMaintenance: error('game.maintenance', 'game_maintenance', 503),
  trialAccountOnly: error('account.trial', 'in_need_true_account', 403),
  freePlayUnsupported: error('game.free_play.unsupported', 'free_play_unsupported', 400),
  gameDemoOnly: error('game.demo_only', 'game_demo_only', 409),
  betRecordNotFound: error('games.bet.record.not.found', 'bet_record_not_found', 404),
  vendorNotFound: error('bo.game.vendor.unknown', 'vendor_not_found', 404),
  vendorExists: error('bo.game.vendor.exists', 'vendor_exists', 409),
  // The seamless wallet's refusals, as vendors see them: codes stable for their integration.
  /** Unknown vendor, a vendor without a seamless secret, or a signature that does not hold. */
  seamlessSignatureInvalid: error('seamless.signature.invalid', 'invalid_signature', 401),
  /** Unknown, already used or older than its five minutes. */
  launchTokenInvalid: error('seamless.launch.token.invalid', 'launch_token_invalid', 401),
  /** No session of this vendor has this token. */
  gameSessionInvalid: error('seamless.session.invalid', 'game_session_invalid', 401),
  /** Bets need a live session; wins and rollbacks do not. */
  gameSessionExpired: error('seamless.session.expired', 'game_session_expired', 401),
  gameAccountLocked: error('account.locked', 'account_locked', 403),
  /** The same transaction id with other content (kind, player, round, amount...). */
  duplicateTransaction: error('seamless.transaction.duplicate', 'duplicate_transaction', 409),
  /** The vendor rolled this bet back before sending it: it is never taken. */
  betRolledBack: error('seamless.bet.rolled.back', 'bet_rolled_back', 409),
  /** A rollback may undo only a debit of the same player and the same kind of money. */
  rollbackNotAllowed: error('seamless.rollback.not.allowed', 'rollback_not_allowed', 409),
  /** The vendor's round id is already another player's round. */
  roundOfAnotherPlayer: error('seamless.round.taken', 'round_id_taken', 409),
} as const;
