import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { errorMessage, i18n } from '../../i18n';

/** Field name → i18n key of what is wrong with it (`field_required`, `url_invalid`...). */
export type FieldErrors = Record<string, string>;

/**
 * The contract's own check, run before sending, with the keys the server would answer: the
 * operator sees every problem beside its field at once instead of one refusal at a time.
 */
export function draftErrors(schema: z.ZodType, input: unknown): FieldErrors | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return null;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'form';
    if (errors[field]) continue;
    switch (issue.code) {
      case 'invalid_type':
      case 'invalid_value':
        errors[field] = 'field_invalid';
        break;
      case 'too_small':
        errors[field] = 'field_too_short';
        break;
      case 'too_big':
        errors[field] = 'field_too_long';
        break;
      case 'invalid_format':
        errors[field] = 'field_format';
        break;
      default:
        errors[field] = /^[a-z][a-z0-9_]*$/.test(issue.message) ? issue.message : 'field_invalid';
    }
  }
  return errors;
}

/** The server's field errors of a 400 (`body.maxLength` → `maxLength`), if it sent any. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  const fields = (error.value as { fields?: Record<string, string> } | null)?.fields;
  if (!fields) return null;
  return Object.fromEntries(
    Object.entries(fields).map(([path, key]) => [path.replace(/^body\./, ''), key]),
  );
}

/** What is wrong with a field, in words; `values` fills in bounds (`{{min}}`, `{{max}}`). */
export function fieldErrorText(key: string, values: Record<string, unknown> = {}): string {
  return i18n.t(`settings.fieldErrors.${key}`, {
    ...values,
    defaultValue: i18n.t('settings.fieldErrors.field_invalid'),
  });
}

/** A failed call in words: the settings' own refusals first, then the console's common ones. */
export function settingsErrorText(error: unknown): string {
  const key = (error as { messageKey?: unknown } | null)?.messageKey;
  if (typeof key === 'string' && i18n.exists(`settings.errors.${key}`)) {
    return i18n.t(`settings.errors.${key}`);
  }
  return errorMessage(error);
}
