import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleGames as contract, consoleMembers } from '@croupier/contract';
import { consoleRoute, type RouteExtras } from '../../../platform/http/endpoint-route';
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
const about = (summary: string): RouteExtras => ({ tags: ['console'], summary });

/** Who changes what, for the audit entry. */
const editOf = (request: FastifyRequest) => ({
  actor: staffOf(request),
  merchantId: request.merchant.id,
});

/** An answer holding a secret: no cache on the way may keep it. */
const secretAnswer = (summary: string): RouteExtras => ({
  ...about(summary),
  options: {
    preHandler: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('Cache-Control', 'no-store');
    },
  },
});

/**
 * The console's Games section (`/bo/games/...`): every staff member reads, owner and admin
 * edit. Vendor connections carry the secrets vendors move money with: owners and admins see
 * them (never the secret), only owners add or change them. Also the Members section's bets
 * tab, which reads the games' bet records.
 */
export const gameConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  consoleRoute(
    app,
    endpoints.vendors,
    readRoles,
    about('Every vendor of the catalogue and whether, where and how the merchant offers it'),
    (_input, request) => consoleVendors(db, request.merchant.id),
  );

  consoleRoute(
    app,
    endpoints.updateVendor,
    gameRoles,
    about('Switch a vendor on or off, move it, mark it hot, or put it under maintenance'),
    ({ params, body }, request) => updateVendor(db, editOf(request), params.vendorCode, body),
  );

  consoleRoute(
    app,
    endpoints.games,
    readRoles,
    about('A page of the catalogue’s games as the merchant has them, in lobby order'),
    ({ query }, request) => consoleGamePage(db, request.merchant.id, request.language, query),
  );

  consoleRoute(
    app,
    endpoints.updateGame,
    gameRoles,
    about('Switch a game on or off, move it, mark it hot or popular, or put it under maintenance'),
    ({ params, body }, request) =>
      updateGame(db, editOf(request), params.nodeId, request.language, body),
  );

  consoleRoute(
    app,
    endpoints.reorderGames,
    gameRoles,
    about('New lobby positions of several games at once'),
    ({ body }, request) => reorderGames(db, editOf(request), body.games),
  );

  consoleRoute(
    app,
    endpoints.connections,
    gameRoles,
    about('How the platform reaches each vendor: adapter, launch address, demo flag'),
    () => vendorConnections(db),
  );

  consoleRoute(
    app,
    endpoints.createConnection,
    ownerOnly,
    secretAnswer(
      'Add a seamless vendor or aggregator; answers its new HMAC secret, this once only',
    ),
    ({ body }, request) => createVendorConnection(db, staffOf(request), body),
  );

  consoleRoute(
    app,
    endpoints.updateConnection,
    ownerOnly,
    secretAnswer(
      'Change a vendor’s name, launch address or demo flag, or give it a new secret (answered once)',
    ),
    ({ params, body }, request) => updateVendorConnection(db, staffOf(request), params.code, body),
  );

  consoleRoute(
    app,
    consoleMembers.endpoints.bets,
    readRoles,
    {
      tags: ['console'],
      summary: 'A member’s game rounds, newest first (UTC days, last 7 by default, at most 92)',
    },
    ({ params, query }, request) =>
      memberBets(db, request.merchant.id, BigInt(params.memberId), request.language, query),
  );
};
