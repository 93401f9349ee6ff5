import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { errorMessage, i18n } from '../../i18n';

/** Field name → i18n key of what is wrong with it (`field_required`, `content_url_unsafe`...). */
export type FieldErrors = Record<string, string>;

/**
 * The contract's own check, run in the console before sending, with the keys the server
 * would answer: the operator sees every problem beside its field at once.
 */
export function draftErrors(schema: z.ZodType, input: Record<string, unknown>): FieldErrors | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return null;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    const value = input[field];
    const empty = value === undefined || value === null || String(value).trim() === '';
    switch (issue.code) {
      case 'invalid_type':
      case 'invalid_value':
        errors[field] = empty ? 'field_required' : 'field_invalid';
        break;
      case 'too_small':
        errors[field] = empty ? 'field_required' : 'field_too_short';
        break;
      case 'too_big':
        errors[field] = 'field_too_long';
        break;
      case 'invalid_format':
        errors[field] = empty ? 'field_required' : 'field_format';
        break;
      default:
        errors[field] = /^[a-z][a-z0-9_]*$/.test(issue.message) ? issue.message : 'field_invalid';
    }
  }
  return errors;
}

/** The server's field errors of a 400 or 409 (`body.title` → `title`), if it sent any. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  const fields = (error.value as { fields?: Record<string, string> } | null)?.fields;
  if (!fields) return null;
  return Object.fromEntries(
    Object.entries(fields).map(([path, key]) => [path.replace(/^body\./, ''), key]),
  );
}

export function fieldErrorText(key: string): string {
  return i18n.t(`content.fieldErrors.${key}`, {
    defaultValue: i18n.t('content.fieldErrors.field_invalid'),
  });
}

/** A failed call in words: content's own refusals first, then the console's common ones. */
export function contentErrorText(error: unknown): string {
  const key = (error as { messageKey?: unknown } | null)?.messageKey;
  if (typeof key === 'string' && i18n.exists(`content.errors.${key}`)) {
    return i18n.t(`content.errors.${key}`);
  }
  return errorMessage(error);
}
