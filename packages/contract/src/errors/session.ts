/** Errors of the session domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const sessionErrors = {
  humanCheckFailed: {
    code: 'human.verification.failed',
    message: 'please_verify_first',
    status: 400,
  },
  verificationCodeInvalid: {
    code: 'verification.code.invalid',
    message: 'verification_code_invalid',
    status: 400,
  },
  captchaRequired: { code: 'captcha.required', message: 'in_vwrite_code', status: 400 },
  captchaTooFast: { code: 'captcha.too.fast', message: 'captcha_too_fast', status: 429 },
  // A refused sign-in answers `login.failed` with what was wrong; `value.captcha` says
  // whether the next attempt needs a captcha.
  loginCaptchaIncorrect: { code: 'login.failed', message: 'captcha_incorrect', status: 400 },
  loginCodeInvalid: { code: 'login.failed', message: 'verification_code_invalid', status: 400 },
  loginWrongAccount: { code: 'login.failed', message: 'wrong_account', status: 400 },
  loginPasswordIncorrect: {
    code: 'login.failed',
    message: 'account_or_password_incorrect',
    status: 400,
  },
  loginSmsDisabled: { code: 'login.sms.disabled', message: 'sms_login_disabled', status: 403 },
  accountLocked: { code: 'account.locked', message: 'account_locked', status: 403 },
  freePlayDisabled: { code: 'freeplay.disabled', message: 'free_play_disabled', status: 403 },
  smsLoginDisabled: { code: 'sms.disabled', message: 'sms_login_disabled', status: 403 },
  smsRegisterDisabled: { code: 'sms.disabled', message: 'sms_register_disabled', status: 403 },
} as const;
