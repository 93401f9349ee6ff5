/** Errors of the content domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const contentErrors = {} as const;
