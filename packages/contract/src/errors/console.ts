/** Errors of the console domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const consoleErrors = {
  staffLoginFailed: { code: 'bo.login.failed', message: 'login_failed', status: 400 },
  staffTicketExpired: { code: 'bo.ticket.expired', message: 'bo_ticket_expired', status: 401 },
  staffLocked: { code: 'bo.staff.locked', message: 'staff_locked', status: 423 },
  totpInvalid: { code: 'bo.totp.invalid', message: 'totp_invalid', status: 400 },
  staffNotFound: { code: 'bo.staff.unknown', message: 'staff_not_found', status: 404 },
  staffUsernameTaken: { code: 'bo.staff.taken', message: 'username_taken', status: 409 },
  staffCannotChangeSelf: {
    code: 'bo.staff.self',
    message: 'staff_cannot_change_self',
    status: 409,
  },
  lastOwner: { code: 'bo.staff.last.owner', message: 'last_owner', status: 409 },
  reportRangeInvalid: { code: 'bo.report.range', message: 'date_range_invalid', status: 400 },
  reportRangeTooLong: { code: 'bo.report.range.long', message: 'date_range_too_long', status: 400 },
} as const;
