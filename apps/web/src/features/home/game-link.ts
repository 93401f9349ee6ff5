import { categoryRoutes, type GameCategory } from '@croupier/contract';

/**
 * The game-list page of a vendor in a category (`/rng?page=VENDOR`, spec §2), where its
 * games are listed and started.
 */
export function vendorPageLink(category: GameCategory, vendor: string): string {
  return `${categoryRoutes[category]}?${new URLSearchParams({ page: vendor }).toString()}`;
}
