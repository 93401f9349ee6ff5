import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wallet as contract } from '@croupier/contract';
import { playerRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { inboxPage, markRead, unreadCount } from './service';

const { endpoints } = contract;

/** The member's platform inbox (spec §2 messageV2) and its unread count. */
export const inboxRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = playerRoutes(app, 'messaging');

  route(endpoints.unreadCount, 'member', (_input, request) =>
    unreadCount(db, request.principal!.memberId),
  );

  route(endpoints.inbox, 'member', ({ query }, request) =>
    inboxPage(db, request.principal!.memberId, query.pageNo, query.pageSize),
  );

  route(endpoints.inboxRead, 'member', ({ body }, request) =>
    markRead(db, request.principal!.memberId, body.id),
  );
};
