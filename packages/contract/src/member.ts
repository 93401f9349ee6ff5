import { z } from 'zod';
import { envelope } from './envelope';
import { paths } from './paths';
import { humanCheck, loginResult } from './session';
import { blankAsAbsent, email, plainText } from './text-fields';

export * from './member-values';

/** Everything but the secrets is plain text: none of it has a use for markup. */
const text = (max: number) => plainText({ max });

/**
 * The registration user (spec §3). Which fields a merchant asks for, and their patterns,
 * come from its registration rules; the server checks them, this schema only bounds sizes.
 */
export const registerBody = z.object({
  username: text(64).optional(),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  payeeName: text(100).optional(),
  email: blankAsAbsent(email),
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
  /**
   * Whether the player ticked "I am at least (age) and accept the Terms": false is refused
   * (`please_agree_terms`). Absent, the client held the box itself (the spec's register call
   * has no such field, and clients of the platform family send none).
   */
  termsAccepted: z.boolean().optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

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
    path: paths.memberLanguage,
    summary: 'Remember the language the member chose',
    body: languageBody,
    response: envelope(z.object({ language: z.string() })),
  },
  register: {
    method: 'PUT',
    path: paths.register,
    summary: 'Register (username) and sign in',
    body: registerBody,
    response: envelope(loginResult),
  },
  registerMobile: {
    method: 'PUT',
    path: paths.registerMobile,
    summary: 'Register (mobile) and sign in',
    body: registerBody,
    response: envelope(loginResult),
  },
  info: {
    method: 'GET',
    path: paths.memberInfo,
    summary: 'The signed-in member',
    response: envelope(memberInfo),
  },
  changePassword: {
    method: 'POST',
    path: paths.changePassword,
    summary: 'Change the password (old one not needed when the change is forced)',
    body: changePasswordBody,
    response: envelope(z.null()),
  },
  forgotByEmail: {
    method: 'POST',
    path: paths.forgotByEmail,
    summary: 'Forgot password: a temporary password by e-mail (form post)',
    body: forgotByEmailBody,
    response: envelope(z.null()),
  },
  setPasswordByPhone: {
    method: 'POST',
    path: paths.setPasswordByPhone,
    summary: 'Reset by phone: SMS code and new password, then signed in',
    body: setPasswordByPhoneBody,
    response: envelope(loginResult),
  },
  affiliate: {
    method: 'GET',
    path: paths.affiliate,
    summary: 'Check an invitation (affiliate) code',
    query: affiliateQuery,
    response: envelope(z.object({ code: z.string() })),
  },
} as const;
