import type { Database } from '../../../platform/db/database';
import {
  creditWin,
  debitBet,
  insufficientFunds,
  refundBet,
  walletBalance,
  type RoundMovement,
} from '../../wallet/service';
import { addStake, addWin, removeStake, type RoundKey } from '../bet-records/service';
import {
  accountLocked,
  betRolledBack,
  gameSessionExpired,
  rollbackNotAllowed,
  roundOfAnotherPlayer,
} from './errors';
import { lockVendorTransaction, movePlayBalance, type GameSessionView } from './queries';
import {
  balanceOf,
  gameSessionLifetimeMs,
  lockedSessionOf,
  type CreditCall,
  type DebitCall,
  type RollbackCall,
  type SeamlessResult,
} from './sessions';
import { earlierCalls, fingerprintOf, once, replayOf, store } from './transactions';

// The money calls of the seamless wallet (see sessions.ts): each is ONE database
// transaction holding the vendor's transaction row, the ledger posting and the round's bet
// record. A call's statements, each one round trip: the session with the lock of the
// transaction id, then the id's earlier calls (they must be read after the lock, so not in
// the same statement), the posting, the bet record, the vendor's row (with a debit's
// session expiry); and BEGIN and COMMIT around them.

/**
 * A bet. Refused when the session has expired, the stake is above the balance (nothing
 * changes), or the vendor already rolled this transaction back. Slides the session's expiry.
 */
export async function debit(
  db: Database,
  vendorCode: string,
  call: DebitCall,
): Promise<SeamlessResult> {
  return once(db, async (tx) => {
    const session = await lockedSessionOf(tx, vendorCode, call.sessionToken, call.transactionId);
    const fingerprint = fingerprintOf('debit', session.memberId, call.roundId, call.amount);
    const earlier = await earlierCalls(tx, session, call.transactionId);
    const replay = replayOf(earlier.first, fingerprint);
    if (replay) return replay;
    if (earlier.rolledBack) throw betRolledBack();
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
    return store(
      tx,
      session,
      balance,
      {
        kind: 'debit',
        transactionId: call.transactionId,
        roundId: call.roundId,
        amount: call.amount,
        fingerprint,
        postingId,
      },
      new Date(now.getTime() + gameSessionLifetimeMs),
    );
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
  const roundEnded = call.roundEnded ?? true;
  return once(db, async (tx) => {
    const session = await lockedSessionOf(tx, vendorCode, call.sessionToken, call.transactionId);
    const fingerprint = fingerprintOf(
      'credit',
      session.memberId,
      call.roundId,
      call.amount,
      String(roundEnded),
    );
    const replay = replayOf(
      (await earlierCalls(tx, session, call.transactionId)).first,
      fingerprint,
    );
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
