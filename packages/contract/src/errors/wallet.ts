/** Errors of the wallet domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const walletErrors = {} as const;
