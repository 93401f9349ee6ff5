import {
  checkFields,
  effectiveRules,
  isEnabled,
  isModuleEnabled,
  memberContactFields,
  modIds,
  optionalRegistrationFields,
  type LoginResult,
  type RegisterBody,
} from '@croupier/contract';
import type { ServiceContext } from '../../platform/context';
import { hashPassword } from '../../platform/crypto/password';
import { AppError } from '../../platform/http/app-error';
import type { Client } from '../../platform/http/client';
import type { MerchantRow } from '../system/schema';
import * as system from '../system/service';
import { normalizeDialingCode, normalizeMobile, phoneKey } from './phone';
import type { SessionSteps } from './ports';
import type { MemberContacts } from './schema';
import * as members from './service';

export type RegistrationMode = 'username' | 'mobile';

/**
 * Registers a member and signs them in (spec §4 "Registration"). Everything is checked
 * before anything is written, and one-time codes are spent only when all else passed, so a
 * refused registration creates nothing and costs the player nothing.
 */
export async function register(
  ctx: ServiceContext,
  merchant: MerchantRow,
  body: RegisterBody,
  mode: RegistrationMode,
  client: Client & { domain?: string },
  session: SessionSteps,
): Promise<LoginResult> {
  const { db } = ctx;
  const whitelabel = await system.getWhitelabelTree(db, merchant.id);
  const allowed =
    mode === 'mobile'
      ? isModuleEnabled(whitelabel, modIds.registerMobile)
      : isModuleEnabled(whitelabel, modIds.registerUsername);
  if (!allowed) throw AppError.of('registrationDisabled');

  const rules = effectiveRules(await system.getRegisterRules(db, merchant.id));
  await session.redeemHumanCheck(db, body.humanCheck);

  const dialingCode = normalizeDialingCode(body.countryDialingCode, merchant.defaultDialingCode);
  const mobile = body.mobileNum ? normalizeMobile(body.mobileNum) : undefined;
  const smsVerification = isModuleEnabled(whitelabel, modIds.registerSmsVerification);
  const passwordChosen =
    mode === 'username' || isModuleEnabled(whitelabel, modIds.registerMobilePassword);

  const { humanCheck: _proof, ...fieldValues } = body;
  const input: Record<string, string | undefined> = { ...fieldValues, mobileNum: mobile };
  const fields: string[] = [...optionalRegistrationFields];
  if (mode === 'username') fields.unshift('username');
  if (passwordChosen) fields.unshift('password', 'confirmPassword');
  if (mode === 'mobile' || isEnabled(rules, 'mobileNum')) fields.push('mobileNum');
  const errors = checkFields(rules, input, fields);
  if (mode === 'mobile' && !mobile) errors.mobileNum = 'field_required';
  if (
    passwordChosen &&
    !errors.password &&
    isEnabled(rules, 'confirmPassword') &&
    body.confirmPassword !== body.password
  ) {
    errors.confirmPassword = 'inconsistent_twice';
  }
  if (smsVerification && mobile && !body.verificationCode)
    errors.verificationCode = 'field_required';
  const captchaRule = rules.get('captcha');
  if (captchaRule?.enabled && captchaRule.required && !body.captcha)
    errors.captcha = 'in_vwrite_code';
  if (Object.keys(errors).length > 0) throw AppError.of('invalidInput', { fields: errors });

  const affiliateCode = body.affiliateCode || body.referralCode;
  const upline = affiliateCode
    ? await members.findAgentByAffiliateCode(db, merchant.id, affiliateCode)
    : undefined;
  if (affiliateCode && !upline) {
    throw AppError.of('affiliateCodeInvalid', {
      fields: { affiliateCode: 'invitation_code_error' },
    });
  }

  const username = mode === 'mobile' ? mobile! : body.username!;
  if (await members.findMemberByUsername(db, merchant.id, username)) {
    throw AppError.of('usernameTaken', {
      fields: { [mode === 'mobile' ? 'mobileNum' : 'username']: 'username_taken' },
    });
  }
  if (mobile && (await members.findMemberByPhone(db, merchant.id, dialingCode, mobile))) {
    throw AppError.of('mobileTaken', { fields: { mobileNum: 'mobile_taken' } });
  }

  if (
    captchaRule?.enabled &&
    captchaRule.required &&
    !(await session.redeemCaptcha(db, client.captchaId, body.captcha))
  ) {
    throw AppError.of('registrationCaptchaIncorrect', { fields: { captcha: 'captcha_incorrect' } });
  }
  if (smsVerification && mobile) {
    await session.redeemVerificationCode(
      db,
      merchant.id,
      'register',
      phoneKey(dialingCode, mobile),
      body.verificationCode,
    );
  }

  const contacts: MemberContacts = {};
  for (const field of memberContactFields) {
    const value = body[field];
    if (value && isEnabled(rules, field)) contacts[field] = value;
  }
  const password = passwordChosen ? body.password! : crypto.randomUUID();
  let member;
  try {
    member = await members.insertMember(db, {
      merchantId: merchant.id,
      username,
      passwordHash: await hashPassword(password),
      accountType: members.memberAccountType,
      mobile: mobile ?? null,
      countryDialingCode: mobile ? dialingCode : null,
      email: isEnabled(rules, 'email') ? body.email || null : null,
      payeeName: isEnabled(rules, 'payeeName') ? body.payeeName || null : null,
      paymentPasswordHash:
        isEnabled(rules, 'paymentPassword') && body.paymentPassword
          ? await hashPassword(body.paymentPassword)
          : null,
      contacts,
      uplineId: upline?.id ?? null,
      registerIp: client.ip,
      registerDomain: body.domain ?? client.domain ?? null,
    });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides.
    if (
      (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    ) {
      throw AppError.of('usernameTaken', { fields: { username: 'username_taken' } });
    }
    throw error;
  }
  return session.signIn(ctx, member, client, password === members.defaultPassword);
}
