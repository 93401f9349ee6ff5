import { deferredCatalogue } from '../../i18n/deferred';
import english from '../../features/games/i18n/deferred/en.json';

/**
 * The lobby's words (lists, drop-downs, launching, the game page) travel with its code; the
 * first render needs only the nav's, in i18n/en.json.
 */
export const useGamesCatalogue = deferredCatalogue(
  english,
  import.meta.glob<Record<string, unknown>>(
    ['../../features/games/i18n/deferred/*.json', '!../../features/games/i18n/deferred/en.json'],
    { import: 'default' },
  ),
);
