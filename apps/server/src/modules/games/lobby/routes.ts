import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { games as contract } from '@croupier/contract';
import { playerRoute, type RouteExtras } from '../../../platform/http/endpoint-route';
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
const about = (summary: string): RouteExtras => ({ tags: ['games'], summary });

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

  playerRoute(
    app,
    endpoints.gameMenus,
    'public',
    about('Game categories with their vendors, in header order'),
    (_input, request) => gameMenus(db, request.merchant.id),
  );

  playerRoute(
    app,
    endpoints.newGameVendor,
    'public',
    about('Lanes of vendor cards, one per category'),
    (_input, request) => vendorGroups(db, request.merchant.id),
  );

  playerRoute(
    app,
    endpoints.vassGameType,
    'public',
    about('The first games of every vendor per category (header drop-downs)'),
    async (_input, request) => ({
      content: await vassGameTypes(db, request.merchant.id, request.language),
    }),
  );

  app.get(
    endpoints.gameList.path,
    {
      preHandler: auth.identifyMember,
      schema: {
        ...about('A page of games by vendor, category, classification and name'),
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
  playerRoute(
    app,
    endpoints.hotGames,
    'public',
    about('Hot games, optionally of one vendor or category'),
    async ({ query }, request) => ({
      list: await hotGames(db, request.merchant.id, request.language, query),
    }),
  );
  playerRoute(
    app,
    {
      ...endpoints.hotGames,
      method: 'POST',
      query: undefined,
      body: endpoints.hotGames.query.optional(),
    },
    'public',
    about('Hot games (the same call as a POST)'),
    async ({ body }, request) => ({
      list: await hotGames(db, request.merchant.id, request.language, body ?? {}),
    }),
  );

  playerRoute(
    app,
    endpoints.popularGames,
    'public',
    about('The 20 most popular games'),
    async (_input, request) => ({
      list: await popularGames(db, request.merchant.id, request.language),
    }),
  );

  for (const endpoint of [endpoints.rankList, endpoints.winnerBoard]) {
    playerRoute(
      app,
      endpoint,
      'public',
      about('The biggest wins of the last 7 days, players’ names masked'),
      async (_input, request) => ({
        list: await winnerBoard(db, request.merchant.id, request.language),
      }),
    );
  }

  playerRoute(app, endpoints.pvpRooms, 'public', about('PVP rooms'), async (_input, request) => ({
    list: await pvpRooms(db, request.merchant.id, request.language),
  }));
};

/** A member's own games: favourites and recent games (a live session each). */
export const lobbyMemberRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  playerRoute(
    app,
    endpoints.favouriteGames,
    'member',
    about('The member’s favourite games, newest first (at most 200)'),
    async (_input, { merchant, principal, language }) => ({
      list: await favouriteGames(db, merchant.id, principal!.memberId, language),
    }),
  );

  playerRoute(
    app,
    endpoints.favouriteGameList,
    'member',
    about('A page of the member’s favourite games, with the game list’s filters'),
    ({ query }, { merchant, principal, language }) =>
      gameListPage(db, merchant.id, language, { ...query, favourite: true }, principal!.memberId),
  );

  playerRoute(
    app,
    endpoints.addFavouriteGame,
    'member',
    about('Mark a game as favourite (again: no change)'),
    ({ body }, { merchant, principal }) =>
      markFavourite(db, merchant.id, principal!.memberId, body.nodeId, true),
  );

  playerRoute(
    app,
    endpoints.removeFavouriteGame,
    'member',
    about('Unmark a favourite game (not a favourite: no change)'),
    ({ body }, { merchant, principal }) =>
      markFavourite(db, merchant.id, principal!.memberId, body.nodeId, false),
  );

  playerRoute(
    app,
    endpoints.recentGames,
    'member',
    about('The games the member launched last (20)'),
    async (_input, { merchant, principal, language }) => ({
      list: await recentGames(db, merchant.id, principal!.memberId, language),
    }),
  );
};
