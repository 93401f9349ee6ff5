import { error } from './entry';

/** Errors of the content domain: `errorCode`, the i18n key clients translate, HTTP status. */
export const contentErrors = {
  contentNotFound: error('content.not.found', 'content_not_found', 404),
  contentCodeTaken: error('content.code.taken', 'content_code_taken', 409),
  /** A console call about a member's chat when that member never wrote (or is another brand's). */
  chatNotFound: error('content.chat.not.found', 'chat_not_found', 404),
} as const;
