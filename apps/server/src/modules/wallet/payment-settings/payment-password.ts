import { lockUntilCommit } from '../../../platform/db/advisory-locks';
import type { Database } from '../../../platform/db/database';
import { hashPassword, verifyPassword } from '../../../platform/crypto/password';
import { AppError } from '../../../platform/http/app-error';
import {
  hitRateLimit,
  peekRateLimit,
  refundRateLimit,
  type RateLimitResult,
} from '../../../platform/ratelimit/rate-limit';
import { findMemberById, updateMember } from '../../member/service';

type MemberRef = { id: bigint; merchantId: number };

export type PaymentPasswordChange = {
  newPassword: string;
  confirmPassword: string;
  oldPassword?: string;
  loginPassword?: string;
};

/** Six to twenty characters without spaces: a PIN or a phrase. */
export const paymentPasswordPattern = /^\S{6,20}$/;

// Five wrong answers in 15 minutes stop payments for the rest of the window: the payment
// password guards money, so guessing it must be slow. The lock holds even for a right answer.
const wrongAnswers = { limit: 5, windowSeconds: 900 };
const wrongAnswersKey = (member: MemberRef) => `payment-password:${member.merchantId}:${member.id}`;
// Answers being checked right now, in the same windows: a check is let in only while the
// wrong answers and the checks under way together stay below the limit (issue 15: forty
// guesses sent at once were all checked, as each read the count before any was written).
const checksKey = (member: MemberRef) =>
  `payment-password-checks:${member.merchantId}:${member.id}`;
/**
 * How long an answer waits for a place among the checks under way before it is refused. Each
 * check is an argon2 hash (tens of milliseconds, far more on a loaded server), so a burst of
 * one member's own payments queues for a while; one that still finds no place is told to try
 * again shortly, not that the password is locked, since no wrong answer locked it.
 */
const waitForCheckMs = 15_000;
const retryBusyCheckSeconds = 5;

const tooManyWrongAnswers = (retryAfterSeconds: number) =>
  AppError.of('paymentPasswordLocked', { retryAfterSeconds });

async function storedHashes(db: Database, memberId: bigint) {
  const member = await findMemberById(db, memberId);
  if (!member) throw AppError.of('notSession');
  return { payment: member.paymentPasswordHash, login: member.passwordHash };
}

export async function hasPaymentPassword(db: Database, memberId: bigint): Promise<boolean> {
  return (await storedHashes(db, memberId)).payment !== null;
}

/**
 * Checks the payment password before money leaves a wallet (withdrawal, transfer to upline
 * or downline). Throws `payment_password_not_set`, `payment_password_wrong` (with the
 * attempts left) or `payment_password_locked`. However many answers arrive at once, no more
 * than five are ever checked in a window before the lock: each takes a place first
 * (`admitted`), and a wrong one is counted as it gives its place back (`settled`). A member's
 * own payments sent together wait a moment for a place instead of being refused.
 */
export async function verifyPaymentPassword(
  db: Database,
  member: MemberRef,
  password: string,
): Promise<void> {
  const { payment } = await storedHashes(db, member.id);
  if (payment === null) throw AppError.of('paymentPasswordUnset');
  const place = await admitted(db, member);
  let right: boolean;
  try {
    right = await verifyPassword(payment, password);
  } catch (error) {
    // No answer was given: the place goes back and nothing is counted.
    await settled(db, member, place, true);
    throw error;
  }
  const failures = await settled(db, member, place, right);
  if (!failures) return;
  if (failures.hits >= wrongAnswers.limit) throw tooManyWrongAnswers(failures.retryAfterSeconds);
  throw AppError.of('paymentPasswordWrong', { attemptsLeft: wrongAnswers.limit - failures.hits });
}

/**
 * Takes a place among the member's checks under way, waiting while the wrong answers and
 * the checks together fill the limit; refuses as locked once wrong answers alone fill it.
 * The bookkeeping of one member runs under one advisory lock, so two answers never take the
 * last place together; the password itself is checked outside it.
 */
async function admitted(db: Database, member: MemberRef): Promise<RateLimitResult> {
  const giveUpAt = Date.now() + waitForCheckMs;
  // Waiting answers look again after a growing pause: each look is a transaction, and a
  // crowd of them looking every few milliseconds would take the database from the checks
  // they wait for (on PGlite, its one connection).
  let pauseMs = 20;
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      await lockGuesses(tx, member);
      const wrong = await peekRateLimit(tx, wrongAnswersKey(member), wrongAnswers);
      if (wrong >= wrongAnswers.limit) return 'locked' as const;
      const checks = await peekRateLimit(tx, checksKey(member), wrongAnswers);
      if (wrong + checks >= wrongAnswers.limit) return 'full' as const;
      return hitRateLimit(tx, checksKey(member), wrongAnswers);
    });
    if (outcome === 'locked') throw tooManyWrongAnswers(wrongAnswers.windowSeconds);
    if (outcome === 'full' && Date.now() > giveUpAt) {
      throw AppError.of('tooManyRequests', { retryAfterSeconds: retryBusyCheckSeconds });
    }
    if (outcome !== 'full') return outcome;
    await new Promise((resolve) => setTimeout(resolve, pauseMs * (0.5 + Math.random())));
    pauseMs = Math.min(pauseMs * 2, 250);
  }
}

/** Gives the place back, counting a wrong answer first (the sum never dips meanwhile). */
async function settled(
  db: Database,
  member: MemberRef,
  place: RateLimitResult,
  right: boolean,
): Promise<RateLimitResult | undefined> {
  return db.transaction(async (tx) => {
    await lockGuesses(tx, member);
    const failures = right
      ? undefined
      : await hitRateLimit(tx, wrongAnswersKey(member), wrongAnswers);
    await refundRateLimit(tx, checksKey(member), place);
    return failures;
  });
}

const lockGuesses = (tx: Database, member: MemberRef) => lockUntilCommit(tx, checksKey(member));

/**
 * Sets the payment password. The first time, the login password proves the member is who
 * the session says; afterwards the current payment password must be given.
 */
export async function setPaymentPassword(
  db: Database,
  member: MemberRef,
  body: PaymentPasswordChange,
): Promise<void> {
  if (!paymentPasswordPattern.test(body.newPassword)) {
    throw AppError.of('paymentPasswordFormat');
  }
  if (body.newPassword !== body.confirmPassword) throw AppError.of('paymentPasswordMismatch');
  const stored = await storedHashes(db, member.id);
  if (stored.payment === null) {
    if (!body.loginPassword || !(await verifyPassword(stored.login, body.loginPassword))) {
      throw AppError.of('loginPasswordWrong');
    }
  } else {
    await verifyPaymentPassword(db, member, body.oldPassword ?? '');
  }
  if (await verifyPassword(stored.login, body.newPassword)) {
    throw AppError.of('paymentPasswordSameAsLogin');
  }
  await updateMember(db, member.id, { paymentPasswordHash: await hashPassword(body.newPassword) });
}
