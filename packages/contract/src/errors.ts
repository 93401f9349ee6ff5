/**
 * Stable error codes (`errorCode`) and the i18n keys (`message`) they answer with.
 * Codes are dotted like the family's `login.not.session`; message keys are snake_case
 * like the family's `in_logged_login`. Clients translate the message key.
 */
export const errorCodes = {
  notSession: { code: 'login.not.session', message: 'in_logged_login', status: 401 },
  invalidInput: { code: 'request.invalid', message: 'invalid_input', status: 400 },
  malformedBody: { code: 'request.malformed', message: 'invalid_request_body', status: 400 },
  notFound: { code: 'route.not.found', message: 'not_found', status: 404 },
  unknownMerchant: { code: 'merchant.unknown', message: 'merchant_unknown', status: 400 },
  tooManyRequests: { code: 'rate.limited', message: 'too_many_requests', status: 429 },
  maintenance: { code: 'system.maintenance', message: 'maintenance', status: 503 },
  systemError: { code: 'system.error', message: 'system_error', status: 500 },
} as const;

export type ErrorName = keyof typeof errorCodes;
