import {
  defaultPassword,
  member,
  session,
  type LoginBody,
  type LoginResult,
  type MemberInfo,
  type RegisterBody,
} from '@croupier/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../api/client';
import { passHumanCheck } from './human-check';
import { sealPayload } from './secure-payload';
import { useSessionStore } from './store';

export const memberInfoKey = ['member', 'info'] as const;

/** The signed-in member (spec §4: loads on start when a token exists, and after login). */
export function useMemberInfo() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...memberInfoKey, token],
    queryFn: ({ signal }) =>
      apiRequest<MemberInfo>(member.endpoints.info.path, { schema: member.memberInfo, signal }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

export async function loginByPassword(
  body: Pick<LoginBody, 'username' | 'password' | 'captcha'>,
): Promise<LoginResult> {
  const humanCheck = await passHumanCheck();
  return apiRequest(session.endpoints.login.path, {
    method: 'POST',
    body: await sealPayload({ ...body, type: 'username', humanCheck }),
    schema: session.loginResult,
  });
}

export async function loginBySms(
  body: Pick<LoginBody, 'mobileNum' | 'countryDialingCode' | 'verificationCode' | 'captcha'>,
): Promise<LoginResult> {
  return apiRequest(session.endpoints.login.path, {
    method: 'POST',
    body: await sealPayload({ ...body, type: 'sms' }),
    schema: session.loginResult,
  });
}

export function freePlayLogin(): Promise<LoginResult> {
  return apiRequest(session.endpoints.freePlay.path, {
    method: 'POST',
    body: { os: navigator.platform || 'web', platform: 'W', version: 3 },
    schema: session.loginResult,
  });
}

export function logout(): Promise<null> {
  return apiRequest(session.endpoints.logout.path, { method: 'DELETE' });
}

export function fetchCaptcha(): Promise<string> {
  return apiRequest(session.endpoints.captcha.path);
}

export type SmsPurpose = 'noLogin' | 'register';

/** Sends an SMS code after the human check; answers how many minutes it stays valid. */
export async function sendSmsCode(
  purpose: SmsPurpose,
  mobile: string,
  countryDialingCode?: string,
): Promise<number> {
  const humanCheck = await passHumanCheck();
  const sent =
    purpose === 'register'
      ? await apiRequest(session.endpoints.smsRegister.path, {
          method: 'POST',
          body: { mobileNo: mobile, countryDialingCode, humanCheck },
          schema: session.smsSent,
        })
      : await apiRequest(session.endpoints.smsNoLogin.path, {
          method: 'POST',
          body: { mobileNum: mobile, countryDialingCode, humanCheck },
          schema: session.smsSent,
        });
  return sent.expiredMinutes;
}

export async function register(
  body: RegisterBody,
  mode: 'username' | 'mobile',
): Promise<LoginResult> {
  const endpoint = mode === 'mobile' ? member.endpoints.registerMobile : member.endpoints.register;
  const humanCheck = await passHumanCheck();
  return apiRequest(endpoint.path, {
    method: 'PUT',
    body: await sealPayload({
      ...body,
      humanCheck,
      registerMethod: 'WEB',
      domain: window.location.host,
      registerUrl: window.location.href,
    }),
    schema: session.loginResult,
  });
}

/** Answers whether an affiliate (invitation) code belongs to an agent of this merchant. */
export async function affiliateCodeIsValid(code: string): Promise<boolean> {
  try {
    await apiRequest(member.endpoints.affiliate.path, {
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
  return apiRequest(member.endpoints.changePassword.path, {
    method: 'POST',
    body: await sealPayload(body),
  });
}

/** Forgot password by e-mail: a form post, as the family's clients send it. */
export function forgotPasswordByEmail(username: string, email: string): Promise<null> {
  return apiRequest(member.endpoints.forgotByEmail.path, {
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
  return apiRequest(member.endpoints.setPasswordByPhone.path, {
    method: 'POST',
    body: await sealPayload(body),
    schema: session.loginResult,
  });
}

/**
 * What every successful sign-in does (spec §4 "Login"): store the token, then either open the
 * forced password change or load the member's info.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return (result: LoginResult, options: { typedPassword?: string } = {}) => {
    const store = useSessionStore.getState();
    store.signIn(result.token);
    void queryClient.invalidateQueries({ queryKey: memberInfoKey });
    if (result.passwordExpired || options.typedPassword === defaultPassword) {
      store.openModal('changePassword', { forced: true });
    } else {
      store.closeModal();
    }
  };
}
