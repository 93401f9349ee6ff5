import type { z } from 'zod';
import {
  draftErrors as check,
  sectionErrorText,
  sectionFieldText,
  serverFieldErrors as fieldsOf,
  type FieldErrors,
} from '../../ui/form-errors';

export type { FieldErrors };

// A value in the wrong shape: the server answers `field_format` for every pattern, the
// contract names the pattern. Either way the operator is told the shape the field wants.
const formatOf: Record<string, string> = {
  code: 'merchant_code_invalid',
  currency: 'currency_invalid',
  logoUrl: 'url_invalid',
  theme: 'colour_invalid',
  domains: 'domain_invalid',
};

function keyFor(field: string, key: string): string {
  if (key === 'field_format' || key === 'field_invalid') {
    return formatOf[field.split('.')[0]!] ?? key;
  }
  return key;
}

/**
 * The contract's own check, run before sending, with the keys the server would answer: the
 * operator sees every problem beside its field at once instead of one refusal at a time.
 */
export const draftErrors = (schema: z.ZodType, input: unknown) =>
  check(schema, input, { requiredWhenEmpty: true, keyOf: keyFor });

/**
 * What a refused save says about single fields: a 400's field errors (`body.theme.accent` →
 * `theme.accent`), a taken code, or the domains that already serve another brand.
 */
export function serverFieldErrors(error: unknown, domains: readonly string[]): FieldErrors | null {
  const refusal = error as { messageKey?: unknown; value?: unknown } | null;
  if (refusal?.messageKey === 'merchant_code_taken') return { code: 'merchant_code_taken' };
  if (refusal?.messageKey === 'domain_taken') {
    const taken = (refusal.value as { domains?: string[] } | null)?.domains ?? [];
    const errors: FieldErrors = {};
    domains.forEach((domain, index) => {
      if (taken.includes(domain.trim().toLowerCase())) errors[`domains.${index}`] = 'domain_taken';
    });
    return errors;
  }
  return fieldsOf(error, keyFor);
}

export const fieldErrorText = (key: string) => sectionFieldText('brands', key);

/** A failed call in words: the brands' own refusals first, then the console's common ones. */
export function brandErrorText(error: unknown): string {
  const taken = (error as { value?: { domains?: string[] } | null } | null)?.value;
  return sectionErrorText('brands', error, { domains: taken?.domains?.join(', ') ?? '' });
}
