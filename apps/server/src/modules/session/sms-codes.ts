import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../platform/db/database';
import { numericCode, sha256Hex } from '../../platform/crypto/tokens';
import { AppError } from '../../platform/http/app-error';
import type { Notifier } from '../../platform/notify/notifier';
import { limitedAddress } from '../../platform/ratelimit/addresses';
import {
  hitRateLimit,
  peekRateLimit,
  type RateLimitRule,
} from '../../platform/ratelimit/rate-limit';
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

type Limit = { key: string; rule: RateLimitRule };

const numberLimits = (merchantId: number, phone: string) => ({
  minute: { key: `sms:number:${merchantId}:${phone}:minute`, rule: perNumberMinute },
  hour: { key: `sms:number:${merchantId}:${phone}:hour`, rule: perNumberHour },
});
// An IPv6 caller is counted by its /64, as at sign-in and registration.
const addressLimit = (ip: string): Limit => ({
  key: `sms:ip:${limitedAddress(ip)}`,
  rule: perAddressHour,
});

async function count(db: Database, { key, rule }: Limit): Promise<void> {
  const result = await hitRateLimit(db, key, rule);
  if (!result.allowed) {
    throw AppError.of('tooManyRequests', { retryAfterSeconds: result.retryAfterSeconds });
  }
}

/** Codes asked for from the address and sent to the number this hour, read without counting. */
export async function peekCodeRequests(
  db: Database,
  merchantId: number,
  phone: string,
  ip: string,
): Promise<{ requestsFromAddress: number; codesToNumber: number }> {
  const address = addressLimit(ip);
  const number = numberLimits(merchantId, phone).hour;
  const [requestsFromAddress, codesToNumber] = await Promise.all([
    peekRateLimit(db, address.key, address.rule),
    peekRateLimit(db, number.key, number.rule),
  ]);
  return { requestsFromAddress, codesToNumber };
}

/**
 * Counts a request refused for its number (not a member's, or already registered) against
 * the address like a code sent: a refusal tells whose a number is, so asking is limited the
 * same, and the next request from the address needs the human check.
 */
export function countRefusedCodeRequest(db: Database, ip: string): Promise<void> {
  return count(db, addressLimit(ip));
}

/** Sends a fresh code, replacing any earlier one for the same number and purpose. */
export async function sendVerificationCode(
  db: Database,
  notifier: Notifier,
  merchant: MerchantRow,
  request: { purpose: CodePurpose; dialingCode: string; mobile: string; ip: string },
): Promise<{ expiredMinutes: number }> {
  const phone = phoneKey(request.dialingCode, request.mobile);
  const number = numberLimits(merchant.id, phone);
  for (const limit of [number.minute, number.hour, addressLimit(request.ip)]) {
    await count(db, limit);
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
