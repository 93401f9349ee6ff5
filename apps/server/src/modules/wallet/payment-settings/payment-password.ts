import type { Database } from '../../../platform/db/database';
import { hashPassword, verifyPassword } from '../../../platform/crypto/password';
import { AppError } from '../../../platform/http/app-error';
import { hitRateLimit, peekRateLimit } from '../../../platform/ratelimit/rate-limit';
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

const tooManyWrongAnswers = (retryAfter: number) =>
  AppError.of('paymentPasswordLocked', { retryAfter });

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
 * attempts left) or `payment_password_locked`.
 */
export async function verifyPaymentPassword(
  db: Database,
  member: MemberRef,
  password: string,
): Promise<void> {
  const { payment } = await storedHashes(db, member.id);
  if (payment === null) throw AppError.of('paymentPasswordUnset');
  const key = wrongAnswersKey(member);
  if ((await peekRateLimit(db, key, wrongAnswers)) >= wrongAnswers.limit) {
    throw tooManyWrongAnswers(wrongAnswers.windowSeconds);
  }
  if (await verifyPassword(payment, password)) return;
  const failures = await hitRateLimit(db, key, wrongAnswers);
  if (!failures.allowed || failures.hits >= wrongAnswers.limit) {
    throw tooManyWrongAnswers(failures.retryAfterSeconds);
  }
  throw AppError.of('paymentPasswordWrong', { attemptsLeft: wrongAnswers.limit - failures.hits });
}

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
