import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleContent as contract } from '@croupier/contract';
import { consoleRoutes } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import {
  consoleActorOf as actorOf,
  contentRoles,
  readRoles,
} from '../../../platform/http/staff-guard';
import * as content from './service';

const { endpoints } = contract;

/**
 * Operator calls (`/bo/content/...`) of announcements and player notices: every staff role
 * reads them, the content team (and owner, admin) writes. Each write is one audit entry.
 */
export const contentConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const route = consoleRoutes(app, 'console');

  route(endpoints.announcements, readRoles, ({ query }, request) =>
    content.listAnnouncements(db, request.merchant.id, query),
  );

  route(endpoints.announcement, readRoles, ({ params }, request) =>
    content.getAnnouncement(db, request.merchant.id, params.id),
  );

  route(endpoints.createAnnouncement, contentRoles, ({ body }, request) =>
    content.createAnnouncement(db, actorOf(request), body),
  );

  route(endpoints.orderAnnouncements, contentRoles, ({ body }, request) =>
    content.orderAnnouncements(db, actorOf(request), body),
  );

  route(endpoints.updateAnnouncement, contentRoles, ({ params, body }, request) =>
    content.updateAnnouncement(db, actorOf(request), params.id, body),
  );

  route(endpoints.setAnnouncementEnabled, contentRoles, ({ params, body }, request) =>
    content.setAnnouncementEnabled(db, actorOf(request), params.id, body.enabled),
  );

  route(endpoints.deleteAnnouncement, contentRoles, ({ params }, request) =>
    content.deleteAnnouncement(db, actorOf(request), params.id),
  );

  route(endpoints.notices, readRoles, ({ query }, request) =>
    content.listNotices(db, request.merchant.id, query),
  );

  route(endpoints.createNotice, contentRoles, ({ body }, request) =>
    content.createNotice(db, actorOf(request), body),
  );

  route(endpoints.updateNotice, contentRoles, ({ params, body }, request) =>
    content.updateNotice(db, actorOf(request), params.id, body),
  );

  route(endpoints.deleteNotice, contentRoles, ({ params }, request) =>
    content.deleteNotice(db, actorOf(request), params.id),
  );
};
