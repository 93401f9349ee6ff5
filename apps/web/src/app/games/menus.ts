import {
  categoryRoutes,
  paths,
  separateNavVendor,
  type GameCategory,
  type GameMenu,
  type games,
  type GameVendor,
} from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { enabledCategories } from './categories';
import { useSite } from '../site';

// The header's and side menu's game entries load right after every page's first render:
// answers are typed, not parsed, so the schema library stays out of that chunk too.

/** A game category of the nav, with the vendors its drop-down lists. */
export type NavCategory = {
  kind: 'category';
  category: GameCategory;
  route: string;
  vendors: GameVendor[];
};
/** A vendor with a nav entry of its own (DS88 after Live, spec §2 "Header"). */
export type NavVendor = { kind: 'vendor'; category: GameCategory; vendor: GameVendor };
export type NavEntry = NavCategory | NavVendor;

export const gameMenusKey = ['games', 'menus'] as const;

/** `/lgw/games/game_menus`: the merchant's categories with their vendors, in nav order. */
export function useGameMenus() {
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: [...gameMenusKey, language],
    queryFn: ({ signal }) => call<typeof games.endpoints.gameMenus>(paths.gameMenus, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The nav's game entries: the categories the whitelabel tree opens, in the order of the game
 * menus, each only if it has vendors (spec §2). Until the menus arrive (or if they cannot),
 * the tree's categories stand in, so the nav neither waits nor jumps on a slow network.
 */
export function navEntries(
  opened: readonly GameCategory[],
  menus: readonly GameMenu[] | undefined,
): NavEntry[] {
  if (!menus) {
    return opened.map((category) => ({
      kind: 'category',
      category,
      route: categoryRoutes[category],
      vendors: [],
    }));
  }
  const entries: NavEntry[] = [];
  let separate: NavVendor | null = null;
  for (const menu of menus) {
    if (!opened.includes(menu.gameCategory)) continue;
    const vendors = menu.vendors.filter((vendor) => {
      if (vendor.vassalage !== separateNavVendor) return true;
      separate = { kind: 'vendor', category: menu.gameCategory, vendor };
      return false;
    });
    if (vendors.length > 0)
      entries.push({
        kind: 'category',
        category: menu.gameCategory,
        route: categoryRoutes[menu.gameCategory],
        vendors,
      });
  }
  if (separate) {
    const live = entries.findIndex(
      (entry) => entry.kind === 'category' && entry.category === 'LIVE',
    );
    entries.splice(live + 1, 0, separate);
  }
  return entries;
}

/** The header's and side menu's game entries for this merchant. */
export function useNavEntries(): NavEntry[] {
  const site = useSite();
  const menus = useGameMenus();
  const opened = enabledCategories(site.info.whitelabel).map(({ category }) => category);
  return navEntries(opened, menus.data);
}
