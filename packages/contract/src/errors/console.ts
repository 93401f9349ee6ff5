/** Errors of the console domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const consoleErrors = {} as const;
