import { sectionErrorText } from '../../ui/form-errors';

/** A failed call in words: the results' own refusals first, then the console's. */
export const resultsErrorText = (error: unknown) => sectionErrorText('lotteryResults', error);
