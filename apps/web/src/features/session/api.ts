import {
  defaultPassword,
  paths,
  type LoginBody,
  type LoginResult,
  type member,
  type RegisterBody,
  type session,
} from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, call, callAs } from '../../api/client';
import { loadChunk } from '../../app/chunks';
import { memberInfoKey } from '../../app/session/member-info';
import { loginDeviceId } from './device-id';
import { withHumanCheck } from './human-check-retry';
import { sealPayload } from './secure-payload';
import { useSessionStore } from '../../app/session/store';

/**
 * The proof-of-work solver and its hash function load when the server first asks for a
 * proof, not with the header that shows the login form (home page first-render budget).
 */
async function humanCheckProof() {
  const { passHumanCheck } = await loadChunk(() => import('./human-check'));
  return passHumanCheck();
}

/** Signs in by password; the body is sealed again with the proof when one is asked for. */
export function loginByPassword(
  body: Pick<LoginBody, 'username' | 'password' | 'captcha'>,
): Promise<LoginResult> {
  return withHumanCheck(humanCheckProof, async (humanCheck) =>
    call<typeof session.endpoints.login>(paths.login, {
      method: 'POST',
      body: await sealPayload({
        ...body,
        type: 'username',
        loginDeviceId: loginDeviceId(),
        humanCheck,
      }),
    }),
  );
}

export async function loginBySms(
  body: Pick<LoginBody, 'mobileNum' | 'countryDialingCode' | 'verificationCode' | 'captcha'>,
): Promise<LoginResult> {
  return call<typeof session.endpoints.login>(paths.login, {
    method: 'POST',
    body: await sealPayload({ ...body, type: 'sms', loginDeviceId: loginDeviceId() }),
  });
}

export function freePlayLogin(): Promise<LoginResult> {
  return call<typeof session.endpoints.freePlay>(paths.freePlay, {
    method: 'POST',
    body: { os: navigator.platform || 'web', platform: 'W', version: 3 },
  });
}

export function logout(): Promise<null> {
  return call<typeof session.endpoints.logout>(paths.logout, { method: 'DELETE' });
}

export function fetchCaptcha(): Promise<string> {
  return call<typeof session.endpoints.captcha>(paths.captcha);
}

export type SmsPurpose = 'noLogin' | 'register';

/** Sends an SMS code (with the human check when asked); answers how many minutes it lasts. */
export async function sendSmsCode(
  purpose: SmsPurpose,
  mobile: string,
  countryDialingCode?: string,
): Promise<number> {
  const sent = await withHumanCheck(humanCheckProof, (humanCheck) =>
    purpose === 'register'
      ? call<typeof session.endpoints.smsRegister>(paths.smsRegister, {
          method: 'POST',
          body: { mobileNo: mobile, countryDialingCode, humanCheck },
        })
      : call<typeof session.endpoints.smsNoLogin>(paths.smsNoLogin, {
          method: 'POST',
          body: { mobileNum: mobile, countryDialingCode, humanCheck },
        }),
  );
  return sent.expiredMinutes;
}

/** Registers and signs in; the body is sealed again with the proof when one is asked for. */
export function register(body: RegisterBody, mode: 'username' | 'mobile'): Promise<LoginResult> {
  return withHumanCheck(humanCheckProof, async (humanCheck) => {
    const sealed = await sealPayload({
      ...body,
      humanCheck,
      registerMethod: 'WEB',
      domain: window.location.host,
      registerUrl: window.location.href,
    });
    return mode === 'mobile'
      ? call<typeof member.endpoints.registerMobile>(paths.registerMobile, {
          method: 'PUT',
          body: sealed,
        })
      : call<typeof member.endpoints.register>(paths.register, { method: 'PUT', body: sealed });
  });
}

/** Answers whether an affiliate (invitation) code belongs to an agent of this merchant. */
export async function affiliateCodeIsValid(code: string): Promise<boolean> {
  try {
    await call<typeof member.endpoints.affiliate>(paths.affiliate, {
      query: { code, domain: window.location.host },
    });
    return true;
  } catch (error) {
    // A refusal means the code is wrong; network trouble is not the player's mistake.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}

export async function changePassword(body: z.input<typeof member.changePasswordBody>) {
  return call<typeof member.endpoints.changePassword>(paths.changePassword, {
    method: 'POST',
    body: await sealPayload(body),
  });
}

/** Forgot password by e-mail: a form post, as the family's clients send it. */
export function forgotPasswordByEmail(username: string, email: string) {
  return callAs<typeof member.endpoints.forgotByEmail>(paths.forgotByEmail, {
    method: 'POST',
    body: new URLSearchParams({ username, email }),
  });
}

export async function setPasswordByPhone(body: z.input<typeof member.setPasswordByPhoneBody>) {
  return call<typeof member.endpoints.setPasswordByPhone>(paths.setPasswordByPhone, {
    method: 'POST',
    body: await sealPayload(body),
  });
}

/**
 * What every successful sign-in does (spec §4 "Login"): store the token, then either open the
 * forced password change or load the member's info.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return (result: LoginResult, options: { typedPassword?: string } = {}) => {
    useSessionStore.getState().signIn(result.token, {
      forcePasswordChange: result.passwordExpired || options.typedPassword === defaultPassword,
    });
    void queryClient.invalidateQueries({ queryKey: memberInfoKey });
  };
}
