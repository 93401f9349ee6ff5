import { deferredCatalogue } from '../../../i18n/deferred';
import english from './i18n/en.json';

/** The promotions' words travel with their code, not with the home page's first render. */
export const usePromotionsCatalogue = deferredCatalogue(
  english,
  import.meta.glob<Record<string, unknown>>(['./i18n/*.json', '!./i18n/en.json'], {
    import: 'default',
  }),
);
