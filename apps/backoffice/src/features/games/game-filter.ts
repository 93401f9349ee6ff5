import { consoleGames, gameCategories, type GameCategory } from '@croupier/contract';
import { oneOf, useAddressParams } from '../../ui/address-params';
import type { GameFilter } from './api';

/** The list's filters and page in the address, so a reload or a shared link shows the same rows. */
export function useGameFilter() {
  const { params, page, update } = useAddressParams();
  const filter: GameFilter = {
    vendor: params.get('vendor') || undefined,
    category: oneOf<GameCategory>(gameCategories, params.get('category')),
    state: oneOf(consoleGames.gameStates, params.get('state')),
    search: params.get('q')?.trim() || undefined,
    pageNo: page,
  };
  return { filter, update };
}
