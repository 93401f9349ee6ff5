import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { games as contract } from '@croupier/contract';
import { playerRoute } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { bettingRecord, bettingRound } from './records';

const { bettingRecordEndpoints: endpoints } = contract;
const tags = ['games'];

/** The member centre's betting record: real accounts only, like every money page. */
export const betRecordRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  playerRoute(
    app,
    endpoints.list,
    'realAccount',
    { tags, summary: 'Betting record: the member’s game rounds, newest first, with totals' },
    ({ query }, { principal, language }) => bettingRecord(db, principal!.memberId, language, query),
  );

  playerRoute(
    app,
    endpoints.round,
    'realAccount',
    { tags, summary: 'One round of the member’s betting record' },
    ({ params, query }, { principal, language }) =>
      bettingRound(db, principal!.memberId, language, params.roundId, query.vassalage),
  );
};
