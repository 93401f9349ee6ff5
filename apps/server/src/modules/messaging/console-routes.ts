import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boContent as contract } from '@croupier/contract';
import { ok } from '../../platform/http/envelope';
import type { RouteOptions } from '../../platform/http/route-context';
import { contentRoles, readRoles, staffOf, staffOnly } from '../backoffice/access';
import * as content from './content-console';

const actorOf = (request: FastifyRequest): content.ContentActor => ({
  merchantId: request.merchant.id,
  staff: staffOf(request),
});

/**
 * Operator calls (`/bo/content/...`) of announcements and player notices: every staff role
 * reads them, the content team (and owner, admin) writes. Each write is one audit entry.
 */
export const contentBackofficeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { ctx },
) => {
  const { db } = ctx;
  const forReaders = staffOnly(db, readRoles);
  const forWriters = staffOnly(db, contentRoles);
  const { endpoints } = contract;

  app.get(
    endpoints.announcements.path,
    {
      ...forReaders,
      schema: {
        tags: ['backoffice'],
        summary: 'Announcements of the merchant (every type and state), filtered and paged',
        querystring: endpoints.announcements.query,
        response: { 200: endpoints.announcements.response },
      },
    },
    async (request) => ok(await content.listAnnouncements(db, request.merchant.id, request.query)),
  );

  app.get(
    endpoints.announcement.path,
    {
      ...forReaders,
      schema: {
        tags: ['backoffice'],
        summary: 'One announcement with every field',
        params: endpoints.announcement.params,
        response: { 200: endpoints.announcement.response },
      },
    },
    async (request) =>
      ok(await content.getAnnouncement(db, request.merchant.id, request.params.id)),
  );

  app.post(
    endpoints.createAnnouncement.path,
    {
      ...forWriters,
      schema: {
        tags: ['backoffice'],
        summary: 'Create an announcement (B, PL, PU, PR or H); its HTML is sanitised',
        body: endpoints.createAnnouncement.body,
        response: { 200: endpoints.createAnnouncement.response },
      },
    },
    async (request) => ok(await content.createAnnouncement(db, actorOf(request), request.body)),
  );

  app.put(
    endpoints.orderAnnouncements.path,
    {
      ...forWriters,
      schema: {
        tags: ['backoffice'],
        summary: 'Order announcements (a banner group, the marquee): sort orders 1, 2, 3...',
        body: endpoints.orderAnnouncements.body,
        response: { 200: endpoints.orderAnnouncements.response },
      },
    },
    async (request) => ok(await content.orderAnnouncements(db, actorOf(request), request.body)),
  );

  app.put(
    endpoints.updateAnnouncement.path,
    {
      ...forWriters,
      schema: {
        tags: ['backoffice'],
        summary: 'Replace every field of an announcement; its HTML is sanitised',
        params: endpoints.updateAnnouncement.params,
        body: endpoints.updateAnnouncement.body,
        response: { 200: endpoints.updateAnnouncement.response },
      },
    },
    async (request) =>
      ok(await content.updateAnnouncement(db, actorOf(request), request.params.id, request.body)),
  );

  app.put(
    endpoints.setAnnouncementEnabled.path,
    {
      ...forWriters,
      schema: {
        tags: ['backoffice'],
        summary: 'Switch an announcement on or off',
        params: endpoints.setAnnouncementEnabled.params,
        body: endpoints.setAnnouncementEnabled.body,
        response: { 200: endpoints.setAnnouncementEnabled.response },
      },
    },
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
    {
      ...forWriters,
      schema: {
        tags: ['backoffice'],
        summary: 'Delete an announcement (the audit entry keeps its fields)',
        params: endpoints.deleteAnnouncement.params,
        response: { 200: endpoints.deleteAnnouncement.response },
      },
    },
    async (request) =>
      ok(await content.deleteAnnouncement(db, actorOf(request), request.params.id)),
  );

  app.get(
    endpoints.notices.path,
    {
      ...forReaders,
      schema: {
        tags: ['backoffice'],
        summary: 'Player notices (PL: the notice modal and marquee), filtered and paged',
        querystring: endpoints.notices.query,
        response: { 200: endpoints.notices.response },
      },
    },
    async (request) => ok(await content.listNotices(db, request.merchant.id, request.query)),
  );

  app.post(
    endpoints.createNotice.path,
    {
      ...forWriters,
      schema: {
        tags: ['backoffice'],
        summary: 'Create a player notice; its HTML is sanitised',
        body: endpoints.createNotice.body,
        response: { 200: endpoints.createNotice.response },
      },
    },
    async (request) => ok(await content.createNotice(db, actorOf(request), request.body)),
  );

  app.put(
    endpoints.updateNotice.path,
    {
      ...forWriters,
      schema: {
        tags: ['backoffice'],
        summary: 'Replace the fields of a player notice; its HTML is sanitised',
        params: endpoints.updateNotice.params,
        body: endpoints.updateNotice.body,
        response: { 200: endpoints.updateNotice.response },
      },
    },
    async (request) =>
      ok(await content.updateNotice(db, actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    endpoints.deleteNotice.path,
    {
      ...forWriters,
      schema: {
        tags: ['backoffice'],
        summary: 'Delete a player notice (the audit entry keeps its fields)',
        params: endpoints.deleteNotice.params,
        response: { 200: endpoints.deleteNotice.response },
      },
    },
    async (request) => ok(await content.deleteNotice(db, actorOf(request), request.params.id)),
  );
};
