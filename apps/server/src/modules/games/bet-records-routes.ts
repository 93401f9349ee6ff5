import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { games as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { bettingRecord, bettingRound } from './bet-records';

/** The member centre's betting record: real accounts only, like every money page. */
export const betRecordRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx, auth }) => {
  const { db } = ctx;
  const endpoints = contract.bettingRecordEndpoints;

  app.get(
    endpoints.list.path,
    {
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['games'],
        summary: 'Betting record: the member’s game rounds, newest first, with totals',
        querystring: endpoints.list.query,
        response: { 200: endpoints.list.response },
      },
    },
    async (request) =>
      ok(await bettingRecord(db, request.principal!.memberId, request.language, request.query)),
  );

  app.get(
    endpoints.round.path,
    {
      preHandler: auth.requireRealAccount,
      schema: {
        tags: ['games'],
        summary: 'One round of the member’s betting record',
        params: endpoints.round.params,
        querystring: endpoints.round.query,
        response: { 200: endpoints.round.response },
      },
    },
    async (request) =>
      ok(
        await bettingRound(
          db,
          request.principal!.memberId,
          request.language,
          request.params.roundId,
          request.query.vassalage,
        ),
      ),
  );
};
