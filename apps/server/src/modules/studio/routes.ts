import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studio as contract, studioSessionHeader } from '@croupier/contract';
import { playerRoutes } from '../../platform/http/endpoint-route';
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
  const route = playerRoutes(app, 'studio');

  route(endpoints.openSession, 'public', ({ body }, request) =>
    openStudioSession(db, body.launchToken, request.merchant),
  );

  route(endpoints.resumeSession, 'public', (_input, request) =>
    resumeStudioSession(db, requiredStudioToken(request), request.merchant),
  );

  route(endpoints.play, 'public', ({ body }) => playStudioRound(db, body));

  route(endpoints.rotateSeeds, 'public', ({ body }) =>
    rotateStudioSeeds(db, body.sessionToken, body.clientSeed),
  );

  route(endpoints.recentRounds, 'public', (_input, request) =>
    recentRoundsOfSession(db, requiredStudioToken(request)),
  );

  // The game's fairness panel asks with its studio session; the member centre's betting
  // record with the site's player token (Authorization).
  route(
    endpoints.round,
    'public',
    ({ params }, request) =>
      roundProofFor(
        db,
        { studioToken: studioToken(request), memberId: request.principal?.memberId },
        params.roundId,
      ),
    {
      // Before the parameters are read, as every signed-in route does: a guest gets 401.
      onRequest: async (request) => {
        if (!studioToken(request)) await auth.requireMember(request);
      },
    },
  );
};
