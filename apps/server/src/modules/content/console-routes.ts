import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleContent as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { contentAccess, contentActorOf as actorOf, contentRoute } from '../system/content-route';
import * as content from './content-console';

/**
 * Operator calls (`/bo/content/...`) of announcements and player notices: every staff role
 * reads them, the content team (and owner, admin) writes. Each write is one audit entry.
 */
export const contentConsoleRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const { forReaders, forWriters } = contentAccess(db);
  const { endpoints } = contract;

  app.get(
    endpoints.announcements.path,
    contentRoute(
      forReaders,
      endpoints.announcements,
      'Announcements of the merchant (every type and state), filtered and paged',
    ),
    async (request) => ok(await content.listAnnouncements(db, request.merchant.id, request.query)),
  );

  app.get(
    endpoints.announcement.path,
    contentRoute(forReaders, endpoints.announcement, 'One announcement with every field'),
    async (request) =>
      ok(await content.getAnnouncement(db, request.merchant.id, request.params.id)),
  );

  app.post(
    endpoints.createAnnouncement.path,
    contentRoute(
      forWriters,
      endpoints.createAnnouncement,
      'Create an announcement (B, PL, PU, PR or H); its HTML is sanitised',
    ),
    async (request) => ok(await content.createAnnouncement(db, actorOf(request), request.body)),
  );

  app.put(
    endpoints.orderAnnouncements.path,
    contentRoute(
      forWriters,
      endpoints.orderAnnouncements,
      'Order announcements (a banner group, the marquee): sort orders 1, 2, 3...',
    ),
    async (request) => ok(await content.orderAnnouncements(db, actorOf(request), request.body)),
  );

  app.put(
    endpoints.updateAnnouncement.path,
    contentRoute(
      forWriters,
      endpoints.updateAnnouncement,
      'Replace every field of an announcement; its HTML is sanitised',
    ),
    async (request) =>
      ok(await content.updateAnnouncement(db, actorOf(request), request.params.id, request.body)),
  );

  app.put(
    endpoints.setAnnouncementEnabled.path,
    contentRoute(forWriters, endpoints.setAnnouncementEnabled, 'Switch an announcement on or off'),
    async (request) =>
      ok(
        await content.setAnnouncementEnabled(
          db,
          actorOf(request),
          request.params.id,
          request.body.enabled,
        ),
      ),
  );

  app.delete(
    endpoints.deleteAnnouncement.path,
    contentRoute(
      forWriters,
      endpoints.deleteAnnouncement,
      'Delete an announcement (the audit entry keeps its fields)',
    ),
    async (request) =>
      ok(await content.deleteAnnouncement(db, actorOf(request), request.params.id)),
  );

  app.get(
    endpoints.notices.path,
    contentRoute(
      forReaders,
      endpoints.notices,
      'Player notices (PL: the notice modal and marquee), filtered and paged',
    ),
    async (request) => ok(await content.listNotices(db, request.merchant.id, request.query)),
  );

  app.post(
    endpoints.createNotice.path,
    contentRoute(
      forWriters,
      endpoints.createNotice,
      'Create a player notice; its HTML is sanitised',
    ),
    async (request) => ok(await content.createNotice(db, actorOf(request), request.body)),
  );

  app.put(
    endpoints.updateNotice.path,
    contentRoute(
      forWriters,
      endpoints.updateNotice,
      'Replace the fields of a player notice; its HTML is sanitised',
    ),
    async (request) =>
      ok(await content.updateNotice(db, actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    endpoints.deleteNotice.path,
    contentRoute(
      forWriters,
      endpoints.deleteNotice,
      'Delete a player notice (the audit entry keeps its fields)',
    ),
    async (request) => ok(await content.deleteNotice(db, actorOf(request), request.params.id)),
  );
};
