import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lottery as contract } from '@croupier/contract';
import { playerRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { cancelTicket, memberTickets, placeTickets } from './service';

const { endpoints } = contract;

/** A member's tickets: real accounts only, like every call that moves money. */
export const ticketRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = playerRoutes(app, 'lottery');

  route(endpoints.placeTickets, 'realAccount', ({ body }, { principal }) =>
    placeTickets(db, principal!, body),
  );

  route(endpoints.cancelTicket, 'realAccount', ({ params }, { principal }) =>
    cancelTicket(db, principal!, BigInt(params.ticketId)),
  );

  route(endpoints.tickets, 'realAccount', ({ query }, { principal }) =>
    memberTickets(db, principal!.memberId, query),
  );
};
