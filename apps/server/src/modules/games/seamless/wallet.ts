import { sql, type SQL } from 'drizzle-orm';
import { isTransaction, type Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import {
  insufficientFunds,
  mainWalletBalancePart,
  refundBet,
  type RoundMovement,
} from '../../wallet/service';
import { removeStake, stakeAdded, winAdded, type RoundKey } from '../bet-records/service';
import {
  accountLocked,
  betRolledBack,
  gameSessionExpired,
  rollbackNotAllowed,
  roundOfAnotherPlayer,
} from './errors';
import {
  lockVendorTransaction,
  movePlayBalance,
  noEarlierCall,
  noEarlierCallNorRollback,
  recordCallWithoutPosting,
  type GameSessionView,
} from './queries';
import {
  balanceOf,
  gameSessionLifetimeMs,
  lockedSessionOf,
  type CreditCall,
  type DebitCall,
  type RollbackCall,
  type SeamlessResult,
} from './sessions';
import { earlierCalls, fingerprintOf, once, postOnce, replayOf, store } from './transactions';

// The money calls of the seamless wallet (see sessions.ts): each is ONE database
// transaction holding the vendor's transaction row, the ledger posting and the round's bet
// record. A bet or a win is four round trips: BEGIN; the session with the lock of the
// transaction id; one statement that reads the id's earlier calls and, when the id is new,
// writes the posting, the bet record and the vendor's row (`postOnce`); COMMIT. The earlier
// calls must be read after the lock, so not in the lock's statement: a statement reads what
// was committed when it started, before it waited.

/**
 * A bet. Refused when the session has expired, the stake is above the balance (nothing
 * changes), or the vendor already rolled this transaction back. Slides the session's expiry.
 */
export async function debit(
  db: Database,
  vendorCode: string,
  call: DebitCall,
): Promise<SeamlessResult> {
  return once(db, async (tx) =>
    debitIn(tx, await lockedSessionOf(tx, vendorCode, call.sessionToken, call.transactionId), call),
  );
}

/** A debit once its session is read and its transaction id locked. */
async function debitIn(
  tx: Database,
  session: GameSessionView,
  call: DebitCall,
): Promise<SeamlessResult> {
  const fingerprint = fingerprintOf('debit', session.memberId, call.roundId, call.amount);
  const now = new Date();
  const refusal =
    session.expiresAt <= now
      ? gameSessionExpired
      : session.memberStatus !== 'active'
        ? accountLocked
        : undefined;
  const slide = { sessionId: session.id, until: new Date(now.getTime() + gameSessionLifetimeMs) };
  const row = { ...callRow(session, 'debit', call), fingerprint };
  if (session.freePlay) return freePlayDebit(tx, session, row, refusal, slide);

  const outcome = await postOnce(tx, 'bet', movementOf(session, call.transactionId, call), {
    goAhead: sql`${noEarlierCallNorRollback} and ${refusal === undefined}::boolean`,
    record: (when) => stakeAdded(roundOf(session, call.roundId), call.amount, now, when),
    row,
    slide,
  });
  const replay = replayOf(outcome.first, fingerprint);
  if (replay) return replay;
  if (outcome.rolledBack) throw betRolledBack();
  if (refusal) throw refusal();
  return postedResult(outcome, call.transactionId);
}

/** A free-play bet: the session's play money, with the same idempotency and refusals. */
async function freePlayDebit(
  tx: Database,
  session: GameSessionView,
  row: CallRow,
  refusal: (() => Error) | undefined,
  slide: { sessionId: bigint; until: Date },
): Promise<SeamlessResult> {
  const earlier = await earlierCalls(tx, session, row.transactionId);
  const replay = replayOf(earlier.first, row.fingerprint);
  if (replay) return replay;
  if (earlier.rolledBack) throw betRolledBack();
  if (refusal) throw refusal();
  const left = await movePlayBalance(tx, session.id, -row.amount);
  if (left === undefined) throw insufficientFunds();
  return store(tx, session, left, row, slide.until);
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
  return once(db, async (tx) =>
    creditIn(
      tx,
      await lockedSessionOf(tx, vendorCode, call.sessionToken, call.transactionId),
      call,
    ),
  );
}

/** A credit once its session is read and its transaction id locked. */
async function creditIn(
  tx: Database,
  session: GameSessionView,
  call: CreditCall,
): Promise<SeamlessResult> {
  const roundEnded = call.roundEnded ?? true;
  const fingerprint = fingerprintOf(
    'credit',
    session.memberId,
    call.roundId,
    call.amount,
    String(roundEnded),
  );
  const row = { ...callRow(session, 'credit', call), fingerprint };
  if (session.freePlay) {
    const replay = replayOf(
      (await earlierCalls(tx, session, call.transactionId)).first,
      fingerprint,
    );
    if (replay) return replay;
    return store(tx, session, (await movePlayBalance(tx, session.id, call.amount))!, row);
  }

  const now = new Date();
  const record = (when: SQL) =>
    winAdded(roundOf(session, call.roundId), call.amount, roundEnded, now, when);
  if (call.amount === 0n) return creditOfNothing(tx, session, row, record);
  const outcome = await postOnce(tx, 'win', movementOf(session, call.transactionId, call), {
    goAhead: noEarlierCall,
    record,
    row,
  });
  return replayOf(outcome.first, fingerprint) ?? postedResult(outcome, call.transactionId);
}

/**
 * A whole round at once, as our own games play it (the studio): its stake and its win (0
 * included, so the round is settled), in the caller's transaction, which makes the pair all
 * or nothing. Both are the vendor calls `debit` and `credit` would be, with the same
 * idempotency, refusals and records; only the session is read once, locking both ids in the
 * same statement: one round trip less than two calls (issue 14).
 */
export async function playedRound(
  tx: Database,
  vendorCode: string,
  round: { sessionToken: string; roundId: string; bet: Movement; win: Movement },
): Promise<{ debited: SeamlessResult; credited: SeamlessResult }> {
  if (!isTransaction(tx))
    throw new Error('a round played at once runs in its caller’s transaction');
  const { sessionToken, roundId, bet, win } = round;
  const ids = [bet.transactionId, win.transactionId] as const;
  const session = await lockedSessionOf(tx, vendorCode, sessionToken, ids);
  const debited = await debitIn(tx, session, { sessionToken, roundId, ...bet });
  const credited = await creditIn(tx, session, { sessionToken, roundId, ...win, roundEnded: true });
  return { debited, credited };
}

type Movement = { transactionId: string; amount: bigint };

/**
 * A round that won nothing: no posting, so the call's row keeps the balance as it is, read in
 * the same statement as the earlier calls and the round's change.
 */
async function creditOfNothing(
  tx: Database,
  session: GameSessionView,
  row: CallRow,
  record: (when: SQL) => SQL,
): Promise<SeamlessResult> {
  const outcome = await recordCallWithoutPosting(tx, row, {
    record: record(noEarlierCall),
    balance: mainWalletBalancePart(session.memberId),
  });
  const replay = replayOf(outcome.first, row.fingerprint);
  if (replay) return replay;
  if (!outcome.recorded) throw roundOfAnotherPlayer();
  return { balance: outcome.balance, transactionId: row.transactionId };
}

/** The answer of a bet or win `postOnce` wrote; the round was another player's otherwise. */
function postedResult(
  outcome: { posted: { balance: bigint } | undefined; recorded: boolean },
  transactionId: string,
): SeamlessResult {
  // The id is new (no replay, no refusal) yet nothing was posted: the ledger already holds
  // this id's posting without the vendor's row, which only another way in could have made.
  if (!outcome.posted) throw AppError.of('idempotencyConflict');
  if (!outcome.recorded) throw roundOfAnotherPlayer();
  return { balance: outcome.posted.balance, transactionId };
}

type CallRow = ReturnType<typeof callRow> & { fingerprint: string };

/** The vendor's row of a bet or win, but for its fingerprint. */
function callRow(
  session: GameSessionView,
  kind: 'debit' | 'credit',
  call: { transactionId: string; roundId: string; amount: bigint },
) {
  return {
    kind,
    vendorId: session.vendorId,
    memberId: session.memberId,
    transactionId: call.transactionId,
    roundId: call.roundId,
    amount: call.amount,
  };
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
  return once(db, async (tx) => {
    // Both ids, always in the same order, so two rollbacks can never wait on each other: the
    // first is locked as the session is read, the other right after.
    const [firstId, ...otherIds] = [...new Set([call.transactionId, call.refTransactionId])].sort();
    const session = await lockedSessionOf(tx, vendorCode, call.sessionToken, firstId!);
    for (const id of otherIds) await lockVendorTransaction(tx, session.vendorId, id);
    const fingerprint = fingerprintOf(
      'rollback',
      session.memberId,
      call.roundId,
      0n,
      call.refTransactionId,
    );
    const replay = replayOf(
      (await earlierCalls(tx, session, call.transactionId)).first,
      fingerprint,
    );
    if (replay) return replay;

    const row = {
      kind: 'rollback' as const,
      transactionId: call.transactionId,
      roundId: call.roundId,
      refTransactionId: call.refTransactionId,
      fingerprint,
    };
    const { first: bet, rolledBack } = await earlierCalls(tx, session, call.refTransactionId);
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
    if (rolledBack) {
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
