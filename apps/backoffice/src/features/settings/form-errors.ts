import { sectionErrorText, sectionFieldText } from '../../ui/form-errors';

export { draftErrors, serverFieldErrors, type FieldErrors } from '../../ui/form-errors';

/** What is wrong with a field, in words; `values` fills in bounds (`{{min}}`, `{{max}}`). */
export const fieldErrorText = (key: string, values: Record<string, unknown> = {}) =>
  sectionFieldText('settings', key, { values });

/** A failed call in words: the settings' own refusals first, then the console's common ones. */
export const settingsErrorText = (error: unknown) => sectionErrorText('settings', error);
