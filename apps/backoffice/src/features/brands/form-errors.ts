import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { errorMessage, i18n } from '../../i18n';

/** Field path (`code`, `theme.accent`, `domains.2`) → i18n key of what is wrong with it. */
export type FieldErrors = Record<string, string>;

// A value in the wrong shape: the server answers `field_format` for every pattern, the
// contract names the pattern. Either way the operator is told the shape the field wants.
const formatOf: Record<string, string> = {
  code: 'merchant_code_invalid',
  currency: 'currency_invalid',
  logoUrl: 'url_invalid',
  theme: 'colour_invalid',
  domains: 'domain_invalid',
};

function keyFor(field: string, key: string, empty: boolean): string {
  if (empty && key !== 'field_too_long') return 'field_required';
  if (key === 'field_format' || key === 'field_invalid') {
    return formatOf[field.split('.')[0]!] ?? key;
  }
  return key;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[part];
  }
  return node;
}

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
    const value = valueAt(input, issue.path);
    const empty = value === undefined || value === null || String(value).trim() === '';
    const key =
      issue.code === 'too_small'
        ? 'field_too_short'
        : issue.code === 'too_big'
          ? 'field_too_long'
          : /^[a-z][a-z0-9_]*$/.test(issue.message)
            ? issue.message
            : 'field_invalid';
    errors[field] = keyFor(field, key, empty);
  }
  return errors;
}

/**
 * What a refused save says about single fields: a 400's field errors (`body.theme.accent` →
 * `theme.accent`), a taken code, or the domains that already serve another brand.
 */
export function serverFieldErrors(error: unknown, domains: readonly string[]): FieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  if (error.messageKey === 'merchant_code_taken') return { code: 'merchant_code_taken' };
  if (error.messageKey === 'domain_taken') {
    const taken = (error.value as { domains?: string[] } | null)?.domains ?? [];
    const errors: FieldErrors = {};
    domains.forEach((domain, index) => {
      if (taken.includes(domain.trim().toLowerCase())) errors[`domains.${index}`] = 'domain_taken';
    });
    return errors;
  }
  const fields = (error.value as { fields?: Record<string, string> } | null)?.fields;
  if (!fields) return null;
  return Object.fromEntries(
    Object.entries(fields).map(([path, key]) => {
      const field = path.replace(/^body\./, '');
      return [field, keyFor(field, key, key === 'field_required')];
    }),
  );
}

export function fieldErrorText(key: string): string {
  return i18n.t(`brands.fieldErrors.${key}`, {
    defaultValue: i18n.t('brands.fieldErrors.field_invalid'),
  });
}

/** A failed call in words: the brands' own refusals first, then the console's common ones. */
export function brandErrorText(error: unknown): string {
  const key = (error as { messageKey?: unknown } | null)?.messageKey;
  if (typeof key === 'string' && i18n.exists(`brands.errors.${key}`)) {
    const taken = (error as ApiError).value as { domains?: string[] } | null;
    return i18n.t(`brands.errors.${key}`, { domains: taken?.domains?.join(', ') ?? '' });
  }
  return errorMessage(error);
}
