import { z } from 'zod';
import { envelope } from './envelope';
import { humanCheck, loginResult } from './session';

const text = (max: number) => z.string().trim().max(max);

/** Account types, wire `customerType` (spec §6): a plain member, the agents, the trial. */
export const memberAccountType = 0;
export const agentAccountTypes = [1, 2, 41, 42] as const;
export const trialAccountType = 4;

/** The password everyone tries first; signing in with it forces a change (spec §4, §9). */
export const defaultPassword = '123456';

/**
 * The registration user (spec §3). Which fields a merchant asks for, and their patterns,
 * come from its registration rules; the server checks them, this schema only bounds sizes.
 */
export const registerBody = z.object({
  username: text(64).optional(),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  payeeName: text(100).optional(),
  email: text(254).optional(),
  qqNum: text(64).optional(),
  mobileNum: text(20).optional(),
  countryDialingCode: text(6).optional(),
  recommenderId: text(64).optional(),
  captcha: text(16).optional(),
  verificationCode: text(255).optional(),
  affiliateCode: text(64).optional(),
  paymentPassword: z.string().max(64).optional(),
  line: text(64).optional(),
  whatsapp: text(64).optional(),
  facebook: text(128).optional(),
  wechat: text(64).optional(),
  idNumber: text(64).optional(),
  referralCode: text(64).optional(),
  domain: text(255).optional(),
  registerUrl: text(2048).optional(),
  registerMethod: text(16).optional(),
  humanCheck: humanCheck.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/**
 * Optional registration fields in form order: each is asked for only when the merchant's
 * rule enables it (spec §5), by the register form and by the server's check alike.
 */
export const optionalRegistrationFields = [
  'email',
  'payeeName',
  'paymentPassword',
  'affiliateCode',
  'recommenderId',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;

export const memberInfo = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string().nullable(),
  /** customerType: 0 member; agents 1, 2, 41, 42; 4 trial. */
  type: z.number(),
  clubLabel: z.object({ labelName: z.string().nullable(), rankLevel: z.number() }),
  regDate: z.string(),
  /** Masked: the full number never leaves the server after registration. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  passwordChangeRequired: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

export const changePasswordBody = z.object({
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});

export const forgotByEmailBody = z.object({
  username: text(64).min(1),
  email: text(254).min(1),
});

export const setPasswordByPhoneBody = z.object({
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128).optional(),
  mobileNum: text(20).min(1),
  countryDialingCode: text(6).optional(),
  verificationCode: text(255).min(1),
});

export const affiliateQuery = z.object({
  code: text(64).min(1),
  domain: text(255).optional(),
});

/** The site language a member chose (spec §4 "Language change ... tells the server"). */
export const languageBody = z.object({
  language: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]{2}([-_][a-zA-Z]{2,4})?$/),
});

export const endpoints = {
  language: {
    method: 'POST',
    path: '/wps/member/language',
    body: languageBody,
    response: envelope(z.object({ language: z.string() })),
  },
  register: {
    method: 'PUT',
    path: '/wps/member/register',
    body: registerBody,
    response: envelope(loginResult),
  },
  registerMobile: {
    method: 'PUT',
    path: '/wps/member/register/mobile',
    body: registerBody,
    response: envelope(loginResult),
  },
  info: { method: 'GET', path: '/wps/member/info', response: envelope(memberInfo) },
  changePassword: {
    method: 'POST',
    path: '/wps/member/password',
    body: changePasswordBody,
    response: envelope(z.null()),
  },
  forgotByEmail: {
    method: 'POST',
    path: '/wps/member/password/email',
    body: forgotByEmailBody,
    response: envelope(z.null()),
  },
  setPasswordByPhone: {
    method: 'POST',
    path: '/wps/member/password/verification',
    body: setPasswordByPhoneBody,
    response: envelope(loginResult),
  },
  affiliate: {
    method: 'GET',
    path: '/wps/agent/affiliate',
    query: affiliateQuery,
    response: envelope(z.object({ code: z.string() })),
  },
} as const;
