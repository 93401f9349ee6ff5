/** Errors any call can answer: input, sessions, routing, limits, maintenance. */
export const platformErrors = {
  notSession: { code: 'login.not.session', message: 'in_logged_login', status: 401 },
  invalidInput: { code: 'request.invalid', message: 'invalid_input', status: 400 },
  malformedBody: { code: 'request.malformed', message: 'invalid_request_body', status: 400 },
  notFound: { code: 'route.not.found', message: 'not_found', status: 404 },
  unknownMerchant: { code: 'merchant.unknown', message: 'merchant_unknown', status: 400 },
  tooManyRequests: { code: 'rate.limited', message: 'too_many_requests', status: 429 },
  maintenance: { code: 'system.maintenance', message: 'maintenance', status: 503 },
  systemError: { code: 'system.error', message: 'system_error', status: 500 },
  staffNotSession: { code: 'bo.not.session', message: 'in_logged_login', status: 401 },
  staffForbidden: { code: 'bo.forbidden', message: 'no_permission', status: 403 },
  passwordChangeRequired: {
    code: 'password.change.required',
    message: 'in_first_password',
    status: 403,
  },
  realAccountRequired: { code: 'account.trial', message: 'in_need_true_account', status: 403 },
  payloadEncryptionRequired: {
    code: 'payload.encryption.required',
    message: 'payload_encryption_required',
    status: 400,
  },
  payloadDecryptFailed: {
    code: 'payload.decrypt.failed',
    message: 'payload_decrypt_failed',
    status: 400,
  },
  smsSendFailed: { code: 'notify.sms.failed', message: 'sms_send_failed', status: 502 },
  emailSendFailed: { code: 'notify.email.failed', message: 'email_send_failed', status: 502 },
} as const;
