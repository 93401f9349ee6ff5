import { z } from 'zod';
import { envelope } from './envelope';
import { paths } from './paths';

const text = (max: number) => z.string().trim().max(max);

/** A solved proof-of-work challenge (human verification that works offline). */
export const humanCheck = z.object({
  challenge: z.string().min(10).max(512),
  nonce: z.string().min(1).max(32),
});
export type HumanCheck = z.infer<typeof humanCheck>;

export const humanChallenge = z.object({
  challenge: z.string(),
  /** Leading zero bits SHA-256(`challenge:nonce`) must have. */
  difficulty: z.number().int(),
  expiresAt: z.string(),
});
export type HumanChallenge = z.infer<typeof humanChallenge>;

/**
 * Login payload (spec §3): username + password, or mobile + SMS code. Other fields that
 * clients of the family send (geetest, ...) are dropped, never refused. `humanCheck` is
 * needed only when the brand asks for it (error `humanCheckRequired`, `value.humanCheck`).
 */
export const loginBody = z.object({
  username: text(64).optional(),
  password: z.string().max(128).optional(),
  mobileNum: text(20).optional(),
  countryDialingCode: text(6).optional(),
  verificationCode: text(255).optional(),
  captcha: text(16).optional(),
  type: z.enum(['username', 'sms', '']).optional(),
  humanCheck: humanCheck
    .optional()
    .describe(
      'A solved challenge of GET /wps/verification/human; needed only when the brand asks ' +
        '(error human.verification.required, value.humanCheck true). A proof sent is spent.',
    ),
  /**
   * The client's stable id of the device (the family's apps send one; the site keeps a random
   * one): a sign-in from a device the account used lately needs no human check.
   */
  loginDeviceId: text(128)
    .optional()
    .describe(
      "The client's stable id of this device: a sign-in from a device the account used in " +
        'the last 30 days needs no human check.',
    ),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResult = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  id: z.number(),
  userName: z.string(),
  customerType: z.number(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const smsNoLoginBody = z.object({
  mobileNum: text(20).min(1),
  countryDialingCode: text(6).optional(),
  humanCheck: humanCheck.optional(),
});
export const smsRegisterBody = z.object({
  mobileNo: text(20).min(1),
  countryDialingCode: text(6).optional(),
  humanCheck: humanCheck.optional(),
});
export const smsSent = z.object({ expiredMinutes: z.number().int() });

export const freePlayBody = z.object({
  os: text(32).optional(),
  platform: text(16).optional(),
  version: z.union([z.string(), z.number()]).optional(),
});

export const rsaKey = z.object({
  publicKey: z.string(),
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
  plaintextAllowed: z.boolean(),
});

export const endpoints = {
  login: {
    method: 'POST',
    path: paths.login,
    summary: 'Log in by username and password, or mobile and SMS code',
    body: loginBody,
    response: envelope(loginResult),
  },
  logout: {
    method: 'DELETE',
    path: paths.logout,
    summary: 'End this session',
    response: envelope(z.null()),
  },
  freePlay: {
    method: 'POST',
    path: paths.freePlay,
    summary: 'Free play: a new trial account, signed in',
    body: freePlayBody,
    response: envelope(loginResult),
  },
  rsaKey: {
    method: 'GET',
    path: paths.rsaKey,
    summary: "The merchant's public key for payload encryption",
    response: envelope(rsaKey),
  },
  humanChallenge: {
    method: 'GET',
    path: paths.humanChallenge,
    summary: 'A proof-of-work challenge (human verification)',
    response: envelope(humanChallenge),
  },
  captcha: {
    method: 'GET',
    path: paths.captcha,
    summary: 'A captcha image (base64 PNG) bound to this browser by a cookie',
    response: envelope(z.string()),
  },
  smsNoLogin: {
    method: 'POST',
    path: paths.smsNoLogin,
    summary: 'SMS code for login or reset by phone',
    body: smsNoLoginBody,
    response: envelope(smsSent),
  },
  smsRegister: {
    method: 'POST',
    path: paths.smsRegister,
    summary: 'SMS code for registration',
    body: smsRegisterBody,
    response: envelope(smsSent),
  },
} as const;
