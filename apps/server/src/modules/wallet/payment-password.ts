import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { hashPassword, verifyPassword } from '../../platform/crypto/password';
import { AppError } from '../../platform/http/app-error';
import { hitRateLimit, peekRateLimit } from '../../platform/ratelimit/rate-limit';
import { members } from '../member/schema';

type MemberRef = { id: bigint; merchantId: number };

/** Six to twenty characters without spaces: a PIN or a phrase. */
export const paymentPasswordPattern = /^\S{6,20}$/;

// Five wrong answers in 15 minutes stop payments for the rest of the window: the payment
// password guards money, so guessing it must be slow. The lock holds even for a right answer.
const wrongAnswers = { limit: 5, windowSeconds: 900 };
const wrongAnswersKey = (member: MemberRef) => `payment-password:${member.merchantId}:${member.id}`;

const tooManyWrongAnswers = (retryAfter: number) =>
  new AppError('wallet.payment.password.locked', 'payment_password_locked', 429, { retryAfter });

async function storedHashes(db: Database, memberId: bigint) {
  const [row] = await db
    .select({ payment: members.paymentPasswordHash, login: members.passwordHash })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row) throw AppError.of('notSession');
  return row;
}

export async function hasPaymentPassword(db: Database, memberId: bigint): Promise<boolean> {
  return (await storedHashes(db, memberId)).payment !== null;
}

/**
 * Checks the payment password before money leaves a wallet (withdrawal, transfer to upline
 * or downline). Throws `payment_password_not_set`, `payment_password_wrong` (with the
 * attempts left) or `payment_password_locked`.
 */
export async function verifyPaymentPassword(
  db: Database,
  member: MemberRef,
  password: string,
): Promise<void> {
  const { payment } = await storedHashes(db, member.id);
  if (payment === null) {
    throw new AppError('wallet.payment.password.unset', 'payment_password_not_set', 409);
  }
  const key = wrongAnswersKey(member);
  if ((await peekRateLimit(db, key, wrongAnswers)) >= wrongAnswers.limit) {
    throw tooManyWrongAnswers(wrongAnswers.windowSeconds);
  }
  if (await verifyPassword(payment, password)) return;
  const failures = await hitRateLimit(db, key, wrongAnswers);
  if (!failures.allowed || failures.hits >= wrongAnswers.limit) {
    throw tooManyWrongAnswers(failures.retryAfterSeconds);
  }
  throw new AppError('wallet.payment.password.wrong', 'payment_password_wrong', 400, {
    attemptsLeft: wrongAnswers.limit - failures.hits,
  });
}

/**
 * Sets the payment password. The first time, the login password proves the member is who
 * the session says; afterwards the current payment password must be given.
 */
export async function setPaymentPassword(
  db: Database,
  member: MemberRef,
  body: {
    newPassword: string;
    confirmPassword: string;
    oldPassword?: string;
    loginPassword?: string;
  },
): Promise<void> {
  if (!paymentPasswordPattern.test(body.newPassword)) {
    throw new AppError('wallet.payment.password.format', 'payment_password_format', 400);
  }
  if (body.newPassword !== body.confirmPassword) {
    throw new AppError('wallet.payment.password.mismatch', 'inconsistent_twice', 400);
  }
  const stored = await storedHashes(db, member.id);
  if (stored.payment === null) {
    if (!body.loginPassword || !(await verifyPassword(stored.login, body.loginPassword))) {
      throw new AppError('wallet.login.password.wrong', 'login_password_wrong', 400);
    }
  } else {
    await verifyPaymentPassword(db, member, body.oldPassword ?? '');
  }
  if (await verifyPassword(stored.login, body.newPassword)) {
    throw new AppError('wallet.payment.password.same', 'payment_password_same_as_login', 400);
  }
  await db
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(body.newPassword) })
    .where(eq(members.id, member.id));
}
