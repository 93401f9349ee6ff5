import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentChat as contract } from '@croupier/contract';
import { consoleRoutes, playerRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import { consoleActorOf, memberRoles } from '../../../platform/http/staff-guard';
import * as chat from './service';

/** The member's side of the built-in customer service chat. */
export const chatRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = playerRoutes(app, 'messaging');
  const memberOf = (request: FastifyRequest) => ({
    merchantId: request.merchant.id,
    memberId: request.principal!.memberId,
  });

  route(contract.endpoints.chat, 'member', ({ query }, request) =>
    chat.memberChat(db, memberOf(request), query.after),
  );
  route(contract.endpoints.sendChat, 'member', ({ body }, request) =>
    chat.sendMemberMessage(db, memberOf(request), body.body),
  );
};

/** The console's queue (`/bo/support/chats`): the support team (and owner, admin) answer. */
export const chatConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = consoleRoutes(app, 'console');
  const { consoleEndpoints: endpoints } = contract;

  route(endpoints.chats, memberRoles, ({ query }, request) =>
    chat.chatQueue(db, request.merchant.id, query),
  );
  route(endpoints.chat, memberRoles, ({ params, query }, request) =>
    chat.consoleChat(db, request.merchant.id, BigInt(params.memberId), query.after),
  );
  route(endpoints.reply, memberRoles, ({ params, body }, request) =>
    chat.replyToChat(db, consoleActorOf(request), BigInt(params.memberId), body.body),
  );
  route(endpoints.close, memberRoles, ({ params }, request) =>
    chat.closeChat(db, consoleActorOf(request), BigInt(params.memberId)),
  );
};
