import { z } from 'zod';
import { envelope } from './envelope';
import { numberedPageOf } from './numbered-page';
import { supportedLanguages } from './headers';
import { announcementTypes, defaultExecution } from './content-values';
import { announcement } from './content';

/**
 * The console's Content section (`/bo/content/...`): announcements of every type, the
 * banners among them, player notices (PL announcements, the notice modal) and the help
 * centre. Rich text is sanitised by the server with the one HTML policy (html-policy.ts)
 * before it is stored, so what the console reads back is what players will get.
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

/** Banner groups the site places (spec §1 banner groupName): home carousel, sign-in, sign-up. */
export const knownBannerGroups = ['w_home', 'w_login', 'w_register'] as const;

/** What a player sees of an announcement now: `live` is the only state the site serves. */
export const contentStatuses = ['live', 'scheduled', 'ended', 'disabled'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

export const contentLimits = {
  title: 200,
  content: 100_000,
  url: 2000,
  sortOrder: 1_000_000,
  orderIds: 500,
} as const;

/** Content languages are the site's languages; the header's casing does not matter. */
const language = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(supportedLanguages),
);

/** An empty text field of the console means "none". */
function optionalText<T extends z.ZodType<string | null>>(schema: T) {
  return z.preprocess(
    (value) =>
      value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value,
    schema,
  );
}

/** The operator's own reference of an announcement, shared by its translations. */
const code = optionalText(
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][\w.-]{0,63}$/)
    .nullable(),
);

/** A picture or link: absolute http(s), or a path on the site. Nothing else reaches a page. */
export function isContentUrl(value: string): boolean {
  if (/^\/(?![/\\])\S*$/.test(value)) return true;
  return /^https?:\/\/[^\s/]+(\/\S*)?$/i.test(value);
}

const url = optionalText(
  z
    .string()
    .trim()
    .max(contentLimits.url)
    .refine(isContentUrl, { message: 'content_url_unsafe' })
    .nullable(),
);

const timestamp = z.iso.datetime({ offset: true });
const title = z.string().trim().min(1).max(contentLimits.title);
const richText = z.string().max(contentLimits.content);
const sortOrder = z.number().int().min(0).max(contentLimits.sortOrder);

/** Ends after it starts, when it ends at all. */
function scheduleHolds(draft: { startAt?: string; endAt?: string | null }): boolean {
  if (!draft.endAt) return true;
  const start = draft.startAt ? Date.parse(draft.startAt) : Date.now();
  return Date.parse(draft.endAt) > start;
}
const scheduleIssue = { message: 'content_schedule_end', path: ['endAt'] };

const announcementFields = {
  language,
  code,
  title,
  content: richText.default(''),
  /** Plain text (spec §3); the site's default is B. */
  execution: z.string().trim().min(1).max(32).default(defaultExecution),
  /** A promotion's category (`NEW_MEMBER`, `REBATE`...): the promotions page filters by it. */
  promotionType: optionalText(
    z
      .string()
      .trim()
      .regex(/^[A-Z0-9_]{1,32}$/)
      .nullable(),
  ),
  /** Where a banner goes (`w_home`, `w_login`, `w_register`...). */
  groupName: optionalText(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{1,32}$/)
      .nullable(),
  ),
  /** The picture of a banner, popup or promotion. */
  url,
  sortOrder: sortOrder.default(0),
  /** When it goes live; now when not given. */
  startAt: timestamp.optional(),
  /** When it stops showing; null keeps it open-ended. */
  endAt: timestamp.nullable().default(null),
  enabled: z.boolean().default(true),
};

/**
 * A whole announcement as the operator writes it (create, and edit, which replaces every
 * field). A banner needs its group and its picture: the site has nowhere to show one without.
 */
export const announcementDraft = z
  .object({ type: z.enum(announcementTypes), ...announcementFields })
  .refine(scheduleHolds, scheduleIssue)
  .refine((draft) => draft.type !== 'B' || draft.groupName !== null, {
    message: 'content_banner_group_required',
    path: ['groupName'],
  })
  .refine((draft) => draft.type !== 'B' || draft.url !== null, {
    message: 'content_banner_image_required',
    path: ['url'],
  });
export type AnnouncementDraft = z.infer<typeof announcementDraft>;
export type AnnouncementDraftInput = z.input<typeof announcementDraft>;

/** A player notice: the notice modal's and the marquee's (PL) fields only. */
export const noticeDraft = z
  .object({
    language,
    code,
    title,
    content: richText.default(''),
    sortOrder: sortOrder.default(0),
    startAt: timestamp.optional(),
    endAt: timestamp.nullable().default(null),
    enabled: z.boolean().default(true),
  })
  .refine(scheduleHolds, scheduleIssue);
export type NoticeDraft = z.infer<typeof noticeDraft>;
export type NoticeDraftInput = z.input<typeof noticeDraft>;

/**
 * An announcement as the console lists it: what the site serves of it, and the operator's
 * fields beside. Times are ISO 8601 UTC.
 */
export const consoleAnnouncement = announcement.extend({
  type: z.enum(announcementTypes),
  language: z.string(),
  code: z.string().nullable(),
  sortOrder: z.number().int(),
  startAt: z.string(),
  endAt: z.string().nullable(),
  enabled: z.boolean(),
  status: z.enum(contentStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsoleAnnouncement = z.infer<typeof consoleAnnouncement>;

const page = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export const announcementListQuery = z.object({
  type: z.enum(announcementTypes).optional(),
  language: language.optional(),
  groupName: z.string().trim().max(32).optional(),
  status: z.enum(contentStatuses).optional(),
  ...page,
});
export type AnnouncementListQuery = z.infer<typeof announcementListQuery>;

export const noticeListQuery = z.object({
  language: language.optional(),
  status: z.enum(contentStatuses).optional(),
  ...page,
});
export type NoticeListQuery = z.infer<typeof noticeListQuery>;

export const announcementPage = numberedPageOf(consoleAnnouncement);
export type AnnouncementPage = z.infer<typeof announcementPage>;

export const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const enabledBody = z.object({ enabled: z.boolean() });

/**
 * A new order: the rows in the order given get sort orders 1, 2, 3... (a banner group, the
 * help articles of one language). Rows left out keep theirs.
 */
export const orderBody = z.object({
  ids: z
    .array(z.number().int().min(1))
    .min(1)
    .max(contentLimits.orderIds)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'content_order_duplicate' }),
});
export type OrderBody = z.infer<typeof orderBody>;

/** A help-centre article in one language; the key is the `/help#<key>` anchor. */
export const helpArticleDraft = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  language,
  title,
  content: richText.min(1),
  sortOrder: sortOrder.default(0),
  enabled: z.boolean().default(true),
});
export type HelpArticleDraft = z.infer<typeof helpArticleDraft>;
export type HelpArticleDraftInput = z.input<typeof helpArticleDraft>;

export const consoleHelpArticle = z.object({
  id: z.number().int(),
  key: z.string(),
  language: z.string(),
  title: z.string(),
  content: z.string(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type ConsoleHelpArticle = z.infer<typeof consoleHelpArticle>;

export const helpListQuery = z.object({ language: language.optional() });

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
