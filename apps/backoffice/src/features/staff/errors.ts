import {
  sectionErrorText,
  sectionFieldText,
  serverFieldErrors as fieldsOf,
  type FieldErrors,
} from '../../ui/form-errors';

export type { FieldErrors };

// The server answers a generic key per kind of problem; the staff form says what the field wants.
const specific: Record<string, Record<string, string>> = {
  username: { field_format: 'username_invalid', field_invalid: 'username_invalid' },
  password: { field_too_short: 'password_too_short', field_too_long: 'password_too_long' },
};

export function fieldKey(field: string, key: string): string {
  return specific[field]?.[key] ?? key;
}

/** The server's field errors of a 400 (`body.password` → `password`), or a taken username. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if ((error as { messageKey?: unknown } | null)?.messageKey === 'username_taken') {
    return { username: 'username_taken' };
  }
  return fieldsOf(error, fieldKey);
}

export const fieldErrorText = (key: string) => sectionFieldText('staff', key);

/** A refused call in words: the staff page's own refusals first, then the console's. */
export const staffErrorText = (error: unknown) => sectionErrorText('staff', error);
