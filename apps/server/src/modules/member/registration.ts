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
  type RegisterRule,
} from '@croupier/contract';
import type { ServiceContext } from '../../platform/context';
import { hashPassword } from '../../platform/crypto/password';
import { AppError } from '../../platform/http/app-error';
import type { Client } from '../../platform/http/client';
import { limitedAddress } from '../../platform/ratelimit/addresses';
import {
  hitRateLimit,
  peekRateLimit,
  refundRateLimit,
  throttle,
  type RateLimitRule,
} from '../../platform/ratelimit/rate-limit';
import type { MerchantRow } from '../system/schema';
import * as system from '../system/service';
import { normalizeDialingCode, normalizeMobile, phoneKey } from './phone';
import type { RegistrationRisk, SessionSteps } from './ports';
import type { MemberContacts } from './schema';
import * as members from './service';

export type RegistrationMode = 'username' | 'mobile';

/**
 * Accounts one address may open per hour, whatever the brand: a household or an internet
 * café opens a few, a script opening accounts for bonuses or abuse opens hundreds.
 */
export const registrationsPerAddress: RateLimitRule = { limit: 5, windowSeconds: 3600 };

/** The rate-limit counter of the registrations from an address, shared by every brand. */
export const registrationLimitKey = (ip: string) => `registration:${limitedAddress(ip)}`;

/**
 * Registrations from an address refused for a name or number in use: each tells whose a
 * name is, so after one the address needs the human check (`onRisk`), like after an account.
 */
const takenRefusalKey = (ip: string) => `registration-taken:${limitedAddress(ip)}`;

/** What the `onRisk` rule weighs of a registration from this address; nothing is counted. */
async function registrationRisk(
  ctx: Pick<ServiceContext, 'db'>,
  client: Client,
): Promise<RegistrationRisk> {
  const [registrationsFromAddress, refusalsFromAddress] = await Promise.all([
    peekRateLimit(ctx.db, registrationLimitKey(client.ip), registrationsPerAddress),
    peekRateLimit(ctx.db, takenRefusalKey(client.ip), registrationsPerAddress),
  ]);
  return { call: 'registration', registrationsFromAddress, refusalsFromAddress };
}

/** A refusal for a name or number in use, counted against the address first. */
async function takenRefusal(
  ctx: Pick<ServiceContext, 'db'>,
  client: Client,
  refusal: AppError,
): Promise<AppError> {
  await hitRateLimit(ctx.db, takenRefusalKey(client.ip), registrationsPerAddress);
  return refusal;
}

/**
 * Counts a registration against its address; over the limit it is refused with 429. The
 * answer takes the count back when the registration is refused after all.
 */
async function countRegistration(ctx: Pick<ServiceContext, 'db'>, client: Client) {
  const key = registrationLimitKey(client.ip);
  const hit = await throttle(ctx.db, key, registrationsPerAddress);
  return { refund: () => refundRateLimit(ctx.db, key, hit) };
}

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
  // The number of a mobile sign-up is its username: always asked for and always checked by
  // its rule, even where the rule is off (off: the username form does not ask for a phone).
  const mobileRule = rules.get('mobileNum');
  if (mode === 'mobile' && mobileRule) {
    rules.set('mobileNum', { ...mobileRule, enabled: true, required: true });
  }
  const asksForMobile = isEnabled(rules, 'mobileNum') || mode === 'mobile';
  await session.requireHumanCheck(db, merchant.humanVerification, body.humanCheck, () =>
    registrationRisk(ctx, client),
  );

  const dialingCode = normalizeDialingCode(body.countryDialingCode, merchant.defaultDialingCode);
  // A number the form does not ask for is ignored, like every field the merchant left off.
  const mobile = asksForMobile && body.mobileNum ? normalizeMobile(body.mobileNum) : undefined;
  const smsVerification = isModuleEnabled(whitelabel, modIds.registerSmsVerification);
  const passwordChosen =
    mode === 'username' || isModuleEnabled(whitelabel, modIds.registerMobilePassword);

  const { humanCheck: _proof, termsAccepted, ...fieldValues } = body;
  const input: Record<string, string | undefined> = { ...fieldValues, mobileNum: mobile };
  const fields: string[] = [...optionalRegistrationFields];
  if (mode === 'username') fields.unshift('username');
  if (passwordChosen) fields.unshift('password', 'confirmPassword');
  if (asksForMobile) fields.push('mobileNum');
  const errors = checkFields(rules, input, fields);
  // The age-and-terms box: consent is the player's act, whatever the brand's form shows. A
  // body without the flag comes from a client of the platform family whose own form holds
  // the box (the spec's register call has no such field): accepted, as wire tolerance asks.
  if (termsAccepted === false) errors.termsAccepted = 'please_agree_terms';
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
    throw await takenRefusal(
      ctx,
      client,
      AppError.of('usernameTaken', {
        fields: { [mode === 'mobile' ? 'mobileNum' : 'username']: 'username_taken' },
      }),
    );
  }
  if (mobile && (await members.findMemberByPhone(db, merchant.id, dialingCode, mobile))) {
    throw await takenRefusal(
      ctx,
      client,
      AppError.of('mobileTaken', { fields: { mobileNum: 'mobile_taken' } }),
    );
  }

  const password = passwordChosen ? body.password! : crypto.randomUUID();
  // Counted once the form is right, so that a typo or a taken name costs nothing, and before
  // the one-time codes are spent, so that a refusal over the limit does not burn them. Taken
  // back when a code or the insert refuses it: only accounts opened, or opening, count.
  const counted = await countRegistration(ctx, client);
  let member;
  try {
    if (
      captchaRule?.enabled &&
      captchaRule.required &&
      !(await session.redeemCaptcha(db, client.captchaId, body.captcha))
    ) {
      throw AppError.of('registrationCaptchaIncorrect', {
        fields: { captcha: 'captcha_incorrect' },
      });
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
    member = await insertRegisteredMember(ctx, {
      merchantId: merchant.id,
      username,
      password,
      mobile: mobile ?? null,
      countryDialingCode: mobile ? dialingCode : null,
      email: isEnabled(rules, 'email') ? body.email || null : null,
      payeeName: isEnabled(rules, 'payeeName') ? body.payeeName || null : null,
      paymentPassword:
        isEnabled(rules, 'paymentPassword') && body.paymentPassword ? body.paymentPassword : null,
      contacts: contactsOf(body, rules),
      uplineId: upline?.id ?? null,
      registerIp: client.ip,
      registerDomain: body.domain ?? client.domain ?? null,
    });
  } catch (error) {
    await counted.refund();
    throw error;
  }
  return session.signIn(ctx, member, client, password === members.defaultPassword);
}

/** The contact handles the merchant asks for, as given. */
function contactsOf(body: RegisterBody, rules: Map<string, RegisterRule>): MemberContacts {
  const contacts: MemberContacts = {};
  for (const field of memberContactFields) {
    const value = body[field];
    if (value && isEnabled(rules, field)) contacts[field] = value;
  }
  return contacts;
}

type NewMember = Omit<
  Parameters<typeof members.insertMember>[1],
  'passwordHash' | 'paymentPasswordHash' | 'accountType'
> & { password: string; paymentPassword: string | null };

/** Writes the member, its passwords hashed; a name taken meanwhile is `usernameTaken`. */
async function insertRegisteredMember(
  ctx: Pick<ServiceContext, 'db'>,
  { password, paymentPassword, ...member }: NewMember,
) {
  try {
    return await members.insertMember(ctx.db, {
      ...member,
      passwordHash: await hashPassword(password),
      accountType: members.memberAccountType,
      paymentPasswordHash: paymentPassword ? await hashPassword(paymentPassword) : null,
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
}
