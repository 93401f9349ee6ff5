import type { ServiceContext } from '../../platform/context';
import type { Principal } from '../../platform/http/auth';
import type { SessionSteps } from '../member/service';
import { redeemCaptcha } from './captcha';
import { requireHumanCheck } from './human-check-policy';
import { signIn } from './login';
import { endMemberSession, liveSessionsOf } from './member-sessions';
import { sha256Hex } from '../../platform/crypto/tokens';
import { endOtherSessions, endSession, findSignedIn, signedInCache } from './sessions';
import { redeemVerificationCode } from './sms-codes';

// The session module's public surface: signing in and out, the checks around it (captcha,
// human verification, SMS codes) and the member's live sessions.
export {
  issueCaptcha,
  issueCaptchaFor,
  captchaIssuedAt,
  captchaCookie,
  redeemCaptcha,
} from './captcha';
export { issueChallenge, redeemHumanCheck } from './human-verification';
export { sendVerificationCode, redeemVerificationCode, type CodePurpose } from './sms-codes';
export { requestLoginCode, requestRegisterCode } from './sms-requests';
export { login, signIn, freePlayLogin } from './login';
export { payloadKey } from './payload-key';
export { endOtherSessions, startSession } from './sessions';
export { endMemberSession, liveSessionsOf } from './member-sessions';
export type { Client } from '../../platform/http/client';

/** The signed-in member behind a token, for the auth hooks. */
export async function authenticate(
  ctx: ServiceContext,
  token: string,
  merchantId: number,
): Promise<Principal | undefined> {
  const { db, config } = ctx;
  const key = `${merchantId}:${sha256Hex(token)}`;
  const signedIn = await signedInCache.get(db, key, () =>
    findSignedIn(db, token, merchantId, config.session),
  );
  if (!signedIn || signedIn.member.status !== 'active') return undefined;
  if (signedIn.session.expiresAt <= new Date()) return undefined;
  return {
    sessionId: signedIn.session.id,
    memberId: signedIn.member.id,
    merchantId: signedIn.member.merchantId,
    username: signedIn.member.username,
    accountType: signedIn.member.accountType,
    mustChangePassword: signedIn.member.mustChangePassword,
  };
}

export async function logout(ctx: ServiceContext, principal: Principal): Promise<void> {
  await endSession(ctx.db, principal.sessionId, 'logout');
}

export async function endSessionsExcept(
  ctx: ServiceContext,
  memberId: bigint,
  keep: bigint | null,
  reason: string,
) {
  return endOtherSessions(ctx.db, memberId, keep, reason);
}

/**
 * The steps member's flows take of this module (registration signs in, a password change
 * ends the other sessions). Member sits below session, so app.ts hands them over.
 */
export const memberSessionSteps: SessionSteps = {
  requireHumanCheck,
  redeemCaptcha,
  redeemVerificationCode,
  signIn,
  endOtherSessions,
  liveSessionsOf: (db, memberId) => liveSessionsOf(db, memberId),
  endMemberSession,
};
