import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studio as contract, studioSessionHeader } from '@croupier/contract';
import { AppError } from '../../platform/http/app-error';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import {
  liveSession,
  openStudioSession,
  playStudioRound,
  recentRounds,
  resumeStudioSession,
  rotateStudioSeeds,
  roundProof,
} from './service';

/** The studio session token of a read call (a header: URLs end up in logs). */
function studioToken(request: FastifyRequest): string | undefined {
  const header = request.headers[studioSessionHeader];
  return (typeof header === 'string' && header.trim()) || undefined;
}

function requiredStudioToken(request: FastifyRequest): string {
  const token = studioToken(request);
  if (!token) throw new AppError('seamless.session.invalid', 'game_session_invalid', 401);
  return token;
}

/** The studio's game API (`/studio/api/...`), called by apps/games in the `/game` iframe. */
export const studioRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx, auth }) => {
  const { db } = ctx;
  const { endpoints } = contract;
  const tags = ['studio'];

  app.post(
    endpoints.openSession.path,
    {
      schema: {
        tags,
        summary: 'Open a studio game with its one-time launch token',
        body: endpoints.openSession.body,
        response: { 200: endpoints.openSession.response },
      },
    },
    async (request) => ok(await openStudioSession(db, request.body.launchToken, request.merchant)),
  );

  app.get(
    endpoints.resumeSession.path,
    {
      schema: {
        tags,
        summary: 'The open session again (a reloaded game), by the X-Studio-Session header',
        response: { 200: endpoints.resumeSession.response },
      },
    },
    async (request) =>
      ok(await resumeStudioSession(db, requiredStudioToken(request), request.merchant)),
  );

  app.post(
    endpoints.play.path,
    {
      schema: {
        tags,
        summary: 'Play one round, settled through the seamless wallet',
        body: endpoints.play.body,
        response: { 200: endpoints.play.response },
      },
    },
    async (request) => ok(await playStudioRound(db, request.body)),
  );

  app.post(
    endpoints.rotateSeeds.path,
    {
      schema: {
        tags,
        summary: 'Reveal the server seed in play and start a new seed pair',
        body: endpoints.rotateSeeds.body,
        response: { 200: endpoints.rotateSeeds.response },
      },
    },
    async (request) =>
      ok(await rotateStudioSeeds(db, request.body.sessionToken, request.body.clientSeed)),
  );

  app.get(
    endpoints.recentRounds.path,
    {
      schema: {
        tags,
        summary: 'The player’s last rounds of this game',
        response: { 200: endpoints.recentRounds.response },
      },
    },
    async (request) => {
      const { claims } = await liveSession(db, requiredStudioToken(request));
      return ok(await recentRounds(db, claims.memberId, claims.gameId));
    },
  );

  // The game's fairness panel asks with its studio session; the member centre's betting
  // record with the site's player token (Authorization).
  app.get(
    endpoints.round.path,
    {
      preHandler: async (request) => {
        if (!studioToken(request)) await auth.requireMember(request);
      },
      schema: {
        tags,
        summary: 'A round’s fairness proof, for the player who played it',
        params: endpoints.round.params,
        response: { 200: endpoints.round.response },
      },
    },
    async (request) => {
      const token = studioToken(request);
      const memberId = token
        ? (await liveSession(db, token)).claims.memberId
        : request.principal!.memberId;
      return ok(await roundProof(db, memberId, request.params.roundId));
    },
  );
};
