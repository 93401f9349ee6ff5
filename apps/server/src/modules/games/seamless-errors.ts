import { AppError } from '../../platform/http/app-error';

// What the seamless wallet refuses, as vendors see it: `errorCode` is stable for their
// integration, `message` the i18n key (the studio's client shows it to the player).

/** Unknown vendor, a vendor without a seamless secret, or a signature that does not hold. */
export const invalidSignature = () =>
  new AppError('seamless.signature.invalid', 'invalid_signature', 401);

/** Unknown, already used or older than its five minutes. */
export const launchTokenInvalid = () =>
  new AppError('seamless.launch.token.invalid', 'launch_token_invalid', 401);

/** No session of this vendor has this token. */
export const gameSessionInvalid = () =>
  new AppError('seamless.session.invalid', 'game_session_invalid', 401);

/** Bets need a live session; wins and rollbacks do not. */
export const gameSessionExpired = () =>
  new AppError('seamless.session.expired', 'game_session_expired', 401);

export const accountLocked = () => new AppError('account.locked', 'account_locked', 403);

/** The same transaction id with other content (kind, player, round, amount...). */
export const duplicateTransaction = () =>
  new AppError('seamless.transaction.duplicate', 'duplicate_transaction', 409);

/** The vendor rolled this bet back before sending it: it is never taken. */
export const betRolledBack = () => new AppError('seamless.bet.rolled.back', 'bet_rolled_back', 409);

/** A rollback may undo only a debit of the same player and the same kind of money. */
export const rollbackNotAllowed = () =>
  new AppError('seamless.rollback.not.allowed', 'rollback_not_allowed', 409);

/** The vendor's round id is already another player's round. */
export const roundOfAnotherPlayer = () =>
  new AppError('seamless.round.taken', 'round_id_taken', 409);
