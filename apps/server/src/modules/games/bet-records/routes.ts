import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { games as contract } from '@croupier/contract';
import { playerRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { bettingRecord, bettingRound } from './records';

const { bettingRecordEndpoints: endpoints } = contract;

/** The member centre's betting record: real accounts only, like every money page. */
export const betRecordRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = playerRoutes(app, 'games');

  route(endpoints.list, 'realAccount', ({ query }, { principal, language }) =>
    bettingRecord(db, principal!.memberId, language, query),
  );

  route(endpoints.round, 'realAccount', ({ params, query }, { principal, language }) =>
    bettingRound(db, principal!.memberId, language, params.roundId, query.vassalage),
  );
};
