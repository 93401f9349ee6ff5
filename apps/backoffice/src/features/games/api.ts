import { backoffice, boGames } from '@croupier/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiQuery, apiWrite } from '../../api/calls';
import { apiRequest, pathOf } from '../../api/client';
import { useStaff } from '../session/staff';

export type ConsoleVendor = boGames.ConsoleVendor;
export type ConsoleGame = boGames.ConsoleGame;
export type VendorChange = boGames.VendorChange;
export type GameChange = boGames.GameChange;
export type VendorConnection = boGames.VendorConnection;

/** Games per page of the console's list: dense, one screen of rows with room to scroll. */
export const gamePageSize = 50;

/** Everything the Games section shows of one merchant: what a change refreshes. */
export const catalogueKey = (merchant: string) => ['games', merchant] as const;

export function vendorsQuery(merchant: string) {
  return apiQuery(
    [...catalogueKey(merchant), 'vendors'],
    boGames.endpoints.vendors.path,
    z.array(boGames.consoleVendor),
  );
}

/** What the game list is narrowed to (kept in the address). */
export type GameFilter = {
  vendor?: string;
  category?: boGames.GameListQuery['category'];
  state?: boGames.GameState;
  search?: string;
  pageNo: number;
};

export function gamePageQuery(merchant: string, filter: GameFilter) {
  const list = [...catalogueKey(merchant), 'list'] as const;
  return queryOptions({
    queryKey: [...list, filter],
    queryFn: ({ signal }) =>
      apiRequest(boGames.endpoints.games.path, {
        query: { ...filter, pageSize: gamePageSize },
        schema: boGames.consoleGamePage,
        signal,
      }),
    // The rows of the page before stay while the next loads, within one merchant only.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === merchant ? previous : undefined,
  });
}

export const catalogueActions = {
  updateVendor: (vendorCode: string, change: VendorChange) =>
    apiRequest(pathOf(boGames.endpoints.updateVendor.path, { vendorCode }), {
      method: 'PATCH',
      body: change,
      schema: boGames.consoleVendor,
    }),
  updateGame: (nodeId: number, change: GameChange) =>
    apiRequest(pathOf(boGames.endpoints.updateGame.path, { nodeId }), {
      method: 'PATCH',
      body: change,
      schema: boGames.consoleGame,
    }),
  reorder: (games: { nodeId: number; sortOrder: number }[]) =>
    apiRequest(boGames.endpoints.reorderGames.path, {
      method: 'POST',
      body: { games },
      schema: boGames.gameOrderResult,
    }),
};

/** After a change, the vendors (their counts) and every page of games are asked again. */
export function refreshCatalogue(queryClient: QueryClient, merchant: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: catalogueKey(merchant) });
}

/** Every role reads the catalogue; only the roles the server lets change it see the controls. */
export function useCanEditCatalogue(): boolean {
  return backoffice.gameRoles.includes(useStaff().role);
}

// Vendor connections: the platform's, the same for every merchant. Owners and admins see
// them; only owners add or change them (the server holds to the same roles).

/** Apart from `catalogueKey`: a merchant's code could be any word. */
const connectionsKey = ['vendor-connections'] as const;

export function connectionsQuery() {
  return apiQuery(
    connectionsKey,
    boGames.endpoints.connections.path,
    z.array(boGames.vendorConnection),
  );
}

export const connectionActions = {
  create: (body: boGames.ConnectionCreateBody) =>
    apiWrite('POST', boGames.endpoints.createConnection.path, boGames.connectionCreated, body),
  update: (code: string, change: boGames.ConnectionChange) =>
    apiWrite(
      'PUT',
      pathOf(boGames.endpoints.updateConnection.path, { code }),
      boGames.connectionUpdated,
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
  return backoffice.ownerOnly.includes(useStaff().role);
}
