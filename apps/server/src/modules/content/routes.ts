import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { content as contract } from '@croupier/contract';
import { playerRoutes } from '../../platform/http/endpoint-route';
import type { RouteOptions } from '../../platform/http/route-context';
import * as service from './service';

const { endpoints } = contract;

/**
 * Announcements, notices and feedback: public calls (spec §6), a session is optional. The
 * available promotions are the signed-in member's header badge.
 */
export const contentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = playerRoutes(app, 'messaging');

  for (const endpoint of [endpoints.announcements, endpoints.announcementsAlias]) {
    route(endpoint, 'public', ({ query }, request) =>
      service.getAnnouncementLists(db, request.merchant.id, request.language, query.types),
    );
  }

  route(endpoints.notices, 'public', ({ query }, request) =>
    service.getNoticePage(db, request.merchant.id, request.language, query),
  );

  route(endpoints.availablePromotions, 'member', (_input, request) =>
    service.availablePromotions(db, request.merchant.id, request.language),
  );

  route(endpoints.feedback, 'identified', ({ body }, request) =>
    service.submitFeedback(
      db,
      {
        merchantId: request.merchant.id,
        memberId: request.principal?.memberId ?? null,
        language: request.language,
        ip: request.ip,
      },
      body,
    ),
  );
};

// The sub-domains' plugins, registered by app.ts beside the module's own.
export { contentConsoleRoutes } from './console/routes';
export { inboxRoutes } from './inbox/routes';
export { chatConsoleRoutes, chatRoutes } from './chat/routes';
