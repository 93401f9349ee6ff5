import { z } from 'zod';
import { numberedPageOf } from '../pages';
import { pageQuery } from '../page-query';
import { announcementTypes, defaultExecution } from '../content-values';
import { announcement } from '../content';
import { contentStatuses } from './common';
import { plainText } from '../text-fields';
import * as field from './fields';

// Announcements of every type (B, PL, PU, PR, H), the banners among them.

/** Banner groups the site places (spec §1 banner groupName): home carousel, sign-in, sign-up. */
export const knownBannerGroups = ['w_home', 'w_login', 'w_register'] as const;

const announcementFields = {
  language: field.language,
  code: field.code,
  title: field.title,
  content: field.richText.default(''),
  /** Plain text (spec §3); the site's default is B. */
  execution: plainText({ min: 1, max: 32 }).default(defaultExecution),
  /** A promotion's category (`NEW_MEMBER`, `REBATE`...): the promotions page filters by it. */
  promotionType: field.optionalText(
    z
      .string()
      .trim()
      .regex(/^[A-Z0-9_]{1,32}$/)
      .nullable(),
  ),
  /** Where a banner goes (`w_home`, `w_login`, `w_register`...). */
  groupName: field.optionalText(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{1,32}$/)
      .nullable(),
  ),
  /** The picture of a banner, popup or promotion. */
  url: field.url,
  /** A banner's picture for phones; kept only on banners (type B). */
  mobileUrl: field.url,
  sortOrder: field.sortOrder.default(0),
  /** When it goes live; now when not given. */
  startAt: field.timestamp.optional(),
  /** When it stops showing; null keeps it open-ended. */
  endAt: field.timestamp.nullable().default(null),
  enabled: z.boolean().default(true),
};

/**
 * A whole announcement as the operator writes it (create, and edit, which replaces every
 * field). A banner needs its group and its picture: the site has nowhere to show one without.
 */
export const announcementDraft = z
  .object({ type: z.enum(announcementTypes), ...announcementFields })
  .refine(field.scheduleHolds, field.scheduleIssue)
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

export const announcementListQuery = z.object({
  type: z.enum(announcementTypes).optional(),
  language: field.language.optional(),
  groupName: z.string().trim().max(32).optional(),
  status: z.enum(contentStatuses).optional(),
  ...pageQuery,
});
export type AnnouncementListQuery = z.infer<typeof announcementListQuery>;

export const announcementPage = numberedPageOf(consoleAnnouncement);
export type AnnouncementPage = z.infer<typeof announcementPage>;
