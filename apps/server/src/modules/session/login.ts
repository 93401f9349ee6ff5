import { randomBytes } from 'node:crypto';
import {
  isModuleEnabled,
  modIds,
  type ErrorName,
  type LoginBody,
  type LoginResult,
} from '@croupier/contract';
import type { ServiceContext } from '../../platform/context';
import { hashPassword } from '../../platform/crypto/password';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Client } from '../../platform/http/client';
import { hitRateLimit, peekRateLimit, resetRateLimit } from '../../platform/ratelimit/rate-limit';
import type { MemberRow } from '../member/schema';
import * as members from '../member/service';
import type { MerchantRow } from '../system/schema';
import * as system from '../system/service';
import { redeemCaptcha } from './captcha';
import { redeemHumanCheck } from './human-verification';
import { startSession } from './sessions';
import { redeemVerificationCode } from './sms-codes';

const failureWindow = { limit: Number.MAX_SAFE_INTEGER, windowSeconds: 15 * 60 };
// Beyond captchas, hard ceilings: an address 30 tries in 5 minutes, an account 10 in 15.
const attemptsPerAddress = { limit: 30, windowSeconds: 5 * 60 };
const attemptsPerAccount = { limit: 10, windowSeconds: 15 * 60 };

type FailureKeys = { account: string; address: string };

function failureKeys(merchantId: number, account: string, ip: string): FailureKeys {
  return {
    account: `login-fail:${merchantId}:${account.toLowerCase()}`,
    address: `login-fail:ip:${ip}`,
  };
}

async function captchaDemanded(db: Database, merchant: MerchantRow, keys: FailureKeys) {
  const [byAccount, byAddress] = await Promise.all([
    peekRateLimit(db, keys.account, failureWindow),
    peekRateLimit(db, keys.address, failureWindow),
  ]);
  return (
    byAccount >= merchant.captchaAfterFailures || byAddress >= merchant.captchaAfterFailures * 2
  );
}

/** Counts a failed attempt and answers the refusal, saying whether a captcha comes next. */
async function refuseLogin(
  db: Database,
  merchant: MerchantRow,
  keys: FailureKeys,
  why: ErrorName &
    ('loginCaptchaIncorrect' | 'loginCodeInvalid' | 'loginWrongAccount' | 'loginPasswordIncorrect'),
) {
  await hitRateLimit(db, keys.account, failureWindow);
  await hitRateLimit(db, keys.address, failureWindow);
  const captcha = await captchaDemanded(db, merchant, keys);
  return AppError.of(why, { captcha });
}

/** A throttle's refusal: 429 with the seconds to wait. */
export async function throttle(
  db: Database,
  key: string,
  rule: { limit: number; windowSeconds: number },
): Promise<void> {
  const result = await hitRateLimit(db, key, rule);
  if (!result.allowed) {
    throw AppError.of('tooManyRequests', { retryAfterSeconds: result.retryAfterSeconds });
  }
}

async function throttleAttempts(db: Database, merchantId: number, account: string, ip: string) {
  await throttle(db, `login:ip:${ip}`, attemptsPerAddress);
  await throttle(db, `login:acct:${merchantId}:${account.toLowerCase()}`, attemptsPerAccount);
}

/**
 * Signs a member in (spec §4 "Login"): by username and password after the human check, or
 * by mobile and SMS code. After repeated failures a captcha is demanded
 * (`value.captcha: true`); addresses and accounts are throttled.
 */
export async function login(
  ctx: ServiceContext,
  merchant: MerchantRow,
  body: LoginBody,
  client: Client,
): Promise<LoginResult> {
  const { db } = ctx;
  const bySms =
    body.type === 'sms' || (!body.password && !!body.mobileNum && !!body.verificationCode);
  const dialingCode = members.normalizeDialingCode(
    body.countryDialingCode,
    merchant.defaultDialingCode,
  );
  const mobile = members.normalizeMobile(body.mobileNum ?? '');
  const account = bySms ? members.phoneKey(dialingCode, mobile) : (body.username ?? '');

  const missing: Record<string, string> = {};
  if (bySms) {
    if (!mobile) missing.mobileNum = 'field_required';
    if (!body.verificationCode) missing.verificationCode = 'field_required';
  } else {
    if (!body.username) missing.username = 'field_required';
    if (!body.password) missing.password = 'field_required';
  }
  if (Object.keys(missing).length > 0) throw AppError.of('invalidInput', { fields: missing });

  await throttleAttempts(db, merchant.id, account, client.ip);
  const keys = failureKeys(merchant.id, account, client.ip);
  if (await captchaDemanded(db, merchant, keys)) {
    if (!body.captcha) throw AppError.of('captchaRequired', { captcha: true });
    if (!(await redeemCaptcha(db, client.captchaId, body.captcha))) {
      throw await refuseLogin(db, merchant, keys, 'loginCaptchaIncorrect');
    }
  }

  let member: MemberRow | undefined;
  let forceChange = false;
  if (bySms) {
    const whitelabel = await system.getWhitelabelTree(db, merchant.id);
    if (
      !isModuleEnabled(whitelabel, modIds.loginPhone) &&
      !isModuleEnabled(whitelabel, modIds.loginVerificationCode)
    ) {
      throw AppError.of('loginSmsDisabled');
    }
    try {
      await redeemVerificationCode(db, merchant.id, 'noLogin', account, body.verificationCode);
    } catch {
      throw await refuseLogin(db, merchant, keys, 'loginCodeInvalid');
    }
    member = await members.findMemberByPhone(db, merchant.id, dialingCode, mobile);
    if (!member) throw await refuseLogin(db, merchant, keys, 'loginWrongAccount');
  } else {
    await redeemHumanCheck(db, body.humanCheck);
    member = await members.findMemberByUsername(db, merchant.id, body.username!);
    const passed = await members.checkLoginPassword(db, member, body.password!);
    if (!passed || !member) throw await refuseLogin(db, merchant, keys, 'loginPasswordIncorrect');
    forceChange =
      passed === 'temporary' ||
      body.password === members.defaultPassword ||
      (await passwordExpired(db, merchant, member));
  }
  if (member.status !== 'active') throw AppError.of('accountLocked');

  await resetRateLimit(db, keys.account);
  return signIn(ctx, member, client, forceChange || member.mustChangePassword);
}

async function passwordExpired(
  db: Database,
  merchant: MerchantRow,
  member: MemberRow,
): Promise<boolean> {
  const whitelabel = await system.getWhitelabelTree(db, merchant.id);
  if (!isModuleEnabled(whitelabel, modIds.passwordExpiry)) return false;
  return Date.now() - member.passwordChangedAt.getTime() > merchant.passwordExpiryDays * 86_400_000;
}

/** Opens a session and answers what the family's clients expect of a login. */
export async function signIn(
  ctx: ServiceContext,
  member: MemberRow,
  client: Client,
  forcePasswordChange = false,
): Promise<LoginResult> {
  const { token } = await startSession(ctx.db, member, ctx.config.session, client);
  await members.recordLogin(ctx.db, member, forcePasswordChange);
  return {
    token,
    firstTimeLogin: member.lastLoginAt === null,
    passwordExpired: forcePasswordChange,
    id: Number(member.id),
    userName: member.username,
    customerType: member.accountType,
  };
}

/** Free play (spec §4): a fresh trial account (type 4) signed in at once. */
export async function freePlayLogin(
  ctx: ServiceContext,
  merchant: MerchantRow,
  client: Client,
): Promise<LoginResult> {
  const whitelabel = await system.getWhitelabelTree(ctx.db, merchant.id);
  if (!isModuleEnabled(whitelabel, modIds.freePlay)) throw AppError.of('freePlayDisabled');
  await throttle(ctx.db, `freeplay:ip:${client.ip}`, { limit: 10, windowSeconds: 3600 });
  const member = await members.insertMember(ctx.db, {
    merchantId: merchant.id,
    username: `trial${randomBytes(5).toString('hex')}`,
    // Nobody knows this password: a trial account is reached through its session only.
    passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
    accountType: 4,
    nickname: 'Guest',
    registerIp: client.ip,
  });
  return signIn(ctx, member, client);
}
