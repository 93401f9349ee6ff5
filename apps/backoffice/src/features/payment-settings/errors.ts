import { errorMessage, i18n } from '../../i18n';

/** A refused payment-settings call in this page's words, or as the console says it elsewhere. */
export function settingsErrorText(error: unknown): string {
  const key = (error as { messageKey?: unknown } | null)?.messageKey;
  if (typeof key === 'string' && i18n.exists(`paymentSettings.errors.${key}`)) {
    return i18n.t(`paymentSettings.errors.${key}`);
  }
  return errorMessage(error);
}

/** A field's problem from a 400 answer (`value.fields`), or null. */
export function settingsFieldError(error: unknown, ...fields: string[]): string | null {
  const value = (error as { value?: { fields?: Record<string, string> } } | null)?.value;
  for (const field of fields) {
    const key = value?.fields?.[field];
    if (key) {
      return i18n.exists(`paymentSettings.fieldErrors.${key}`)
        ? i18n.t(`paymentSettings.fieldErrors.${key}`)
        : i18n.t('paymentSettings.fieldErrors.invalid');
    }
  }
  return null;
}
