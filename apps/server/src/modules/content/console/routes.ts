import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleContent as contract } from '@croupier/contract';
import { consoleRoute } from '../../../platform/http/endpoint-route';
import type { RouteOptions } from '../../../platform/http/route-context';
import {
  consoleActorOf as actorOf,
  contentRoles,
  readRoles,
} from '../../../platform/http/staff-guard';
import * as content from './service';

const { endpoints } = contract;
const tags = ['console'];

/**
 * Operator calls (`/bo/content/...`) of announcements and player notices: every staff role
 * reads them, the content team (and owner, admin) writes. Each write is one audit entry.
 */
export const contentConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;

  consoleRoute(
    app,
    endpoints.announcements,
    readRoles,
    { tags, summary: 'Announcements of the merchant (every type and state), filtered and paged' },
    ({ query }, request) => content.listAnnouncements(db, request.merchant.id, query),
  );

  consoleRoute(
    app,
    endpoints.announcement,
    readRoles,
    { tags, summary: 'One announcement with every field' },
    ({ params }, request) => content.getAnnouncement(db, request.merchant.id, params.id),
  );

  consoleRoute(
    app,
    endpoints.createAnnouncement,
    contentRoles,
    { tags, summary: 'Create an announcement (B, PL, PU, PR or H); its HTML is sanitised' },
    ({ body }, request) => content.createAnnouncement(db, actorOf(request), body),
  );

  consoleRoute(
    app,
    endpoints.orderAnnouncements,
    contentRoles,
    { tags, summary: 'Order announcements (a banner group, the marquee): sort orders 1, 2, 3...' },
    ({ body }, request) => content.orderAnnouncements(db, actorOf(request), body),
  );

  consoleRoute(
    app,
    endpoints.updateAnnouncement,
    contentRoles,
    { tags, summary: 'Replace every field of an announcement; its HTML is sanitised' },
    ({ params, body }, request) =>
      content.updateAnnouncement(db, actorOf(request), params.id, body),
  );

  consoleRoute(
    app,
    endpoints.setAnnouncementEnabled,
    contentRoles,
    { tags, summary: 'Switch an announcement on or off' },
    ({ params, body }, request) =>
      content.setAnnouncementEnabled(db, actorOf(request), params.id, body.enabled),
  );

  consoleRoute(
    app,
    endpoints.deleteAnnouncement,
    contentRoles,
    { tags, summary: 'Delete an announcement (the audit entry keeps its fields)' },
    ({ params }, request) => content.deleteAnnouncement(db, actorOf(request), params.id),
  );

  consoleRoute(
    app,
    endpoints.notices,
    readRoles,
    { tags, summary: 'Player notices (PL: the notice modal and marquee), filtered and paged' },
    ({ query }, request) => content.listNotices(db, request.merchant.id, query),
  );

  consoleRoute(
    app,
    endpoints.createNotice,
    contentRoles,
    { tags, summary: 'Create a player notice; its HTML is sanitised' },
    ({ body }, request) => content.createNotice(db, actorOf(request), body),
  );

  consoleRoute(
    app,
    endpoints.updateNotice,
    contentRoles,
    { tags, summary: 'Replace the fields of a player notice; its HTML is sanitised' },
    ({ params, body }, request) => content.updateNotice(db, actorOf(request), params.id, body),
  );

  consoleRoute(
    app,
    endpoints.deleteNotice,
    contentRoles,
    { tags, summary: 'Delete a player notice (the audit entry keeps its fields)' },
    ({ params }, request) => content.deleteNotice(db, actorOf(request), params.id),
  );
};
