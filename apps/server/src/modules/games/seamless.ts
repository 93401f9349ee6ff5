import { createHash } from 'node:crypto';
import { newToken, sha256Hex } from '../../platform/crypto/tokens';
import type { Database } from '../../platform/db/database';
import {
  creditWin,
  debitBet,
  insufficientFunds,
  refundBet,
  walletBalance,
  type RoundMovement,
} from '../wallet/service';
import { addStake, addWin, removeStake, type RoundKey } from './bet-records-queries';
import {
  accountLocked,
  betRolledBack,
  duplicateTransaction,
  gameSessionExpired,
  gameSessionInvalid,
  launchTokenInvalid,
  rollbackNotAllowed,
  roundOfAnotherPlayer,
} from './seamless-errors';
import {
  claimLaunchToken,
  findGameSession,
  findRollbackOf,
  findVendorTransaction,
  insertVendorTransaction,
  isVendorTransactionTaken,
  lockVendorTransaction,
  movePlayBalance,
  playBalanceOf,
  slideSessionExpiry,
  type GameSessionView,
} from './seamless-queries';

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

/**
 * A bet. Refused when the session has expired, the stake is above the balance (nothing
 * changes), or the vendor already rolled this transaction back. Slides the session's expiry.
 */
export async function debit(
  db: Database,
  vendorCode: string,
  call: DebitCall,
): Promise<SeamlessResult> {
  const session = await sessionOf(db, vendorCode, call.sessionToken);
  const fingerprint = fingerprintOf('debit', session.memberId, call.roundId, call.amount);
  return once(db, async (tx) => {
    await lockVendorTransaction(tx, session.vendorId, call.transactionId);
    const replay = await replayOf(tx, session, call.transactionId, fingerprint);
    if (replay) return replay;
    if (await findRollbackOf(tx, session.vendorId, call.transactionId)) throw betRolledBack();
    const now = new Date();
    if (session.expiresAt <= now) throw gameSessionExpired();
    if (session.memberStatus !== 'active') throw accountLocked();

    let balance: bigint;
    let postingId: bigint | null = null;
    if (session.freePlay) {
      const left = await movePlayBalance(tx, session.id, -call.amount);
      if (left === undefined) throw insufficientFunds();
      balance = left;
    } else {
      const posted = await debitBet(tx, movementOf(session, call.transactionId, call));
      ({ balance, postingId } = posted);
      if (!(await addStake(tx, roundOf(session, call.roundId), call.amount, now))) {
        throw roundOfAnotherPlayer();
      }
    }
    await slideSessionExpiry(tx, session.id, new Date(now.getTime() + gameSessionLifetimeMs));
    return store(tx, session, balance, {
      kind: 'debit',
      transactionId: call.transactionId,
      roundId: call.roundId,
      amount: call.amount,
      fingerprint,
      postingId,
    });
  });
}

/**
 * A win, 0 for a round that won nothing; accepted after the session expired (the round was
 * bet while it was live). Settles the round unless `roundEnded` is false.
 */
export async function credit(
  db: Database,
  vendorCode: string,
  call: CreditCall,
): Promise<SeamlessResult> {
  const session = await sessionOf(db, vendorCode, call.sessionToken);
  const roundEnded = call.roundEnded ?? true;
  const fingerprint = fingerprintOf(
    'credit',
    session.memberId,
    call.roundId,
    call.amount,
    String(roundEnded),
  );
  return once(db, async (tx) => {
    await lockVendorTransaction(tx, session.vendorId, call.transactionId);
    const replay = await replayOf(tx, session, call.transactionId, fingerprint);
    if (replay) return replay;

    let balance: bigint;
    let postingId: bigint | null = null;
    if (session.freePlay) {
      balance = (await movePlayBalance(tx, session.id, call.amount))!;
    } else {
      if (call.amount > 0n) {
        ({ balance, postingId } = await creditWin(
          tx,
          movementOf(session, call.transactionId, call),
        ));
      } else {
        balance = await walletBalance(tx, session.memberId);
      }
      const round = roundOf(session, call.roundId);
      if (!(await addWin(tx, round, call.amount, roundEnded, new Date()))) {
        throw roundOfAnotherPlayer();
      }
    }
    return store(tx, session, balance, {
      kind: 'credit',
      transactionId: call.transactionId,
      roundId: call.roundId,
      amount: call.amount,
      fingerprint,
      postingId,
    });
  });
}

/**
 * Refunds a debit; accepted after the session expired. A rollback of a debit never received
 * is remembered (no money moves, the answer is the balance as it is) and refuses that debit
 * if it comes late. A debit is refunded once, however many rollbacks name it.
 */
export async function rollback(
  db: Database,
  vendorCode: string,
  call: RollbackCall,
): Promise<SeamlessResult> {
  const session = await sessionOf(db, vendorCode, call.sessionToken);
  const fingerprint = fingerprintOf(
    'rollback',
    session.memberId,
    call.roundId,
    0n,
    call.refTransactionId,
  );
  return once(db, async (tx) => {
    // Both ids, always in the same order, so two rollbacks can never wait on each other.
    for (const id of [...new Set([call.transactionId, call.refTransactionId])].sort()) {
      await lockVendorTransaction(tx, session.vendorId, id);
    }
    const replay = await replayOf(tx, session, call.transactionId, fingerprint);
    if (replay) return replay;

    const row = {
      kind: 'rollback' as const,
      transactionId: call.transactionId,
      roundId: call.roundId,
      refTransactionId: call.refTransactionId,
      fingerprint,
    };
    const bet = await findVendorTransaction(tx, session.vendorId, call.refTransactionId);
    if (!bet) {
      return store(tx, session, await balanceOf(tx, session), { ...row, amount: 0n });
    }
    const wasPlayMoney = bet.postingId === null;
    if (
      bet.kind !== 'debit' ||
      bet.memberId !== session.memberId ||
      wasPlayMoney !== session.freePlay
    ) {
      throw rollbackNotAllowed();
    }
    if (await findRollbackOf(tx, session.vendorId, call.refTransactionId)) {
      return store(tx, session, await balanceOf(tx, session), { ...row, amount: 0n });
    }
    if (session.freePlay) {
      const balance = (await movePlayBalance(tx, session.id, bet.amount))!;
      return store(tx, session, balance, { ...row, amount: bet.amount });
    }
    const refunded = await refundBet(
      tx,
      movementOf(session, bet.transactionId, { roundId: bet.roundId, amount: bet.amount }),
    );
    await removeStake(
      tx,
      { memberId: session.memberId, vendorId: session.vendorId, roundId: bet.roundId },
      bet.amount,
      new Date(),
    );
    return store(tx, session, refunded.balance, {
      ...row,
      amount: bet.amount,
      postingId: refunded.postingId,
    });
  });
}

async function sessionOf(db: Database, vendorCode: string, sessionToken: string) {
  const session = await findGameSession(db, vendorCode, sha256Hex(sessionToken));
  if (!session) throw gameSessionInvalid();
  return session;
}

/** Play money of a free-play session, the main wallet otherwise. */
async function balanceOf(db: Database, session: GameSessionView): Promise<bigint> {
  if (session.freePlay) return playBalanceOf(db, session.id);
  return walletBalance(db, session.memberId);
}

function movementOf(
  session: GameSessionView,
  transactionId: string,
  call: { roundId: string; amount: bigint },
): RoundMovement {
  return {
    merchantId: session.merchantId,
    memberId: session.memberId,
    vendorCode: session.vendorCode,
    transactionId,
    roundId: call.roundId,
    category: session.category,
    amount: call.amount,
  };
}

function roundOf(session: GameSessionView, roundId: string): RoundKey {
  return {
    merchantId: session.merchantId,
    memberId: session.memberId,
    vendorId: session.vendorId,
    gameId: session.gameId,
    category: session.category,
    roundId,
  };
}

/**
 * What makes two calls with one transaction id the same call: kind, player, round, amount
 * and what else decides their effect. Tokens are left out: a vendor may retry a win with
 * the player's next session.
 */
function fingerprintOf(kind: string, memberId: bigint, ...fields: (string | bigint)[]): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, String(memberId), ...fields.map(String)]))
    .digest('hex');
}

type StoredResponse = { balance: string; transactionId: string };

/** The first answer to this transaction id, or a 409 when the id came with other content. */
async function replayOf(
  tx: Database,
  session: GameSessionView,
  transactionId: string,
  fingerprint: string,
): Promise<SeamlessResult | undefined> {
  const existing = await findVendorTransaction(tx, session.vendorId, transactionId);
  if (!existing) return undefined;
  if (existing.fingerprint !== fingerprint) throw duplicateTransaction();
  const response = existing.response as StoredResponse;
  return { balance: BigInt(response.balance), transactionId: response.transactionId };
}

async function store(
  tx: Database,
  session: GameSessionView,
  balance: bigint,
  row: {
    kind: 'debit' | 'credit' | 'rollback';
    transactionId: string;
    roundId: string;
    amount: bigint;
    fingerprint: string;
    refTransactionId?: string;
    postingId?: bigint | null;
  },
): Promise<SeamlessResult> {
  const response: StoredResponse = { balance: String(balance), transactionId: row.transactionId };
  await insertVendorTransaction(tx, {
    ...row,
    vendorId: session.vendorId,
    memberId: session.memberId,
    response,
  });
  return { balance, transactionId: row.transactionId };
}

/**
 * One transaction per call. The advisory locks make identical calls wait for each other,
 * so the second finds the first's row; should two ever get past them together, the
 * primary key lets one through and the other, run again, answers as a replay.
 */
async function once(
  db: Database,
  work: (tx: Database) => Promise<SeamlessResult>,
): Promise<SeamlessResult> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (!isVendorTransactionTaken(error)) throw error;
    return db.transaction(work);
  }
}
