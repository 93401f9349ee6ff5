import { consoleAccess, consoleGames } from '@croupier/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiQuery, apiWrite } from '../../api/calls';
import { apiRequest, pathOf } from '../../api/client';
import { useStaff } from '../session/staff';

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
  return apiQuery(
    [...catalogueKey(merchant), 'vendors'],
    consoleGames.endpoints.vendors.path,
    z.array(consoleGames.consoleVendor),
  );
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
      apiRequest(consoleGames.endpoints.games.path, {
        query: { ...filter, pageSize: gamePageSize },
        schema: consoleGames.consoleGamePage,
        signal,
      }),
    // The rows of the page before stay while the next loads, within one merchant only.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === merchant ? previous : undefined,
  });
}

export const catalogueActions = {
  updateVendor: (vendorCode: string, change: VendorChange) =>
    apiRequest(pathOf(consoleGames.endpoints.updateVendor.path, { vendorCode }), {
      method: 'PATCH',
      body: change,
      schema: consoleGames.consoleVendor,
    }),
  updateGame: (nodeId: number, change: GameChange) =>
    apiRequest(pathOf(consoleGames.endpoints.updateGame.path, { nodeId }), {
      method: 'PATCH',
      body: change,
      schema: consoleGames.consoleGame,
    }),
  reorder: (games: { nodeId: number; sortOrder: number }[]) =>
    apiRequest(consoleGames.endpoints.reorderGames.path, {
      method: 'POST',
      body: { games },
      schema: consoleGames.gameOrderResult,
    }),
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
  return apiQuery(
    connectionsKey,
    consoleGames.endpoints.connections.path,
    z.array(consoleGames.vendorConnection),
  );
}

export const connectionActions = {
  create: (body: consoleGames.ConnectionCreateBody) =>
    apiWrite(
      'POST',
      consoleGames.endpoints.createConnection.path,
      consoleGames.connectionCreated,
      body,
    ),
  update: (code: string, change: consoleGames.ConnectionChange) =>
    apiWrite(
      'PUT',
      pathOf(consoleGames.endpoints.updateConnection.path, { code }),
      consoleGames.connectionUpdated,
      change,
    ),
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
