import { isModuleEnabled, modIds, type ErrorName, type HumanCheck } from '@croupier/contract';
import type { ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/http/app-error';
import * as members from '../member/service';
import type { MerchantRow } from '../system/schema';
import * as system from '../system/service';
import { requireHumanCheck } from './human-check-policy';
import {
  countRefusedCodeRequest,
  peekCodeRequests,
  sendVerificationCode,
  type CodePurpose,
} from './sms-codes';

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

/** What sets one SMS code call apart from the other. */
type CodeCall = {
  purpose: CodePurpose;
  /** The whitelabel switches that offer the call: one of them on is enough. */
  switches: string[];
  disabled: ErrorName;
  /** The request's field of the number, where a refusal of it is shown. */
  field: string;
  /** Whether the number must be a member's (sign-in, reset) or must not be (registration). */
  memberNumber: boolean;
  wrongNumber: () => AppError;
};

/**
 * The steps of every code request, in this order: the merchant offers the call, the number
 * is given, the caller passed the human check when the brand wants one (always, or once the
 * address or the number has asked this hour), the number is (or is not) a member's as the
 * call needs; then the code goes out under the number's and the address's rate limits.
 */
async function requestCode(
  ctx: ServiceContext,
  merchant: MerchantRow,
  request: CodeRequest,
  call: CodeCall,
): Promise<{ expiredMinutes: number }> {
  const whitelabel = await system.getWhitelabelTree(ctx.db, merchant.id);
  if (!call.switches.some((id) => isModuleEnabled(whitelabel, id))) {
    throw AppError.of(call.disabled);
  }
  const { dialingCode, mobile } = phoneOf(merchant, request, call.field);
  await requireHumanCheck(ctx.db, merchant.humanVerification, request.humanCheck, async () => ({
    call: 'sms',
    ...(await peekCodeRequests(
      ctx.db,
      merchant.id,
      members.phoneKey(dialingCode, mobile),
      request.ip,
    )),
  }));
  const member = await members.findMemberByPhone(ctx.db, merchant.id, dialingCode, mobile);
  if (Boolean(member) !== call.memberNumber) {
    await countRefusedCodeRequest(ctx.db, request.ip);
    throw call.wrongNumber();
  }
  return sendVerificationCode(ctx.db, ctx.notifier, merchant, {
    purpose: call.purpose,
    dialingCode,
    mobile,
    ip: request.ip,
  });
}

/**
 * An SMS code for the calls without login (SMS login, reset by phone), when the merchant has
 * one of them on. Codes go only to numbers of members: no SMS bill run up by strangers' numbers.
 */
export function requestLoginCode(ctx: ServiceContext, merchant: MerchantRow, request: CodeRequest) {
  return requestCode(ctx, merchant, request, {
    purpose: 'noLogin',
    switches: [modIds.loginPhone, modIds.loginVerificationCode, modIds.forgotByPhone],
    disabled: 'smsLoginDisabled',
    field: 'mobileNum',
    memberNumber: true,
    wrongNumber: () => AppError.of('phoneNotMember', { fields: { mobileNum: 'wrong_account' } }),
  });
}

/** An SMS code for registration, when the merchant verifies numbers; never for a number in use. */
export function requestRegisterCode(
  ctx: ServiceContext,
  merchant: MerchantRow,
  request: CodeRequest,
) {
  return requestCode(ctx, merchant, request, {
    purpose: 'register',
    switches: [modIds.registerSmsVerification],
    disabled: 'smsRegisterDisabled',
    field: 'mobileNo',
    memberNumber: false,
    wrongNumber: () => AppError.of('mobileTaken', { fields: { mobileNo: 'mobile_taken' } }),
  });
}
