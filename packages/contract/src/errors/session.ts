/** Errors of the session domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const sessionErrors = {} as const;
