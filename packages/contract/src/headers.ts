/** Request headers of the platform family (wire conventions, "Requests"). */
export const headerNames = {
  merchant: 'Merchant',
  language: 'Language',
  authorization: 'Authorization',
  device: 'Device',
} as const;

/** Languages with a full catalogue. Others in the selector fall back to EN. */
export const supportedLanguages = ['EN', 'VI'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];
export const defaultLanguage: SupportedLanguage = 'EN';
