import { deferredCatalogue } from '../../i18n/deferred';
import english from './i18n/deferred/en.json';

/** The VIP page's words travel with its code, not with the home page's first render. */
export const useRewardsCatalogue = deferredCatalogue(
  english,
  import.meta.glob<Record<string, unknown>>(
    ['./i18n/deferred/*.json', '!./i18n/deferred/en.json'],
    { import: 'default' },
  ),
);
