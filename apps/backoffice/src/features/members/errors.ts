import { sectionErrorText, sectionFieldText, serverFieldError } from '../../ui/form-errors';

/**
 * What to tell the staff member about a refused member call: this section's own refusals
 * (`adjustment_exceeds_balance`, `member_not_found`, ...) in its words, others as the console
 * says them everywhere.
 */
export const memberErrorText = (error: unknown) => sectionErrorText('members', error);

/** A field's problem from a 400 answer (`value.fields`), in this section's words. */
export function fieldErrorText(error: unknown, ...fields: string[]): string | null {
  const found = serverFieldError(error, ...fields);
  // `reg_pattern_<n>`: the merchant's rule for the field (a password's length or pattern).
  const key = found?.startsWith('reg_pattern_') ? 'reg_pattern' : found;
  return key ? sectionFieldText('members', key, { fallback: 'invalid' }) : null;
}
