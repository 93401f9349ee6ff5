import { error } from './entry';

/** Errors of the member domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const memberErrors = {
  memberNotFound: error('member.not.found', 'member_not_found', 404),
  memberSessionNotFound: error('member.session.not.found', 'member_session_not_found', 404),
  /** A phone number that no member of the merchant has (SMS codes, reset by phone). */
  phoneNotMember: error('member.not.found', 'wrong_account', 400),
  /** Forgot password by e-mail: username and e-mail do not belong together. */
  emailNotMember: error('member.not.found', 'in_username_exist', 400),
  usernameTaken: error('member.exists', 'username_taken', 409),
  mobileTaken: error('member.exists', 'mobile_taken', 409),
  registrationDisabled: error('registration.disabled', 'registration_disabled', 403),
  affiliateCodeInvalid: error('affiliate.invalid', 'invitation_code_error', 400),
  registrationCaptchaIncorrect: error('captcha.invalid', 'captcha_incorrect', 400),
  resetByPhoneDisabled: error('reset.phone.disabled', 'reset_by_phone_disabled', 403),
  oldPasswordIncorrect: error('request.invalid', 'old_password_incorrect', 400),
  passwordSameAsOld: error('request.invalid', 'password_same_as_old', 400),
  passwordTooCommon: error('request.invalid', 'password_too_common', 400),
  passwordsDiffer: error('request.invalid', 'inconsistent_twice', 400),
} as const;
