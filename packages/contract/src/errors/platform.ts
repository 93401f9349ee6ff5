import { error } from './entry';

/** Errors any call can answer: input, sessions, routing, limits, maintenance. */
export const platformErrors = {
  notSession: error('login.not.session', 'in_logged_login', 401),
  invalidInput: error('request.invalid', 'invalid_input', 400),
  malformedBody: error('request.malformed', 'invalid_request_body', 400),
  notFound: error('route.not.found', 'not_found', 404),
  unknownMerchant: error('merchant.unknown', 'merchant_unknown', 400),
  tooManyRequests: error('rate.limited', 'too_many_requests', 429),
  maintenance: error('system.maintenance', 'maintenance', 503),
  systemError: error('system.error', 'system_error', 500),
  staffNotSession: error('bo.not.session', 'in_logged_login', 401),
  staffForbidden: error('bo.forbidden', 'no_permission', 403),
  passwordChangeRequired: error('password.change.required', 'in_first_password', 403),
  realAccountRequired: error('account.trial', 'in_need_true_account', 403),
  payloadEncryptionRequired: error(
    'payload.encryption.required',
    'payload_encryption_required',
    400,
  ),
  payloadDecryptFailed: error('payload.decrypt.failed', 'payload_decrypt_failed', 400),
  smsSendFailed: error('notify.sms.failed', 'sms_send_failed', 502),
  emailSendFailed: error('notify.email.failed', 'email_send_failed', 502),
} as const;
