import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studio as contract, studioSessionHeader } from '@croupier/contract';
import { playerRoute, type RouteExtras } from '../../platform/http/endpoint-route';
import type { RouteOptions } from '../../platform/http/route-context';
import {
  openStudioSession,
  playStudioRound,
  recentRoundsOfSession,
  resumeStudioSession,
  rotateStudioSeeds,
  roundProofFor,
} from './service';
import { invalidSession } from './session-token';

const { endpoints } = contract;
const about = (summary: string): RouteExtras => ({ tags: ['studio'], summary });

/** The studio session token of a read call (a header: URLs end up in logs). */
function studioToken(request: FastifyRequest): string | undefined {
  const header = request.headers[studioSessionHeader];
  return (typeof header === 'string' && header.trim()) || undefined;
}

function requiredStudioToken(request: FastifyRequest): string {
  const token = studioToken(request);
  if (!token) throw invalidSession();
  return token;
}

/** The studio's game API (`/studio/api/...`), called by apps/games in the `/game` iframe. */
export const studioRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx, auth }) => {
  const { db } = ctx;

  playerRoute(
    app,
    endpoints.openSession,
    'public',
    about('Open a studio game with its one-time launch token'),
    ({ body }, request) => openStudioSession(db, body.launchToken, request.merchant),
  );

  playerRoute(
    app,
    endpoints.resumeSession,
    'public',
    about('The open session again (a reloaded game), by the X-Studio-Session header'),
    (_input, request) => resumeStudioSession(db, requiredStudioToken(request), request.merchant),
  );

  playerRoute(
    app,
    endpoints.play,
    'public',
    about('Play one round, settled through the seamless wallet'),
    ({ body }) => playStudioRound(db, body),
  );

  playerRoute(
    app,
    endpoints.rotateSeeds,
    'public',
    about('Reveal the server seed in play and start a new seed pair'),
    ({ body }) => rotateStudioSeeds(db, body.sessionToken, body.clientSeed),
  );

  playerRoute(
    app,
    endpoints.recentRounds,
    'public',
    about('The player’s last rounds of this game'),
    (_input, request) => recentRoundsOfSession(db, requiredStudioToken(request)),
  );

  // The game's fairness panel asks with its studio session; the member centre's betting
  // record with the site's player token (Authorization).
  playerRoute(
    app,
    endpoints.round,
    'public',
    {
      ...about('A round’s fairness proof, for the player who played it'),
      options: {
        preHandler: async (request) => {
          if (!studioToken(request)) await auth.requireMember(request);
        },
      },
    },
    ({ params }, request) =>
      roundProofFor(
        db,
        { studioToken: studioToken(request), memberId: request.principal?.memberId },
        params.roundId,
      ),
  );
};
