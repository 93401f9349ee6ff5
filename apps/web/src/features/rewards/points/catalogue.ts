import { deferredCatalogue } from '../../../i18n/deferred';
import english from './i18n/en.json';

/** The points mall's words travel with its code, not with the home page's first render. */
export const usePointMallCatalogue = deferredCatalogue(
  english,
  import.meta.glob<Record<string, unknown>>(['./i18n/*.json', '!./i18n/en.json'], {
    import: 'default',
  }),
);
