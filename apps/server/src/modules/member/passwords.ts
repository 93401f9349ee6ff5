import { randomInt } from 'node:crypto';
import { isModuleEnabled, modIds, type ErrorName, type LoginResult } from '@croupier/contract';
import type { z } from 'zod';
import type { member as memberContract } from '@croupier/contract';
import type { ServiceContext } from '../../platform/context';
import { verifyPassword } from '../../platform/crypto/password';
import { AppError } from '../../platform/http/app-error';
import type { Principal } from '../../platform/http/auth';
import { throttle } from '../../platform/ratelimit/rate-limit';
import type { Client } from '../../platform/http/client';
import type { MerchantRow } from '../system/schema';
import * as system from '../system/service';
import { checkField, effectiveRules } from '@croupier/contract';
import { normalizeDialingCode, normalizeMobile, phoneKey } from './phone';
import type { SessionSteps } from './ports';
import * as members from './service';

type ChangePasswordBody = z.infer<typeof memberContract.changePasswordBody>;
type ForgotByEmailBody = z.infer<typeof memberContract.forgotByEmailBody>;
type SetPasswordByPhoneBody = z.infer<typeof memberContract.setPasswordByPhoneBody>;

const temporaryPasswordMinutes = 30;

/**
 * A refused password field. Keys the catalogue names answer with their own entry; the others
 * (a missing field, the merchant's pattern `reg_pattern_<id>`) answer `invalid_input`, or
 * the pattern's own key, as before; the key is in the field map as everywhere else.
 */
function fieldError(field: string, messageKey: string) {
  const named = {
    old_password_incorrect: 'oldPasswordIncorrect',
    password_same_as_old: 'passwordSameAsOld',
    password_too_common: 'passwordTooCommon',
    inconsistent_twice: 'passwordsDiffer',
  } as const satisfies Record<string, ErrorName>;
  const name = (named as Record<string, ErrorName>)[messageKey];
  return name
    ? AppError.of(name, { fields: { [field]: messageKey } })
    : AppError.ruleField(field, messageKey);
}

/** The merchant's password rule applied to a new password, plus the always-refused '123456'. */
export async function checkNewPassword(
  ctx: Pick<ServiceContext, 'db'>,
  merchant: Pick<MerchantRow, 'id'>,
  newPassword: string,
  confirm: string | undefined,
  field = 'newPassword',
) {
  const rules = effectiveRules(await system.getRegisterRules(ctx.db, merchant.id));
  const problem = checkField(rules.get('password')!, newPassword);
  if (problem) throw fieldError(field, problem);
  if (newPassword === members.defaultPassword) throw fieldError(field, 'password_too_common');
  if (confirm !== undefined && confirm !== newPassword)
    throw fieldError('confirmNewPassword', 'inconsistent_twice');
}

async function throttleHourly(ctx: ServiceContext, key: string, limit: number) {
  await throttle(ctx.db, key, { limit, windowSeconds: 3600 });
}

/**
 * Changes the signed-in member's password. The old password is asked for unless the change
 * is forced (first login with 123456, expiry, temporary password); every other session of
 * the member ends.
 */
export async function changePassword(
  ctx: ServiceContext,
  merchant: MerchantRow,
  principal: Principal,
  body: ChangePasswordBody,
  session: Pick<SessionSteps, 'endOtherSessions'>,
) {
  const member = await members.findMemberById(ctx.db, principal.memberId);
  if (!member) throw AppError.of('notSession');
  await throttleHourly(ctx, `password-change:${member.id}`, 10);
  if (!member.mustChangePassword) {
    if (!body.oldPassword) throw fieldError('oldPassword', 'field_required');
    if (!(await verifyPassword(member.passwordHash, body.oldPassword)))
      throw fieldError('oldPassword', 'old_password_incorrect');
    if (body.oldPassword === body.newPassword)
      throw fieldError('newPassword', 'password_same_as_old');
  }
  await checkNewPassword(ctx, merchant, body.newPassword, body.confirmNewPassword);
  await members.setPassword(ctx.db, member.id, body.newPassword);
  await session.endOtherSessions(ctx.db, member.id, principal.sessionId, 'password_changed');
}

export function temporaryPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 12 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/**
 * Forgot password by e-mail: when username and e-mail match, a temporary password valid
 * for 30 minutes is sent. It works once and forces a change; the old password keeps working
 * meanwhile, so nobody can lock a player out by asking for resets.
 */
export async function sendTemporaryPassword(
  ctx: ServiceContext,
  merchant: MerchantRow,
  body: ForgotByEmailBody,
  client: Pick<Client, 'ip'>,
) {
  await throttleHourly(ctx, `password-email:ip:${client.ip}`, 5);
  const member = await members.findMemberByUsername(ctx.db, merchant.id, body.username);
  if (
    !member ||
    !member.email ||
    member.email.toLowerCase() !== body.email.toLowerCase() ||
    member.accountType === 4
  ) {
    throw AppError.of('emailNotMember');
  }
  const password = temporaryPassword();
  await members.issueTemporaryPassword(ctx.db, member.id, password, temporaryPasswordMinutes);
  await ctx.notifier.email(
    merchant.id,
    member.email,
    `${merchant.name}: your temporary password`,
    `Hello ${member.username},\n\nYour temporary password is ${password}\n\nIt works once, for ${temporaryPasswordMinutes} minutes; ` +
      'after logging in you will be asked to choose a new password. If you did not ask for it, ignore this e-mail: ' +
      'your password has not changed.',
  );
}

/** Reset by phone (spec §4): SMS code and a new password, then signed in with it. */
export async function setPasswordByPhone(
  ctx: ServiceContext,
  merchant: MerchantRow,
  body: SetPasswordByPhoneBody,
  client: Client,
  session: SessionSteps,
): Promise<LoginResult> {
  const whitelabel = await system.getWhitelabelTree(ctx.db, merchant.id);
  if (!isModuleEnabled(whitelabel, modIds.forgotByPhone)) throw AppError.of('resetByPhoneDisabled');
  await checkNewPassword(ctx, merchant, body.newPassword, body.confirmNewPassword);
  const dialingCode = normalizeDialingCode(body.countryDialingCode, merchant.defaultDialingCode);
  const mobile = normalizeMobile(body.mobileNum);
  const member = await members.findMemberByPhone(ctx.db, merchant.id, dialingCode, mobile);
  if (!member) throw AppError.of('phoneNotMember', { fields: { mobileNum: 'wrong_account' } });
  await session.redeemVerificationCode(
    ctx.db,
    merchant.id,
    'noLogin',
    phoneKey(dialingCode, mobile),
    body.verificationCode,
  );
  await members.setPassword(ctx.db, member.id, body.newPassword);
  await session.endOtherSessions(ctx.db, member.id, null, 'password_reset');
  return session.signIn(ctx, { ...member, mustChangePassword: false }, client);
}
