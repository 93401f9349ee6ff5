import { consoleAccess, consoleGames } from '@croupier/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQuery, keepWithinList } from '../../api/calls';
import { useStaff } from '../../app/staff';

export type ConsoleVendor = consoleGames.ConsoleVendor;
export type ConsoleGame = consoleGames.ConsoleGame;
export type VendorChange = consoleGames.VendorChange;
export type GameChange = consoleGames.GameChange;
export type VendorConnection = consoleGames.VendorConnection;

/** Games per page of the console's list: dense, one screen of rows with room to scroll. */
export const gamePageSize = 50;

/** Everything the Games section shows of one merchant: what a change refreshes. */
export const catalogueKey = (merchant: string) => ['games', merchant] as const;

export function vendorsQuery(merchant: string) {
  return endpointQuery([...catalogueKey(merchant), 'vendors'], consoleGames.endpoints.vendors);
}

/** What the game list is narrowed to (kept in the address). */
export type GameFilter = {
  vendor?: string;
  category?: consoleGames.GameListQuery['category'];
  state?: consoleGames.GameState;
  search?: string;
  pageNo: number;
};

export function gamePageQuery(merchant: string, filter: GameFilter) {
  const list = [...catalogueKey(merchant), 'list'] as const;
  return queryOptions({
    queryKey: [...list, filter],
    queryFn: ({ signal }) =>
      callEndpoint(consoleGames.endpoints.games, {
        query: { ...filter, pageSize: gamePageSize },
        signal,
      }),
    // The rows of the page before stay while the next loads, within one merchant only.
    placeholderData: keepWithinList(list),
  });
}

export const catalogueActions = {
  updateVendor: (vendorCode: string, change: VendorChange) =>
    callEndpoint(consoleGames.endpoints.updateVendor, { params: { vendorCode }, body: change }),
  updateGame: (nodeId: number, change: GameChange) =>
    callEndpoint(consoleGames.endpoints.updateGame, { params: { nodeId }, body: change }),
  reorder: (games: { nodeId: number; sortOrder: number }[]) =>
    callEndpoint(consoleGames.endpoints.reorderGames, { body: { games } }),
};

/** After a change, the vendors (their counts) and every page of games are asked again. */
export function refreshCatalogue(queryClient: QueryClient, merchant: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: catalogueKey(merchant) });
}

/** Every role reads the catalogue; only the roles the server lets change it see the controls. */
export function useCanEditCatalogue(): boolean {
  return consoleAccess.gameRoles.includes(useStaff().role);
}

// Vendor connections: the platform's, the same for every merchant. Owners and admins see
// them; only owners add or change them (the server holds to the same roles).

/** Apart from `catalogueKey`: a merchant's code could be any word. */
const connectionsKey = ['vendor-connections'] as const;

export function connectionsQuery() {
  return endpointQuery(connectionsKey, consoleGames.endpoints.connections);
}

export const connectionActions = {
  create: (body: consoleGames.ConnectionCreateBody) =>
    callEndpoint(consoleGames.endpoints.createConnection, { body }),
  update: (code: string, change: consoleGames.ConnectionChange) =>
    callEndpoint(consoleGames.endpoints.updateConnection, { params: { code }, body: change }),
};

/** After a connection changes: the connections, and every merchant's vendor list (names, kinds). */
export async function refreshConnections(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: connectionsKey }),
    queryClient.invalidateQueries({ queryKey: ['games'] }),
  ]);
}

/** Only the owner adds a vendor, changes where it is reached or makes it a new secret. */
export function useCanManageConnections(): boolean {
  return consoleAccess.ownerOnly.includes(useStaff().role);
}
