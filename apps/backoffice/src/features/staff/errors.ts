import { consoleAdmin } from '@croupier/contract';
import {
  draftErrors as check,
  keyOfWords,
  refusalFieldErrors,
  sectionErrorText,
  sectionFieldText,
  type FieldErrors,
} from '../../ui/form-errors';

export type { FieldErrors };

// The server answers a generic key per kind of problem; the staff form says what the field wants.
const fieldKey = keyOfWords({
  username: { field_format: 'username_invalid', field_invalid: 'username_invalid' },
  password: { field_too_short: 'password_too_short', field_too_long: 'password_too_long' },
});

/** The contract's rules, checked before sending, with the words the form uses. */
export const draftErrors = (draft: { username: string; password: string; role: string }) =>
  check(consoleAdmin.staffDraft, draft, { requiredWhenEmpty: true, keyOf: fieldKey }) ?? {};

/** The server's field errors of a 400 (`body.password` → `password`), or a taken username. */
export const serverFieldErrors = (error: unknown): FieldErrors | null =>
  refusalFieldErrors(error, { username_taken: 'username' }, fieldKey);

export const fieldErrorText = (key: string) => sectionFieldText('staff', key);

/** A refused call in words: the staff page's own refusals first, then the console's. */
export const staffErrorText = (error: unknown) => sectionErrorText('staff', error);
