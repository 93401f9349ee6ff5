import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wallet as contract } from '@croupier/contract';
import { playerRoute } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { inboxPage, markRead, unreadCount } from './service';

const { endpoints } = contract;
const tags = ['messaging'];

/** The member's platform inbox (spec §2 messageV2) and its unread count. */
export const inboxRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  playerRoute(
    app,
    endpoints.unreadCount,
    'member',
    { tags, summary: 'Unread inbox messages' },
    (_input, request) => unreadCount(db, request.principal!.memberId),
  );

  playerRoute(
    app,
    endpoints.inbox,
    'member',
    { tags, summary: 'The inbox, newest first' },
    ({ query }, request) =>
      inboxPage(db, request.principal!.memberId, query.pageNo, query.pageSize),
  );

  playerRoute(
    app,
    endpoints.inboxRead,
    'member',
    { tags, summary: 'Mark one message, or all, read; answers the unread count left' },
    ({ body }, request) => markRead(db, request.principal!.memberId, body.id),
  );
};
