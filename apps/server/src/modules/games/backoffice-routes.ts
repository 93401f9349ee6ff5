import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boGames as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { gameRoles, readRoles, staffOf, staffOnly } from '../backoffice/access';
import { consoleGamePage, consoleVendors, reorderGames, updateGame, updateVendor } from './console';

/** The console's Games section (`/bo/games/...`): every staff member reads, owner and admin edit. */
export const gameBackofficeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const { endpoints } = contract;
  const forReaders = staffOnly(db, readRoles);
  const forEditors = staffOnly(db, gameRoles);

  app.get(
    endpoints.vendors.path,
    {
      ...forReaders,
      schema: {
        tags: ['backoffice'],
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
        tags: ['backoffice'],
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
        tags: ['backoffice'],
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
        tags: ['backoffice'],
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
        tags: ['backoffice'],
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
};
