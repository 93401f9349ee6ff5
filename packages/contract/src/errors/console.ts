import { error } from './entry';

/** Errors of the console domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const consoleErrors = {
  staffLoginFailed: error('bo.login.failed', 'login_failed', 400),
  staffTicketExpired: error('bo.ticket.expired', 'bo_ticket_expired', 401),
  staffLocked: error('bo.staff.locked', 'staff_locked', 423),
  totpInvalid: error('bo.totp.invalid', 'totp_invalid', 400),
  staffNotFound: error('bo.staff.unknown', 'staff_not_found', 404),
  staffUsernameTaken: error('bo.staff.taken', 'username_taken', 409),
  staffCannotChangeSelf: error('bo.staff.self', 'staff_cannot_change_self', 409),
  lastOwner: error('bo.staff.last.owner', 'last_owner', 409),
  reportRangeInvalid: error('bo.report.range', 'date_range_invalid', 400),
  reportRangeTooLong: error('bo.report.range.long', 'date_range_too_long', 400),
  setupTokenInvalid: error('bo.setup.token', 'setup_token_invalid', 403),
  setupDone: error('bo.setup.done', 'setup_done', 409),
} as const;
