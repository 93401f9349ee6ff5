import { fieldMessageKey } from '@croupier/contract';
/**
 * Field problems as message keys: from the contract's own check run before sending (zod
 * issues), and from a 400 answer's `value.fields`. The keys are the server's
 * (`field_required`, `field_too_short`, `field_too_long`, `field_format`, `field_invalid`,
 * or the key a contract refinement names), so a field says the same whichever caught it.
 */

/** Field path (`title`, `theme.accent`, `domains.2`) → message key. */
export type FieldErrors = Record<string, string>;

/** The part of a zod issue the mapping reads (zod itself is not loaded here). */
export type FieldIssue = {
  code: string;
  path: readonly PropertyKey[];
  message?: string;
};

export type FieldErrorOptions = {
  /** The field an issue is shown beside; by default its whole path joined by dots. */
  fieldOf?: (path: readonly PropertyKey[]) => string;
  /** An empty value's type, size or format problem is `field_required` (as the server says). */
  requiredWhenEmpty?: boolean;
  /** The app's own word for a key at a field (`field_format` of `code` → `merchant_code_invalid`). */
  keyOf?: (field: string, key: string) => string;
};

/** The server's key of one zod issue (the contract's `fieldMessageKey`). */
export function issueKey(issue: FieldIssue): string {
  return fieldMessageKey(issue.code, issue.message);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[part];
  }
  return node;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '';

/**
 * The first problem of each field of a failed check, as message keys; null when there is
 * none. `input` is what was checked (to tell an empty field from a wrong one).
 */
export function fieldErrorsOf(
  issues: readonly FieldIssue[] | null | undefined,
  input: unknown,
  {
    fieldOf = (path) => path.map(String).join('.') || 'form',
    requiredWhenEmpty = false,
    keyOf,
  }: FieldErrorOptions = {},
): FieldErrors | null {
  if (!issues?.length) return null;
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path) || 'form';
    if (errors[field]) continue;
    let key = issueKey(issue);
    if (
      requiredWhenEmpty &&
      issue.code !== 'custom' &&
      key !== 'field_too_long' &&
      isEmpty(valueAt(input, issue.path))
    ) {
      key = 'field_required';
    }
    errors[field] = keyOf ? keyOf(field, key) : key;
  }
  return errors;
}

/**
 * The field problems of a refused call (`value.fields` of a 400: `body.title` → `title`),
 * or null when it names none. Takes the error thrown (an `ApiError`) or its value.
 */
export function serverFieldErrors(
  error: unknown,
  keyOf?: (field: string, key: string) => string,
): FieldErrors | null {
  const value = (error as { value?: unknown } | null)?.value;
  const fields = (value as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return null;
  return Object.fromEntries(
    Object.entries(fields as Record<string, string>).map(([path, key]) => {
      const field = path.replace(/^(?:body|query|params)\./, '');
      return [field, keyOf ? keyOf(field, key) : key];
    }),
  );
}

/**
 * The key of the first of `fields` a refused call names, or null. A field is named as the
 * server sends it (`body.amount`) or without its part (`amount`).
 */
export function serverFieldError(error: unknown, ...fields: string[]): string | null {
  const value = (error as { value?: unknown } | null)?.value;
  const raw = (value as { fields?: Record<string, string> } | null)?.fields;
  if (!raw) return null;
  const plain = serverFieldErrors(error) ?? {};
  for (const field of fields) {
    const key = raw[field] ?? plain[field];
    if (key) return key;
  }
  return null;
}

/**
 * A merchant's pattern message (`reg_pattern_<id>`) with the rule's lengths: "(min) - (max)"
 * becomes the single value when both are equal; without a rule the range is left out.
 */
export function fillLengths(template: string, rule?: { minLength: number; maxLength: number }) {
  if (!rule) return template.replace(/\s*\(min\)\s*-\s*\(max\)\s*/, ' ');
  const lengths =
    rule.minLength === rule.maxLength
      ? template.replace('(min) - (max)', String(rule.minLength))
      : template;
  return lengths.replace('(min)', String(rule.minLength)).replace('(max)', String(rule.maxLength));
}
