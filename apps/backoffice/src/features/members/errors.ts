import { errorMessage, i18n } from '../../i18n';

/**
 * What to tell the staff member about a refused member call: this section's own refusals
 * (`adjustment_exceeds_balance`, `member_not_found`, ...) in its words, others as the console
 * says them everywhere.
 */
export function memberErrorText(error: unknown): string {
  const key = (error as { messageKey?: unknown } | null)?.messageKey;
  if (typeof key === 'string' && i18n.exists(`members.errors.${key}`)) {
    return i18n.t(`members.errors.${key}`);
  }
  return errorMessage(error);
}

/** A field's problem from a 400 answer (`value.fields`), in this section's words. */
export function fieldErrorText(error: unknown, ...fields: string[]): string | null {
  const value = (error as { value?: { fields?: Record<string, string> } } | null)?.value;
  for (const field of fields) {
    const found = value?.fields?.[field];
    // `reg_pattern_<n>`: the merchant's rule for the field (a password's length or pattern).
    const key = found?.startsWith('reg_pattern_') ? 'reg_pattern' : found;
    if (key) {
      return i18n.exists(`members.fieldErrors.${key}`)
        ? i18n.t(`members.fieldErrors.${key}`)
        : i18n.t('members.fieldErrors.invalid');
    }
  }
  return null;
}
