/** Errors of the system domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const systemErrors = {} as const;
