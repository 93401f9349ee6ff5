import { z } from 'zod';
import { envelope } from './envelope';
import { enabledBody, idParams, orderBody } from './console-content/common';
import {
  announcementDraft,
  announcementListQuery,
  announcementPage,
  consoleAnnouncement,
} from './console-content/announcements';
import { noticeDraft, noticeListQuery } from './console-content/notices';
import { consoleHelpArticle, helpArticleDraft, helpListQuery } from './console-content/help';

export * from './console-content/common';
export * from './console-content/announcements';
export * from './console-content/notices';
export * from './console-content/help';

/**
 * The console's Content section (`/bo/content/...`): announcements of every type, the
 * banners among them, player notices (PL announcements, the notice modal) and the help
 * centre. Rich text is sanitised by the server with the one HTML policy (html-policy.ts)
 * before it is stored, so what the console reads back is what players will get. The schemas
 * are in console-content/, one file per kind of content; this file is the section's routes.
 */
export const contentPaths = {
  announcements: '/bo/content/announcements',
  announcement: '/bo/content/announcements/:id',
  announcementEnabled: '/bo/content/announcements/:id/enabled',
  announcementOrder: '/bo/content/announcements/order',
  notices: '/bo/content/notices',
  notice: '/bo/content/notices/:id',
  helpArticles: '/bo/content/help',
  helpArticle: '/bo/content/help/:id',
  helpOrder: '/bo/content/help/order',
} as const;

export const endpoints = {
  announcements: {
    method: 'GET',
    path: contentPaths.announcements,
    summary: 'Announcements of the merchant (every type and state), filtered and paged',
    query: announcementListQuery,
    response: envelope(announcementPage),
  },
  announcement: {
    method: 'GET',
    path: contentPaths.announcement,
    summary: 'One announcement with every field',
    params: idParams,
    response: envelope(consoleAnnouncement),
  },
  createAnnouncement: {
    method: 'POST',
    path: contentPaths.announcements,
    summary: 'Create an announcement (B, PL, PU, PR or H); its HTML is sanitised',
    body: announcementDraft,
    response: envelope(consoleAnnouncement),
  },
  updateAnnouncement: {
    method: 'PUT',
    path: contentPaths.announcement,
    summary: 'Replace every field of an announcement; its HTML is sanitised',
    params: idParams,
    body: announcementDraft,
    response: envelope(consoleAnnouncement),
  },
  setAnnouncementEnabled: {
    method: 'PUT',
    path: contentPaths.announcementEnabled,
    summary: 'Switch an announcement on or off',
    params: idParams,
    body: enabledBody,
    response: envelope(consoleAnnouncement),
  },
  deleteAnnouncement: {
    method: 'DELETE',
    path: contentPaths.announcement,
    summary: 'Delete an announcement (the audit entry keeps its fields)',
    params: idParams,
    response: envelope(z.null()),
  },
  orderAnnouncements: {
    method: 'PUT',
    path: contentPaths.announcementOrder,
    summary: 'Order announcements (a banner group, the marquee): sort orders 1, 2, 3...',
    body: orderBody,
    response: envelope(z.array(consoleAnnouncement)),
  },
  notices: {
    method: 'GET',
    path: contentPaths.notices,
    summary: 'Player notices (PL: the notice modal and marquee), filtered and paged',
    query: noticeListQuery,
    response: envelope(announcementPage),
  },
  createNotice: {
    method: 'POST',
    path: contentPaths.notices,
    summary: 'Create a player notice; its HTML is sanitised',
    body: noticeDraft,
    response: envelope(consoleAnnouncement),
  },
  updateNotice: {
    method: 'PUT',
    path: contentPaths.notice,
    summary: 'Replace the fields of a player notice; its HTML is sanitised',
    params: idParams,
    body: noticeDraft,
    response: envelope(consoleAnnouncement),
  },
  deleteNotice: {
    method: 'DELETE',
    path: contentPaths.notice,
    summary: 'Delete a player notice (the audit entry keeps its fields)',
    params: idParams,
    response: envelope(z.null()),
  },
  helpArticles: {
    method: 'GET',
    path: contentPaths.helpArticles,
    summary: 'Help-centre articles of the merchant (on and off), by language and order',
    query: helpListQuery,
    response: envelope(z.array(consoleHelpArticle)),
  },
  createHelpArticle: {
    method: 'POST',
    path: contentPaths.helpArticles,
    summary: 'Add a help article in one language; its HTML is sanitised',
    body: helpArticleDraft,
    response: envelope(consoleHelpArticle),
  },
  updateHelpArticle: {
    method: 'PUT',
    path: contentPaths.helpArticle,
    summary: 'Replace a help article’s fields; its HTML is sanitised',
    params: idParams,
    body: helpArticleDraft,
    response: envelope(consoleHelpArticle),
  },
  deleteHelpArticle: {
    method: 'DELETE',
    path: contentPaths.helpArticle,
    summary: 'Delete a help article (the audit entry keeps its text)',
    params: idParams,
    response: envelope(z.null()),
  },
  orderHelpArticles: {
    method: 'PUT',
    path: contentPaths.helpOrder,
    summary: 'Order help articles: sort orders 1, 2, 3... in the order given',
    body: orderBody,
    response: envelope(z.array(consoleHelpArticle)),
  },
} as const;
