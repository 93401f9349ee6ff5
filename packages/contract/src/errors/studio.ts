/** Errors of the studio domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const studioErrors = {} as const;
