import { error } from './entry';

/** Errors of the agent domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const agentErrors = {
  /** The signed-in member has no affiliate code to share (not an agent). */
  affiliateCodeUnknown: error('affiliate.invalid', 'invitation_code_error', 404),
} as const;
