import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wallet as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { inboxPage, markRead, unreadCount } from './inbox';

/** The member's platform inbox (spec §2 messageV2) and its unread count. */
export const inboxRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx, auth }) => {
  const { db } = ctx;

  app.get(
    contract.endpoints.unreadCount.path,
    {
      preHandler: auth.requireMember,
      schema: {
        tags: ['messaging'],
        summary: 'Unread inbox messages',
        response: { 200: contract.endpoints.unreadCount.response },
      },
    },
    async (request) => ok({ count: await unreadCount(db, request.principal!.memberId) }),
  );

  app.get(
    contract.endpoints.inbox.path,
    {
      preHandler: auth.requireMember,
      schema: {
        tags: ['messaging'],
        summary: 'The inbox, newest first',
        querystring: contract.endpoints.inbox.query,
        response: { 200: contract.endpoints.inbox.response },
      },
    },
    async (request) => {
      const { pageNo, pageSize } = request.query;
      const page = await inboxPage(db, request.principal!.memberId, pageNo, pageSize);
      return ok({
        list: page.rows.map((row) => ({
          id: String(row.id),
          kind: row.kind,
          orderNo: row.orderNo,
          params: row.params,
          read: row.readAt !== null,
          time: row.createdAt.toISOString(),
        })),
        pageNo,
        pageSize,
        totalCount: page.totalCount,
        totalPages: Math.ceil(page.totalCount / pageSize),
      });
    },
  );

  app.post(
    contract.endpoints.inboxRead.path,
    {
      preHandler: auth.requireMember,
      schema: {
        tags: ['messaging'],
        summary: 'Mark one message, or all, read; answers the unread count left',
        body: contract.endpoints.inboxRead.body,
        response: { 200: contract.endpoints.inboxRead.response },
      },
    },
    async (request) => {
      const memberId = request.principal!.memberId;
      await markRead(
        db,
        memberId,
        request.body.id === undefined ? undefined : BigInt(request.body.id),
      );
      return ok({ count: await unreadCount(db, memberId) });
    },
  );
};
