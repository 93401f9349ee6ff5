import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { games as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { gameListPage } from './catalogue';
import { addFavourite, favouriteGames, removeFavourite } from './favourites';
import { launchRoutes } from './launch-routes';
import { recentGames } from './recent';

const { endpoints } = contract;
const tags = ['games'];

/** A member's own games: favourites, recent games and launches (a live session each). */
export const lobbyMemberRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { ctx, auth } = options;
  const { db } = ctx;

  app.get(
    endpoints.favouriteGames.path,
    {
      preHandler: auth.requireMember,
      schema: {
        tags,
        summary: 'The member’s favourite games, newest first (at most 200)',
        response: { 200: endpoints.favouriteGames.response },
      },
    },
    async (request) =>
      ok({
        list: await favouriteGames(
          db,
          request.merchant.id,
          request.principal!.memberId,
          request.language,
        ),
      }),
  );

  app.get(
    endpoints.favouriteGameList.path,
    {
      preHandler: auth.requireMember,
      schema: {
        tags,
        summary: 'A page of the member’s favourite games, with the game list’s filters',
        querystring: endpoints.favouriteGameList.query,
        response: { 200: endpoints.favouriteGameList.response },
      },
    },
    async (request) =>
      ok(
        await gameListPage(
          db,
          request.merchant.id,
          request.language,
          { ...request.query, favourite: true },
          request.principal!.memberId,
        ),
      ),
  );

  app.post(
    endpoints.addFavouriteGame.path,
    {
      preHandler: auth.requireMember,
      schema: {
        tags,
        summary: 'Mark a game as favourite (again: no change)',
        body: endpoints.addFavouriteGame.body,
        response: { 200: endpoints.addFavouriteGame.response },
      },
    },
    async (request) => {
      const { nodeId } = request.body;
      await addFavourite(db, request.merchant.id, request.principal!.memberId, nodeId);
      return ok({ nodeId, favourite: true });
    },
  );

  app.post(
    endpoints.removeFavouriteGame.path,
    {
      preHandler: auth.requireMember,
      schema: {
        tags,
        summary: 'Unmark a favourite game (not a favourite: no change)',
        body: endpoints.removeFavouriteGame.body,
        response: { 200: endpoints.removeFavouriteGame.response },
      },
    },
    async (request) => {
      const { nodeId } = request.body;
      await removeFavourite(db, request.merchant.id, request.principal!.memberId, nodeId);
      return ok({ nodeId, favourite: false });
    },
  );

  app.get(
    endpoints.recentGames.path,
    {
      preHandler: auth.requireMember,
      schema: {
        tags,
        summary: 'The games the member launched last (20)',
        response: { 200: endpoints.recentGames.response },
      },
    },
    async (request) =>
      ok({
        list: await recentGames(
          db,
          request.merchant.id,
          request.principal!.memberId,
          request.language,
        ),
      }),
  );

  await app.register(launchRoutes, options);
};
