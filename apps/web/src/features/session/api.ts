import {
  defaultPassword,
  paths,
  type LoginBody,
  type LoginResult,
  type MemberInfo,
  type RegisterBody,
} from '@croupier/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../api/client';
import { loadChunk } from '../../app/chunks';
import { sealPayload } from './secure-payload';
import { useSessionStore } from './store';

/**
 * The proof-of-work solver and its hash function load on the first sign-in or registration,
 * not with the header that shows the login form (home page first-render budget).
 */
async function humanCheckProof() {
  const { passHumanCheck } = await loadChunk(() => import('./human-check'));
  return passHumanCheck();
}

export const memberInfoKey = ['member', 'info'] as const;

type SmsSent = { expiredMinutes: number };

// Answers are typed, not parsed: the server checks each against the contract before sending,
// and leaving the schemas out keeps zod out of the site's first render.

/** The signed-in member (spec §4: loads on start when a token exists, and after login). */
export function useMemberInfo() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...memberInfoKey, token],
    queryFn: ({ signal }) => apiRequest<MemberInfo>(paths.memberInfo, { signal }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

export async function loginByPassword(
  body: Pick<LoginBody, 'username' | 'password' | 'captcha'>,
): Promise<LoginResult> {
  const humanCheck = await humanCheckProof();
  return apiRequest<LoginResult>(paths.login, {
    method: 'POST',
    body: await sealPayload({ ...body, type: 'username', humanCheck }),
  });
}

export async function loginBySms(
  body: Pick<LoginBody, 'mobileNum' | 'countryDialingCode' | 'verificationCode' | 'captcha'>,
): Promise<LoginResult> {
  return apiRequest<LoginResult>(paths.login, {
    method: 'POST',
    body: await sealPayload({ ...body, type: 'sms' }),
  });
}

export function freePlayLogin(): Promise<LoginResult> {
  return apiRequest<LoginResult>(paths.freePlay, {
    method: 'POST',
    body: { os: navigator.platform || 'web', platform: 'W', version: 3 },
  });
}

export function logout(): Promise<null> {
  return apiRequest<null>(paths.logout, { method: 'DELETE' });
}

export function fetchCaptcha(): Promise<string> {
  return apiRequest<string>(paths.captcha);
}

export type SmsPurpose = 'noLogin' | 'register';

/** Sends an SMS code after the human check; answers how many minutes it stays valid. */
export async function sendSmsCode(
  purpose: SmsPurpose,
  mobile: string,
  countryDialingCode?: string,
): Promise<number> {
  const humanCheck = await humanCheckProof();
  const sent =
    purpose === 'register'
      ? await apiRequest<SmsSent>(paths.smsRegister, {
          method: 'POST',
          body: { mobileNo: mobile, countryDialingCode, humanCheck },
        })
      : await apiRequest<SmsSent>(paths.smsNoLogin, {
          method: 'POST',
          body: { mobileNum: mobile, countryDialingCode, humanCheck },
        });
  return sent.expiredMinutes;
}

export async function register(
  body: RegisterBody,
  mode: 'username' | 'mobile',
): Promise<LoginResult> {
  const path = mode === 'mobile' ? paths.registerMobile : paths.register;
  const humanCheck = await humanCheckProof();
  return apiRequest<LoginResult>(path, {
    method: 'PUT',
    body: await sealPayload({
      ...body,
      humanCheck,
      registerMethod: 'WEB',
      domain: window.location.host,
      registerUrl: window.location.href,
    }),
  });
}

/** Answers whether an affiliate (invitation) code belongs to an agent of this merchant. */
export async function affiliateCodeIsValid(code: string): Promise<boolean> {
  try {
    await apiRequest(paths.affiliate, {
      query: { code, domain: window.location.host },
    });
    return true;
  } catch (error) {
    // A refusal means the code is wrong; network trouble is not the player's mistake.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}

export async function changePassword(body: {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<null> {
  return apiRequest<null>(paths.changePassword, {
    method: 'POST',
    body: await sealPayload(body),
  });
}

/** Forgot password by e-mail: a form post, as the family's clients send it. */
export function forgotPasswordByEmail(username: string, email: string): Promise<null> {
  return apiRequest<null>(paths.forgotByEmail, {
    method: 'POST',
    body: new URLSearchParams({ username, email }),
  });
}

export async function setPasswordByPhone(body: {
  mobileNum: string;
  countryDialingCode?: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<LoginResult> {
  return apiRequest<LoginResult>(paths.setPasswordByPhone, {
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
