/** One field an audited change touched: what it was and what it became. */
export type FieldChange = { field: string; before: unknown; after: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between an entry's `before` and `after`. Entries record the changed
 * fields as objects; a field on one side only (a creation, a removal) shows as added or gone.
 * Anything else (a single value, a list) is one change of the whole.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const beforeValue = before ?? null;
  const afterValue = after ?? null;
  const bothObjects =
    (isRecord(beforeValue) || beforeValue === null) &&
    (isRecord(afterValue) || afterValue === null) &&
    (beforeValue !== null || afterValue !== null);
  if (!bothObjects) {
    return same(beforeValue, afterValue)
      ? []
      : [{ field: '', before: beforeValue, after: afterValue }];
  }
  const from = (beforeValue ?? {}) as Record<string, unknown>;
  const to = (afterValue ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => !same(from[field], to[field]))
    .map((field) => ({ field, before: from[field], after: to[field] }));
}

/** A recorded value as text: strings as they are, everything else as compact JSON. */
export function shownValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
