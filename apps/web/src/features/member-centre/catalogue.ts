import { deferredCatalogue } from '../../i18n/deferred';
import english from './i18n/deferred/en.json';

/**
 * The member centre's words travel with its code (the panel, the signed-in header chunk), not
 * with the home page, whose first render needs only the title in i18n/en.json.
 */
export const useMemberCentreCatalogue = deferredCatalogue(
  english,
  import.meta.glob<Record<string, unknown>>(
    ['./i18n/deferred/*.json', '!./i18n/deferred/en.json'],
    { import: 'default' },
  ),
);
