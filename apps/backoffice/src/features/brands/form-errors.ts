import type { z } from 'zod';
import {
  draftErrors as check,
  keyOfWords,
  refusalFieldErrors,
  sectionErrorText,
  sectionFieldText,
  type FieldErrors,
  type FieldWords,
} from '../../ui/form-errors';

export type { FieldErrors };

// A value in the wrong shape: the server answers `field_format` for every pattern, the
// contract names the pattern. Either way the operator is told the shape the field wants.
const wrongShape = (word: string) => ({ field_format: word, field_invalid: word });
const words: FieldWords = {
  code: wrongShape('merchant_code_invalid'),
  currency: wrongShape('currency_invalid'),
  logoUrl: wrongShape('url_invalid'),
  theme: wrongShape('colour_invalid'),
  domains: wrongShape('domain_invalid'),
};
const keyFor = keyOfWords(words);

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
  if (refusal?.messageKey === 'domain_taken') {
    const taken = (refusal.value as { domains?: string[] } | null)?.domains ?? [];
    const errors: FieldErrors = {};
    domains.forEach((domain, index) => {
      if (taken.includes(domain.trim().toLowerCase())) errors[`domains.${index}`] = 'domain_taken';
    });
    return errors;
  }
  return refusalFieldErrors(error, { merchant_code_taken: 'code' }, keyFor);
}

export const fieldErrorText = (key: string) => sectionFieldText('brands', key);

/** A failed call in words: the brands' own refusals first, then the console's common ones. */
export function brandErrorText(error: unknown): string {
  const taken = (error as { value?: { domains?: string[] } | null } | null)?.value;
  return sectionErrorText('brands', error, { domains: taken?.domains?.join(', ') ?? '' });
}
