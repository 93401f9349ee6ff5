import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import * as memberService from '../../member/service';
import { hasPaymentPassword } from '../payment-settings/service';
import { transferUplineName } from '../transfers/service';

/** The member's account and security settings. */
export async function securityOf(db: Database, memberId: bigint) {
  const member = await memberService.findMemberById(db, memberId);
  if (!member) throw AppError.of('notSession');
  return {
    account: member.username,
    nickname: member.nickname,
    payeeName: member.payeeName,
    mobile: memberService.maskMobile(member.countryDialingCode, member.mobile),
    email: memberService.maskEmail(member.email),
    hasPaymentPassword: await hasPaymentPassword(db, memberId),
    regDate: member.createdAt.toISOString(),
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
    toUpline: await transferUplineName(db, member),
  };
}

/**
 * Changes nickname or e-mail, and sets the payee name once: withdrawals are paid only to
 * accounts in this name, so once set only the operator changes it.
 */
export async function updateProfile(
  db: Database,
  memberId: bigint,
  body: { nickname?: string; email?: string; payeeName?: string },
) {
  const { payeeName, ...changes } = body;
  if (payeeName !== undefined) {
    const member = await memberService.findMemberById(db, memberId);
    if (member?.payeeName && member.payeeName !== payeeName) {
      throw AppError.of('payeeNameAlreadySet');
    }
  }
  const update = { ...changes, ...(payeeName === undefined ? {} : { payeeName }) };
  if (Object.keys(update).length > 0) await memberService.updateMember(db, memberId, update);
  return securityOf(db, memberId);
}
