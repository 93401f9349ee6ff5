import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../platform/db/database';
import { numericCode, sha256Hex } from '../../platform/crypto/tokens';
import { AppError } from '../../platform/http/app-error';
import type { Notifier } from '../../platform/notify/notifier';
import { hitRateLimit } from '../../platform/ratelimit/rate-limit';
import type { MerchantRow } from '../system/schema';
import { phoneKey } from '../member/service';
import * as queries from './queries';

/** What a code may be used for: registration, or the calls without login (SMS login, reset by phone). */
export type CodePurpose = 'register' | 'noLogin';

const codeLength = 6;
const maxAttempts = 5;
// A number gets one code a minute and five an hour; an address ten an hour.
const perNumberMinute = { limit: 1, windowSeconds: 60 };
const perNumberHour = { limit: 5, windowSeconds: 3600 };
const perAddressHour = { limit: 10, windowSeconds: 3600 };

function tooMany(retryAfterSeconds: number) {
  return AppError.of('tooManyRequests', { retryAfterSeconds });
}

/** Sends a fresh code, replacing any earlier one for the same number and purpose. */
export async function sendVerificationCode(
  db: Database,
  notifier: Notifier,
  merchant: MerchantRow,
  request: { purpose: CodePurpose; dialingCode: string; mobile: string; ip: string },
): Promise<{ expiredMinutes: number }> {
  const phone = phoneKey(request.dialingCode, request.mobile);
  for (const [key, rule] of [
    [`sms:number:${merchant.id}:${phone}:minute`, perNumberMinute],
    [`sms:number:${merchant.id}:${phone}:hour`, perNumberHour],
    [`sms:ip:${request.ip}`, perAddressHour],
  ] as const) {
    const result = await hitRateLimit(db, key, rule);
    if (!result.allowed) throw tooMany(result.retryAfterSeconds);
  }

  const code = numericCode(codeLength);
  const expiredMinutes = merchant.smsCodeMinutes;
  await queries.replaceVerificationCode(db, {
    merchantId: merchant.id,
    purpose: request.purpose,
    phone,
    codeHash: sha256Hex(code),
    expiresAt: new Date(Date.now() + expiredMinutes * 60_000),
    ip: request.ip,
  });
  await notifier.sms(
    merchant.id,
    `+${request.dialingCode}${request.mobile}`,
    `${merchant.name}: your verification code is ${code}. It expires in ${expiredMinutes} minutes. Never share it.`,
  );
  return { expiredMinutes };
}

/**
 * Uses up the current code of a number if `code` matches. Every try is counted before the
 * code is compared, so however many arrive at once, only the first five are compared; a used
 * or expired code never works again. Throws `verification_code_invalid` otherwise.
 */
export async function redeemVerificationCode(
  db: Database,
  merchantId: number,
  purpose: CodePurpose,
  phone: string,
  code: string | undefined,
): Promise<void> {
  const invalid = AppError.of('verificationCodeInvalid', {
    fields: { verificationCode: 'verification_code_invalid' },
  });
  if (!code) throw invalid;
  const current = await queries.countCodeAttempt(db, { merchantId, purpose, phone });
  if (!current || current.attempts > maxAttempts) throw invalid;

  const given = Buffer.from(sha256Hex(code.trim()), 'hex');
  const expected = Buffer.from(current.codeHash, 'hex');
  if (!timingSafeEqual(given, expected)) throw invalid;
  if (!(await queries.consumeVerificationCode(db, current.id))) throw invalid;
}
