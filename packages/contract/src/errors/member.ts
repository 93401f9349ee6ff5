/** Errors of the member domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const memberErrors = {} as const;
