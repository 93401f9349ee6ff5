import {
  categoryRoutes,
  findModule,
  gameCategories,
  modIds,
  type GameCategory,
  type WhitelabelNode,
} from '@croupier/contract';

export type NavCategory = { category: GameCategory; route: string };

function isGameCategory(modId: string): modId is GameCategory {
  return (gameCategories as readonly string[]).includes(modId);
}

/** The merchant's open game categories, in its order (the enabled children of GAME_CATEGORIES). */
export function enabledCategories(whitelabel: WhitelabelNode[]): NavCategory[] {
  const group = findModule(whitelabel, modIds.gameCategories);
  if (!group || group.enabled !== '1') return [];
  return group.childrenNodes
    .filter((node) => node.enabled === '1' && isGameCategory(node.modId))
    .map((node) => ({
      category: node.modId as GameCategory,
      route: categoryRoutes[node.modId as GameCategory],
    }));
}
