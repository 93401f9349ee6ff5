import { ApiError } from '../../api/client';
import { errorMessage, i18n } from '../../i18n';

/** Field name → i18n key of what is wrong with it. */
export type FieldErrors = Record<string, string>;

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
  if (!(error instanceof ApiError)) return null;
  if (error.messageKey === 'username_taken') return { username: 'username_taken' };
  const fields = (error.value as { fields?: Record<string, string> } | null)?.fields;
  if (!fields) return null;
  return Object.fromEntries(
    Object.entries(fields).map(([path, key]) => {
      const field = path.replace(/^body\./, '');
      return [field, fieldKey(field, key)];
    }),
  );
}

export function fieldErrorText(key: string): string {
  return i18n.t(`staff.fieldErrors.${key}`, {
    defaultValue: i18n.t('staff.fieldErrors.field_invalid'),
  });
}

/** A refused call in words: the staff page's own refusals first, then the console's. */
export function staffErrorText(error: unknown): string {
  const key = (error as { messageKey?: unknown } | null)?.messageKey;
  if (typeof key === 'string' && i18n.exists(`staff.errors.${key}`)) {
    return i18n.t(`staff.errors.${key}`);
  }
  return errorMessage(error);
}
