import { sectionErrorText, sectionFieldText, serverFieldError } from '../../ui/form-errors';

/** A refused payment-settings call in this page's words, or as the console says it elsewhere. */
export const settingsErrorText = (error: unknown) => sectionErrorText('paymentSettings', error);

/** A field's problem from a 400 answer (`value.fields`), or null. */
export function settingsFieldError(error: unknown, ...fields: string[]): string | null {
  const key = serverFieldError(error, ...fields);
  return key && sectionFieldText('paymentSettings', key, { fallback: 'invalid' });
}
