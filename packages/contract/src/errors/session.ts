import { error } from './entry';

/** Errors of the session domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const sessionErrors = {
  humanCheckFailed: error('human.verification.failed', 'please_verify_first', 400),
  // The brand wants a solved proof of work on this call and none came: `value.humanCheck` is
  // true; solve `GET /wps/verification/human` and send the call again with `humanCheck`.
  humanCheckRequired: error('human.verification.required', 'please_verify_first', 400),
  verificationCodeInvalid: error('verification.code.invalid', 'verification_code_invalid', 400),
  captchaRequired: error('captcha.required', 'in_vwrite_code', 400),
  captchaTooFast: error('captcha.too.fast', 'captcha_too_fast', 429),
  // A refused sign-in answers `login.failed` with what was wrong; `value.captcha` says
  // whether the next attempt needs a captcha.
  loginCaptchaIncorrect: error('login.failed', 'captcha_incorrect', 400),
  loginCodeInvalid: error('login.failed', 'verification_code_invalid', 400),
  loginWrongAccount: error('login.failed', 'wrong_account', 400),
  loginPasswordIncorrect: error('login.failed', 'account_or_password_incorrect', 400),
  loginSmsDisabled: error('login.sms.disabled', 'sms_login_disabled', 403),
  accountLocked: error('account.locked', 'account_locked', 403),
  freePlayDisabled: error('freeplay.disabled', 'free_play_disabled', 403),
  smsLoginDisabled: error('sms.disabled', 'sms_login_disabled', 403),
  smsRegisterDisabled: error('sms.disabled', 'sms_register_disabled', 403),
} as const;
