import { isModuleEnabled, modIds, type HumanCheck } from '@croupier/contract';
import type { ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/http/app-error';
import * as members from '../member/service';
import type { MerchantRow } from '../system/schema';
import * as system from '../system/service';
import { redeemHumanCheck } from './human-verification';
import { sendVerificationCode } from './sms-codes';

type CodeRequest = {
  countryDialingCode?: string;
  mobile: string;
  humanCheck?: HumanCheck;
  ip: string;
};

/** The merchant's number and the caller's, as stored; a field error when the number is empty. */
function phoneOf(merchant: MerchantRow, request: CodeRequest, field: string) {
  const dialingCode = members.normalizeDialingCode(
    request.countryDialingCode,
    merchant.defaultDialingCode,
  );
  const mobile = members.normalizeMobile(request.mobile);
  if (!mobile) throw AppError.of('invalidInput', { fields: { [field]: 'field_required' } });
  return { dialingCode, mobile };
}

/**
 * An SMS code for the calls without login (SMS login, reset by phone), when the merchant has
 * one of them on. Codes go only to numbers of members: no SMS bill run up by strangers' numbers.
 */
export async function requestLoginCode(
  ctx: ServiceContext,
  merchant: MerchantRow,
  request: CodeRequest,
): Promise<{ expiredMinutes: number }> {
  const whitelabel = await system.getWhitelabelTree(ctx.db, merchant.id);
  const uses = [modIds.loginPhone, modIds.loginVerificationCode, modIds.forgotByPhone];
  if (!uses.some((id) => isModuleEnabled(whitelabel, id))) throw AppError.of('smsLoginDisabled');
  await redeemHumanCheck(ctx.db, request.humanCheck);
  const { dialingCode, mobile } = phoneOf(merchant, request, 'mobileNum');
  if (!(await members.findMemberByPhone(ctx.db, merchant.id, dialingCode, mobile))) {
    throw AppError.of('phoneNotMember', { fields: { mobileNum: 'wrong_account' } });
  }
  return sendVerificationCode(ctx.db, ctx.notifier, merchant, {
    purpose: 'noLogin',
    dialingCode,
    mobile,
    ip: request.ip,
  });
}

/** An SMS code for registration, when the merchant verifies numbers; never for a number in use. */
export async function requestRegisterCode(
  ctx: ServiceContext,
  merchant: MerchantRow,
  request: CodeRequest,
): Promise<{ expiredMinutes: number }> {
  const whitelabel = await system.getWhitelabelTree(ctx.db, merchant.id);
  if (!isModuleEnabled(whitelabel, modIds.registerSmsVerification)) {
    throw AppError.of('smsRegisterDisabled');
  }
  await redeemHumanCheck(ctx.db, request.humanCheck);
  const { dialingCode, mobile } = phoneOf(merchant, request, 'mobileNo');
  if (await members.findMemberByPhone(ctx.db, merchant.id, dialingCode, mobile)) {
    throw AppError.of('mobileTaken', { fields: { mobileNo: 'mobile_taken' } });
  }
  return sendVerificationCode(ctx.db, ctx.notifier, merchant, {
    purpose: 'register',
    dialingCode,
    mobile,
    ip: request.ip,
  });
}
