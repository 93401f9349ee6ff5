import { deferredCatalogue } from '../../../i18n/deferred';
import english from './i18n/en.json';

/** The cashback page's words travel with its code, not with the home page's first render. */
export const useRebateCatalogue = deferredCatalogue(
  english,
  import.meta.glob<Record<string, unknown>>(['./i18n/*.json', '!./i18n/en.json'], {
    import: 'default',
  }),
);
