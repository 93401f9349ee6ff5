import { AppError } from '../../../platform/http/app-error';

// What the seamless wallet refuses, as vendors see them: `errorCode` is stable for their
// integration, `message` the i18n key (the studio's client shows it to the player). The
// codes are the games catalogue's (contract `errors/games.ts`).

export const invalidSignature = () => AppError.of('seamlessSignatureInvalid');
export const launchTokenInvalid = () => AppError.of('launchTokenInvalid');
export const gameSessionInvalid = () => AppError.of('gameSessionInvalid');
export const gameSessionExpired = () => AppError.of('gameSessionExpired');
export const accountLocked = () => AppError.of('gameAccountLocked');
export const duplicateTransaction = () => AppError.of('duplicateTransaction');
export const betRolledBack = () => AppError.of('betRolledBack');
export const rollbackNotAllowed = () => AppError.of('rollbackNotAllowed');
export const roundOfAnotherPlayer = () => AppError.of('roundOfAnotherPlayer');
