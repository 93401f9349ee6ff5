import { deferredCatalogue } from '../../i18n/deferred';
import english from './i18n/deferred/en.json';

/** The home page's game sections bring their words with their chunk, after the first render. */
export const useHomeGamesCatalogue = deferredCatalogue(
  english,
  import.meta.glob<Record<string, unknown>>(
    ['./i18n/deferred/*.json', '!./i18n/deferred/en.json'],
    { import: 'default' },
  ),
);
