import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleGames as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import {
  gameRoles,
  ownerOnly,
  readRoles,
  staffOf,
  staffOnly,
} from '../../platform/http/staff-guard';
import { consoleGamePage, consoleVendors, reorderGames, updateGame, updateVendor } from './console';
import {
  createVendorConnection,
  updateVendorConnection,
  vendorConnections,
} from './vendor-connections';

/**
 * The console's Games section (`/bo/games/...`): every staff member reads, owner and admin
 * edit. Vendor connections carry the secrets vendors move money with: owners and admins see
 * them (never the secret), only owners add or change them.
 */
export const gameConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const { endpoints } = contract;
  const forReaders = staffOnly(readRoles);
  const forEditors = staffOnly(gameRoles);
  const forOwners = staffOnly(ownerOnly);

  app.get(
    endpoints.vendors.path,
    {
      ...forReaders,
      schema: {
        tags: ['console'],
        summary: 'Every vendor of the catalogue and whether, where and how the merchant offers it',
        response: { 200: endpoints.vendors.response },
      },
    },
    async (request) => ok(await consoleVendors(db, request.merchant.id)),
  );

  app.patch(
    endpoints.updateVendor.path,
    {
      ...forEditors,
      schema: {
        tags: ['console'],
        summary: 'Switch a vendor on or off, move it, mark it hot, or put it under maintenance',
        params: endpoints.updateVendor.params,
        body: endpoints.updateVendor.body,
        response: { 200: endpoints.updateVendor.response },
      },
    },
    async (request) =>
      ok(
        await updateVendor(
          db,
          { actor: staffOf(request), merchantId: request.merchant.id },
          request.params.vendorCode,
          request.body,
        ),
      ),
  );

  app.get(
    endpoints.games.path,
    {
      ...forReaders,
      schema: {
        tags: ['console'],
        summary: 'A page of the catalogue’s games as the merchant has them, in lobby order',
        querystring: endpoints.games.query,
        response: { 200: endpoints.games.response },
      },
    },
    async (request) =>
      ok(await consoleGamePage(db, request.merchant.id, request.language, request.query)),
  );

  app.patch(
    endpoints.updateGame.path,
    {
      ...forEditors,
      schema: {
        tags: ['console'],
        summary:
          'Switch a game on or off, move it, mark it hot or popular, or put it under maintenance',
        params: endpoints.updateGame.params,
        body: endpoints.updateGame.body,
        response: { 200: endpoints.updateGame.response },
      },
    },
    async (request) =>
      ok(
        await updateGame(
          db,
          { actor: staffOf(request), merchantId: request.merchant.id },
          request.params.nodeId,
          request.language,
          request.body,
        ),
      ),
  );

  app.post(
    endpoints.reorderGames.path,
    {
      ...forEditors,
      schema: {
        tags: ['console'],
        summary: 'New lobby positions of several games at once',
        body: endpoints.reorderGames.body,
        response: { 200: endpoints.reorderGames.response },
      },
    },
    async (request) =>
      ok(
        await reorderGames(
          db,
          { actor: staffOf(request), merchantId: request.merchant.id },
          request.body.games,
        ),
      ),
  );

  app.get(
    endpoints.connections.path,
    {
      ...forEditors,
      schema: {
        tags: ['console'],
        summary: 'How the platform reaches each vendor: adapter, launch address, demo flag',
        response: { 200: endpoints.connections.response },
      },
    },
    async () => ok(await vendorConnections(db)),
  );

  app.post(
    endpoints.createConnection.path,
    {
      ...forOwners,
      schema: {
        tags: ['console'],
        summary: 'Add a seamless vendor or aggregator; answers its new HMAC secret, this once only',
        body: endpoints.createConnection.body,
        response: { 200: endpoints.createConnection.response },
      },
    },
    async (request, reply) => {
      // The answer holds a secret: no cache on the way may keep it.
      reply.header('Cache-Control', 'no-store');
      return ok(await createVendorConnection(db, staffOf(request), request.body));
    },
  );

  app.put(
    endpoints.updateConnection.path,
    {
      ...forOwners,
      schema: {
        tags: ['console'],
        summary:
          'Change a vendor’s name, launch address or demo flag, or give it a new secret (answered once)',
        params: endpoints.updateConnection.params,
        body: endpoints.updateConnection.body,
        response: { 200: endpoints.updateConnection.response },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(
        await updateVendorConnection(db, staffOf(request), request.params.code, request.body),
      );
    },
  );
};
