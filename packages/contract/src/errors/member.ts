/** Errors of the member domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const memberErrors = {
  memberNotFound: { code: 'member.not.found', message: 'member_not_found', status: 404 },
  memberSessionNotFound: {
    code: 'member.session.not.found',
    message: 'member_session_not_found',
    status: 404,
  },
  /** A phone number that no member of the merchant has (SMS codes, reset by phone). */
  phoneNotMember: { code: 'member.not.found', message: 'wrong_account', status: 400 },
  /** Forgot password by e-mail: username and e-mail do not belong together. */
  emailNotMember: { code: 'member.not.found', message: 'in_username_exist', status: 400 },
  usernameTaken: { code: 'member.exists', message: 'username_taken', status: 409 },
  mobileTaken: { code: 'member.exists', message: 'mobile_taken', status: 409 },
  registrationDisabled: {
    code: 'registration.disabled',
    message: 'registration_disabled',
    status: 403,
  },
  affiliateCodeInvalid: {
    code: 'affiliate.invalid',
    message: 'invitation_code_error',
    status: 400,
  },
  registrationCaptchaIncorrect: {
    code: 'captcha.invalid',
    message: 'captcha_incorrect',
    status: 400,
  },
  resetByPhoneDisabled: {
    code: 'reset.phone.disabled',
    message: 'reset_by_phone_disabled',
    status: 403,
  },
  oldPasswordIncorrect: { code: 'request.invalid', message: 'old_password_incorrect', status: 400 },
  passwordSameAsOld: { code: 'request.invalid', message: 'password_same_as_old', status: 400 },
  passwordTooCommon: { code: 'request.invalid', message: 'password_too_common', status: 400 },
  passwordsDiffer: { code: 'request.invalid', message: 'inconsistent_twice', status: 400 },
} as const;
