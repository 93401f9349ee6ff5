import { deferredCatalogue } from '../../i18n/deferred';
import english from './i18n/deferred/en.json';

/** The deposit page's words load with its code, not with the home page. */
export const useDepositCatalogue = deferredCatalogue(
  english,
  import.meta.glob<Record<string, unknown>>(
    ['./i18n/deferred/*.json', '!./i18n/deferred/en.json'],
    { import: 'default' },
  ),
);
