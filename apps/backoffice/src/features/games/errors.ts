import { sectionErrorText } from '../../ui/form-errors';

/** A failed call in words: the Games section's own refusals first, then the console's. */
export const catalogueErrorText = (error: unknown) => sectionErrorText('games', error);
