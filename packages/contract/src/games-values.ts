// Plain values of the games domain, without zod (see system-values.ts): classification
// codes, page sizes and the launch account types.

import type { GameCategory } from './system-values';

// The categories and the page each opens are in system-values.ts (the whitelabel tree names
// them too).

/** Categories whose drop-down lists vendors only: a vendor click goes straight in (spec §9). */
export const clickThroughCategories: readonly GameCategory[] = ['SPORTS', 'ELOTT', 'LOTT'];

/** Classification codes of slots (scatter, video poker, jackpot, table game, arcade). */
export const slotClassifyCodes = ['SC', 'VP', 'JP', 'TG', 'AC'] as const;

/** Classification codes of live tables (spec §9). */
export const liveClassifyCodes = [
  'BAC',
  'SIC',
  'ROU',
  'DAT',
  'BJ',
  'HE',
  'MT',
  'TCP',
  'WZPJ',
  'SD',
  'FT',
  'NN',
  'YSX',
  'ZJH',
  'MJ',
] as const;

/** The DS88 sports vendor has its own top-level nav entry after Live (spec §2 "Header"). */
export const separateNavVendor = 'DS88';

/** `isGame` of a catalogue entry that opens its vendor's game list rather than a game. */
export const vassalageEntry = 'VASSALAGE';

/** Page sizes of spec §9: the game-list page; the home page's first and later pages. */
export const gameListPageSize = 24;
export const homeFirstPageSize = 21;
export const homeNextPageSize = 18;
/** `/lgw/games/popular` answers this many games. */
export const popularGameCount = 20;
/** The recent list keeps a member's newest launches. */
export const recentGameCount = 20;

/** `launchGame`'s accountType: 1 real money, 0 free play (wire conventions "Tolerances"). */
export const realMoneyAccountType = 1;
export const freePlayAccountType = 0;
