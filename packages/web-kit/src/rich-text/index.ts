export { isSafeUrl } from './safe-url';
export { plainText, sanitizeRichText, type DisplayOptions } from './sanitize';
export { RichText } from './RichText';
