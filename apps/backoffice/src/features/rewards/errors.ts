import { ApiError } from '../../api/client';
import { sectionErrorText, sectionFieldText, serverFieldErrors } from '../../ui/form-errors';

export { serverFieldErrors };

/** What a refusal names (the level it is about), for its words. */
const detailsOf = (error: unknown) =>
  error instanceof ApiError ? ((error.value as Record<string, unknown> | null) ?? {}) : {};

/** A failed call in words: the Rewards section's own refusals first, then the console's. */
export const rewardsErrorText = (error: unknown) =>
  sectionErrorText('rewards', error, detailsOf(error));

/** What is wrong with a field, in the section's words; `values` fills in bounds. */
export const rewardsFieldText = (key: string, values: Record<string, unknown> = {}) =>
  sectionFieldText('rewards', key, { values });
