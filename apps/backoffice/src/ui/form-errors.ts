import {
  fieldErrorsOf,
  serverFieldError,
  serverFieldErrors,
  type FieldErrorOptions,
  type FieldErrors,
} from '@croupier/web-kit/form-errors';
import type { z } from 'zod';
import { errorMessage, i18n } from '../i18n';

export { serverFieldError, serverFieldErrors, type FieldErrors };

/**
 * A section's own words for the server's generic keys, per field: `{ username: { field_format:
 * 'username_invalid' } }`. A field's parts (`theme.accent`) share the words of the field.
 */
export type FieldWords = Record<string, Record<string, string>>;

/** The `keyOf` of a section's words: the server's key at a field, or the section's word for it. */
export const keyOfWords =
  (words: FieldWords) =>
  (field: string, key: string): string =>
    words[field.split('.')[0]!]?.[key] ?? key;

/**
 * The field problems of a refused save: a refusal that says a value is taken (`taken`: its
 * key → the field, `username_taken` → `username`) stands beside that field; otherwise the
 * 400's field errors, each with `keyOf`'s word.
 */
export function refusalFieldErrors(
  error: unknown,
  taken: Record<string, string>,
  keyOf?: (field: string, key: string) => string,
): FieldErrors | null {
  const messageKey = (error as { messageKey?: unknown } | null)?.messageKey;
  if (typeof messageKey === 'string' && Object.hasOwn(taken, messageKey)) {
    return { [taken[messageKey]!]: messageKey };
  }
  return serverFieldErrors(error, keyOf);
}

/**
 * The contract's own check, run in the console before sending, with the keys the server
 * would answer: the operator sees every problem beside its field at once.
 */
export function draftErrors(
  schema: z.ZodType,
  input: unknown,
  options?: FieldErrorOptions,
): FieldErrors | null {
  return fieldErrorsOf(schema.safeParse(input).error?.issues, input, options);
}

/** A failed call in words: the section's own refusals (`<section>.errors.<key>`) first. */
export function sectionErrorText(
  section: string,
  error: unknown,
  values: Record<string, unknown> = {},
): string {
  const key = (error as { messageKey?: unknown } | null)?.messageKey;
  if (typeof key === 'string' && i18n.exists(`${section}.errors.${key}`)) {
    return i18n.t(`${section}.errors.${key}`, values);
  }
  return errorMessage(error);
}

/**
 * What is wrong with a field in the section's words (`<section>.fieldErrors.<key>`), or the
 * section's `fallback` key for one it has no words for; `values` fills in bounds.
 */
export function sectionFieldText(
  section: string,
  key: string,
  { fallback = 'field_invalid', values = {} }: { fallback?: string; values?: object } = {},
): string {
  return i18n.t(`${section}.fieldErrors.${key}`, {
    ...values,
    defaultValue: i18n.t(`${section}.fieldErrors.${fallback}`),
  });
}
