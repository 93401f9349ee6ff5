import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleGames as contract, consoleMembers } from '@croupier/contract';
import { consoleRoutes, type HookOptions } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { gameRoles, ownerOnly, readRoles, staffOf } from '../../../platform/http/staff-guard';
import {
  consoleGamePage,
  consoleVendors,
  reorderGames,
  updateGame,
  updateVendor,
} from './catalogue-edits';
import { createVendorConnection, updateVendorConnection, vendorConnections } from './connections';
import { memberBets } from './member-bets';

const { endpoints } = contract;

/** Who changes what, for the audit entry. */
const editOf = (request: FastifyRequest) => ({
  actor: staffOf(request),
  merchantId: request.merchant.id,
});

/** For an answer holding a secret: no cache on the way may keep it. */
const noStore: HookOptions = {
  preHandler: async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
  },
};

/**
 * The console's Games section (`/bo/games/...`): every staff member reads, owner and admin
 * edit. Vendor connections carry the secrets vendors move money with: owners and admins see
 * them (never the secret), only owners add or change them. Also the Members section's bets
 * tab, which reads the games' bet records.
 */
export const gameConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = consoleRoutes(app, 'console');

  route(endpoints.vendors, readRoles, (_input, request) => consoleVendors(db, request.merchant.id));

  route(endpoints.updateVendor, gameRoles, ({ params, body }, request) =>
    updateVendor(db, editOf(request), params.vendorCode, body),
  );

  route(endpoints.games, readRoles, ({ query }, request) =>
    consoleGamePage(db, request.merchant.id, request.language, query),
  );

  route(endpoints.updateGame, gameRoles, ({ params, body }, request) =>
    updateGame(db, editOf(request), params.nodeId, request.language, body),
  );

  route(endpoints.reorderGames, gameRoles, ({ body }, request) =>
    reorderGames(db, editOf(request), body.games),
  );

  route(endpoints.connections, gameRoles, () => vendorConnections(db));

  route(
    endpoints.createConnection,
    ownerOnly,
    ({ body }, request) => createVendorConnection(db, staffOf(request), body),
    noStore,
  );

  route(
    endpoints.updateConnection,
    ownerOnly,
    ({ params, body }, request) => updateVendorConnection(db, staffOf(request), params.code, body),
    noStore,
  );

  route(consoleMembers.endpoints.bets, readRoles, ({ params, query }, request) =>
    memberBets(db, request.merchant.id, BigInt(params.memberId), request.language, query),
  );
};
