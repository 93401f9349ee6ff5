import { randomBytes } from 'node:crypto';
import { isModuleEnabled, modIds, type LoginBody, type LoginResult } from '@croupier/contract';
import type { ServiceContext } from '../../platform/context';
import { hashPassword } from '../../platform/crypto/password';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Client } from '../../platform/http/client';
import { throttle } from '../../platform/ratelimit/rate-limit';
import type { MemberRow } from '../member/schema';
import * as members from '../member/service';
import type { MerchantRow } from '../system/schema';
import * as system from '../system/service';
import { redeemCaptcha } from './captcha';
import { requireHumanCheck, type RiskSignals } from './human-check-policy';
import { deviceStanding } from './known-devices';
import { countLoginAttempt, peekLoginFailures } from './login-attempts';
import { startSession } from './sessions';
import { redeemVerificationCode } from './sms-codes';

/**
 * Signs a member in (spec §4 "Login"): by username and password after the human check when
 * the brand wants one (`value.humanCheck: true`), or by mobile and SMS code. After repeated
 * failures a captcha is demanded (`value.captcha: true`); an address, and an account from
 * one address, are throttled.
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
  const caller = { ...client, loginDeviceId: body.loginDeviceId || undefined };

  const missing: Record<string, string> = {};
  if (bySms) {
    if (!mobile) missing.mobileNum = 'field_required';
    if (!body.verificationCode) missing.verificationCode = 'field_required';
  } else {
    if (!body.username) missing.username = 'field_required';
    if (!body.password) missing.password = 'field_required';
  }
  if (Object.keys(missing).length > 0) throw AppError.of('invalidInput', { fields: missing });

  // Read once: the risk rule weighs the account, the password check needs it.
  const named = bySms ? undefined : await members.findMemberByUsername(db, merchant.id, account);
  // A proof is spent before anything can refuse the try, so a sealed body refused here is
  // never good for a second try from elsewhere.
  if (!bySms) {
    await requireHumanCheck(db, merchant.humanVerification, body.humanCheck, () =>
      loginSignals(db, merchant, account, named, caller),
    );
  }
  const attempt = await countLoginAttempt(db, merchant, account, client.ip);
  if (attempt.captchaDemanded) {
    if (!body.captcha) throw AppError.of('captchaRequired', { captcha: true });
    if (!(await redeemCaptcha(db, client.captchaId, body.captcha))) {
      throw await attempt.refuse('loginCaptchaIncorrect');
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
      throw await attempt.refuse('loginCodeInvalid');
    }
    member = await members.findMemberByPhone(db, merchant.id, dialingCode, mobile);
    if (!member) throw await attempt.refuse('loginWrongAccount');
  } else {
    member = named;
    const passed = await members.checkLoginPassword(db, member, body.password!);
    if (!passed || !member) throw await attempt.refuse('loginPasswordIncorrect');
    forceChange =
      passed === 'temporary' ||
      body.password === members.defaultPassword ||
      (await passwordExpired(db, merchant, member));
  }
  if (member.status !== 'active') throw AppError.of('accountLocked');

  await attempt.forgive();
  return signIn(ctx, member, caller, forceChange || member.mustChangePassword);
}

/** What the `onRisk` rule weighs of a sign-in by password; nothing is counted. */
async function loginSignals(
  db: Database,
  merchant: MerchantRow,
  account: string,
  member: MemberRow | undefined,
  caller: { ip: string; loginDeviceId?: string },
): Promise<RiskSignals> {
  return {
    call: 'login',
    ...(await peekLoginFailures(db, merchant.id, account, caller.ip)),
    addressAllowance: merchant.captchaAfterFailures - 1,
    device: await deviceStanding(db, member, caller),
  };
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

/**
 * Opens a session, with the device id the client gave (a device seen lately signs in without
 * a human check), and answers what the family's clients expect of a login.
 */
export async function signIn(
  ctx: ServiceContext,
  member: MemberRow,
  client: Client & { loginDeviceId?: string },
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
