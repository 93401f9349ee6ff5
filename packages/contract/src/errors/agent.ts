/** Errors of the agent domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const agentErrors = {} as const;
