/** Errors of the games domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const gamesErrors = {} as const;
