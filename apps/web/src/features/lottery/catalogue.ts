import { deferredCatalogue } from '../../i18n/deferred';
import english from './i18n/deferred/en.json';

/** The lottery pages' words load with their code, not with the home page. */
export const useLotteryCatalogue = deferredCatalogue(
  english,
  import.meta.glob<Record<string, unknown>>(
    ['./i18n/deferred/*.json', '!./i18n/deferred/en.json'],
    { import: 'default' },
  ),
);
