import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { games as contract } from '@croupier/contract';
import { playerRoutes } from '../../../platform/http/endpoint-route';
import { ok } from '../../../platform/http/envelope';
import { registerLanguage } from '../../../platform/http/language';
import { registerMerchantResolution } from '../../../platform/http/merchant';
import type { RouteOptions } from '../../../platform/http/route-context';
import { merchantLookup } from '../../system/service';
import {
  gameMenus,
  guestGamePage,
  hotGames,
  popularGames,
  pvpRooms,
  toWireGamePage,
  vassGameTypes,
  vendorGroups,
} from '../catalogue/service';
import { cachedMerchantLookup } from './merchants';
import { favouriteGames, gameListPage, markFavourite, recentGames } from './member-games';
import { SerializedAnswers } from './serialized';
import { winnerBoard } from './winners';

const { endpoints } = contract;
const tag = 'games';

/**
 * The lobby's public reads (spec §7 "Games"). Reading the catalogue needs no token (guests
 * browse; spec §6 names menus, hot and popular games and the winner board, and the lists,
 * drop-downs and rooms show the same catalogue); a token only adds the member's favourite
 * marks. A member's own lists are `lobbyMemberRoutes`.
 */
export const lobbyRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx, auth }) => {
  const { db } = ctx;
  // Registered beside the player API rather than in it: the same merchant and language
  // resolution, the merchant from memory (see merchants.ts).
  registerMerchantResolution(app, cachedMerchantLookup(merchantLookup(db)));
  registerLanguage(app);
  const guestAnswers = new SerializedAnswers(endpoints.gameList.response);

  const route = playerRoutes(app, tag);

  route(endpoints.gameMenus, 'public', (_input, request) => gameMenus(db, request.merchant.id));

  route(endpoints.newGameVendor, 'public', (_input, request) =>
    vendorGroups(db, request.merchant.id),
  );

  route(endpoints.vassGameType, 'public', async (_input, request) => ({
    content: await vassGameTypes(db, request.merchant.id, request.language),
  }));

  app.get(
    endpoints.gameList.path,
    {
      preHandler: auth.identifyMember,
      schema: {
        tags: [tag],
        summary: endpoints.gameList.summary,
        querystring: endpoints.gameList.query,
        response: { 200: endpoints.gameList.response },
      },
    },
    async (request, reply) => {
      const { merchant, language, query } = request;
      const memberId = request.principal?.memberId ?? null;
      if (memberId !== null || query.favourite) {
        return ok(await gameListPage(db, merchant.id, language, query, memberId));
      }
      // A guest's page is the same for every guest: its JSON is made and checked against the
      // contract once per language while the page is kept, then sent as it is.
      const page = await guestGamePage(db, merchant.id, query);
      const json = guestAnswers.answer(page, language, () =>
        ok(toWireGamePage(page, query, language)),
      );
      // A JSON string is sent as it is; the type provider only knows the object form.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  // GET with the query or POST with a JSON body (wire conventions "Tolerances").
  route(endpoints.hotGames, 'public', async ({ query }, request) => ({
    list: await hotGames(db, request.merchant.id, request.language, query),
  }));
  route(endpoints.hotGamesPost, 'public', async ({ body }, request) => ({
    list: await hotGames(db, request.merchant.id, request.language, body ?? {}),
  }));

  route(endpoints.popularGames, 'public', async (_input, request) => ({
    list: await popularGames(db, request.merchant.id, request.language),
  }));

  for (const endpoint of [endpoints.rankList, endpoints.winnerBoard]) {
    route(endpoint, 'public', async (_input, request) => ({
      list: await winnerBoard(db, request.merchant.id, request.language),
    }));
  }

  route(endpoints.pvpRooms, 'public', async (_input, request) => ({
    list: await pvpRooms(db, request.merchant.id, request.language),
  }));
};

/** A member's own games: favourites and recent games (a live session each). */
export const lobbyMemberRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = playerRoutes(app, tag);

  route(endpoints.favouriteGames, 'member', async (_input, { merchant, principal, language }) => ({
    list: await favouriteGames(db, merchant.id, principal!.memberId, language),
  }));

  route(endpoints.favouriteGameList, 'member', ({ query }, { merchant, principal, language }) =>
    gameListPage(db, merchant.id, language, { ...query, favourite: true }, principal!.memberId),
  );

  route(endpoints.addFavouriteGame, 'member', ({ body }, { merchant, principal }) =>
    markFavourite(db, merchant.id, principal!.memberId, body.nodeId, true),
  );

  route(endpoints.removeFavouriteGame, 'member', ({ body }, { merchant, principal }) =>
    markFavourite(db, merchant.id, principal!.memberId, body.nodeId, false),
  );

  route(endpoints.recentGames, 'member', async (_input, { merchant, principal, language }) => ({
    list: await recentGames(db, merchant.id, principal!.memberId, language),
  }));
};
