import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { games as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import { registerLanguage } from '../../platform/http/language';
import { registerMerchantResolution } from '../../platform/http/merchant';
import type { RouteOptions } from '../../platform/http/route-context';
import { merchantLookup } from '../system/service';
import {
  gameListPage,
  gameMenus,
  guestGamePage,
  hotGames,
  popularGames,
  pvpRooms,
  toWireGamePage,
  vassGameTypes,
  vendorGroups,
} from './catalogue';
import { cachedMerchantLookup } from './lobby-merchants';
import { SerializedAnswers } from './lobby-serialized';
import { winnerBoard } from './winners';

const { endpoints } = contract;
const tags = ['games'];

/**
 * The lobby's public reads (spec §7 "Games"). Reading the catalogue needs no token (guests
 * browse; spec §6 names menus, hot and popular games and the winner board, and the lists,
 * drop-downs and rooms show the same catalogue); a token only adds the member's favourite
 * marks. A member's own lists and launches are in lobby-member-routes.ts.
 */
export const lobbyRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx, auth }) => {
  const { db } = ctx;
  // Registered beside the player API rather than in it: the same merchant and language
  // resolution, the merchant from memory (see lobby-merchants.ts).
  registerMerchantResolution(app, cachedMerchantLookup(merchantLookup(db)));
  registerLanguage(app);
  const guestAnswers = new SerializedAnswers(endpoints.gameList.response);

  app.get(
    endpoints.gameMenus.path,
    {
      schema: {
        tags,
        summary: 'Game categories with their vendors, in header order',
        response: { 200: endpoints.gameMenus.response },
      },
    },
    async (request) => ok(await gameMenus(db, request.merchant.id)),
  );

  app.get(
    endpoints.newGameVendor.path,
    {
      schema: {
        tags,
        summary: 'Lanes of vendor cards, one per category',
        response: { 200: endpoints.newGameVendor.response },
      },
    },
    async (request) => ok(await vendorGroups(db, request.merchant.id)),
  );

  app.get(
    endpoints.vassGameType.path,
    {
      schema: {
        tags,
        summary: 'The first games of every vendor per category (header drop-downs)',
        response: { 200: endpoints.vassGameType.response },
      },
    },
    async (request) =>
      ok({ content: await vassGameTypes(db, request.merchant.id, request.language) }),
  );

  app.get(
    endpoints.gameList.path,
    {
      preHandler: auth.identifyMember,
      schema: {
        tags,
        summary: 'A page of games by vendor, category, classification and name',
        querystring: endpoints.gameList.query,
        response: { 200: endpoints.gameList.response },
      },
    },
    async (request, reply) => {
      const memberId = request.principal?.memberId ?? null;
      if (memberId !== null || request.query.favourite) {
        return ok(
          await gameListPage(db, request.merchant.id, request.language, request.query, memberId),
        );
      }
      // A guest's page is the same for every guest: its JSON is made and checked against the
      // contract once per language while the page is kept, then sent as it is.
      const page = await guestGamePage(db, request.merchant.id, request.query);
      const json = guestAnswers.answer(page, request.language, () =>
        ok(toWireGamePage(page, request.query, request.language)),
      );
      // A JSON string is sent as it is; the type provider only knows the object form.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  // GET with the query or POST with a JSON body (wire conventions "Tolerances").
  app.get(
    endpoints.hotGames.path,
    {
      schema: {
        tags,
        summary: 'Hot games, optionally of one vendor or category',
        querystring: endpoints.hotGames.query,
        response: { 200: endpoints.hotGames.response },
      },
    },
    async (request) =>
      ok({ list: await hotGames(db, request.merchant.id, request.language, request.query) }),
  );
  app.post(
    endpoints.hotGames.path,
    {
      schema: {
        tags,
        summary: 'Hot games (the same call as a POST)',
        body: endpoints.hotGames.query.optional(),
        response: { 200: endpoints.hotGames.response },
      },
    },
    async (request) =>
      ok({
        list: await hotGames(db, request.merchant.id, request.language, request.body ?? {}),
      }),
  );

  app.get(
    endpoints.popularGames.path,
    {
      schema: {
        tags,
        summary: 'The 20 most popular games',
        response: { 200: endpoints.popularGames.response },
      },
    },
    async (request) => ok({ list: await popularGames(db, request.merchant.id, request.language) }),
  );

  for (const endpoint of [endpoints.rankList, endpoints.winnerBoard]) {
    app.get(
      endpoint.path,
      {
        schema: {
          tags,
          summary: 'The biggest wins of the last 7 days, players’ names masked',
          response: { 200: endpoint.response },
        },
      },
      async (request) => ok({ list: await winnerBoard(db, request.merchant.id, request.language) }),
    );
  }

  app.get(
    endpoints.pvpRooms.path,
    {
      schema: {
        tags,
        summary: 'PVP rooms',
        response: { 200: endpoints.pvpRooms.response },
      },
    },
    async (request) => ok({ list: await pvpRooms(db, request.merchant.id, request.language) }),
  );
};
