import { newToken, sha256Hex } from '../../../platform/crypto/tokens';
import type { Database } from '../../../platform/db/database';
import { walletBalance } from '../../wallet/service';
import {
  accountLocked,
  gameSessionExpired,
  gameSessionInvalid,
  launchTokenInvalid,
} from './errors';
import {
  claimLaunchToken,
  findGameSession,
  insertGameSession,
  lockedGameSession,
  playBalanceOf,
  type GameSessionView,
} from './queries';

/**
 * The seamless wallet (issue 6): how every vendor, the studio included, moves a player's
 * money. Each money call is ONE database transaction holding the vendor's transaction row
 * (its idempotency), the ledger posting and the round's bet record, so they commit together
 * or not at all. Amounts are bigint minor units. Real-money sessions play from the member's
 * main wallet; free-play sessions move only the session's play money (no posting, no bet
 * record), with the same idempotency.
 */

/** A debit keeps the game session alive this long (wins and rollbacks need no live session). */
export const gameSessionLifetimeMs = 2 * 3_600_000;

export type SeamlessSession = {
  sessionToken: string;
  memberId: bigint;
  merchantId: number;
  username: string;
  currency: string;
  balance: bigint;
  freePlay: boolean;
  gameId: number;
  vendorGameId: string;
  language: string;
};

export type SeamlessResult = { balance: bigint; transactionId: string };

export type DebitCall = {
  sessionToken: string;
  transactionId: string;
  roundId: string;
  amount: bigint;
};
export type CreditCall = DebitCall & { roundEnded?: boolean };
export type RollbackCall = {
  sessionToken: string;
  transactionId: string;
  refTransactionId: string;
  roundId: string;
};

/** Exchanges a one-time launch token for a session token (kept hashed, like the launch token). */
export async function authenticate(
  db: Database,
  vendorCode: string,
  launchToken: string,
): Promise<SeamlessSession> {
  const sessionToken = newToken();
  const now = new Date();
  const claimed = await claimLaunchToken(
    db,
    vendorCode,
    sha256Hex(launchToken),
    sha256Hex(sessionToken),
    now,
    new Date(now.getTime() + gameSessionLifetimeMs),
  );
  const session = claimed && (await findGameSession(db, vendorCode, sha256Hex(sessionToken)));
  if (!session) throw launchTokenInvalid();
  if (session.memberStatus !== 'active') throw accountLocked();
  return {
    sessionToken,
    memberId: session.memberId,
    merchantId: session.merchantId,
    username: session.username,
    currency: session.currency,
    balance: await balanceOf(db, session),
    freePlay: session.freePlay,
    gameId: session.gameId,
    vendorGameId: session.vendorGameId,
    language: session.language,
  };
}

/** The balance a game shows. Only a live session answers: it is the player's screen. */
export async function sessionBalance(
  db: Database,
  vendorCode: string,
  sessionToken: string,
): Promise<{ balance: bigint; currency: string }> {
  const session = await sessionOf(db, vendorCode, sessionToken);
  if (session.expiresAt <= new Date()) throw gameSessionExpired();
  return { balance: await balanceOf(db, session), currency: session.currency };
}

/** Opens the game session of a launch (in the launch's transaction). */
export const openGameSession = insertGameSession;

export async function sessionOf(db: Database, vendorCode: string, sessionToken: string) {
  const session = await findGameSession(db, vendorCode, sha256Hex(sessionToken));
  if (!session) throw gameSessionInvalid();
  return session;
}

/**
 * A money call's session, read in its transaction as the call's vendor transaction id is
 * locked (one statement): the calls with that id wait for each other from here on. A round
 * played at once locks its bet's and its win's ids together.
 */
export async function lockedSessionOf(
  tx: Database,
  vendorCode: string,
  sessionToken: string,
  transactionIds: string | readonly [string, string],
): Promise<GameSessionView> {
  const ids = typeof transactionIds === 'string' ? ([transactionIds] as const) : transactionIds;
  const session = await lockedGameSession(tx, vendorCode, sha256Hex(sessionToken), ids);
  if (!session) throw gameSessionInvalid();
  return session;
}

/** Play money of a free-play session, the main wallet otherwise. */
export async function balanceOf(db: Database, session: GameSessionView): Promise<bigint> {
  if (session.freePlay) return playBalanceOf(db, session.id);
  return walletBalance(db, session.memberId);
}
