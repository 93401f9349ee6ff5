/** Errors of the content domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const contentErrors = {
  contentNotFound: { code: 'content.not.found', message: 'content_not_found', status: 404 },
  contentCodeTaken: { code: 'content.code.taken', message: 'content_code_taken', status: 409 },
} as const;
