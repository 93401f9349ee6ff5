import type { z } from 'zod';
import { draftErrors as check, sectionErrorText, sectionFieldText } from '../../ui/form-errors';

export { serverFieldErrors, type FieldErrors } from '../../ui/form-errors';

/** Content forms are flat: a problem shows beside its top-level field; empty means required. */
export const draftErrors = (schema: z.ZodType, input: Record<string, unknown>) =>
  check(schema, input, { fieldOf: (path) => String(path[0] ?? 'form'), requiredWhenEmpty: true });

export const fieldErrorText = (key: string) => sectionFieldText('content', key);

/** A failed call in words: content's own refusals first, then the console's common ones. */
export const contentErrorText = (error: unknown) => sectionErrorText('content', error);
