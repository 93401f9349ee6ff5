import { z } from 'zod';
import { envelope } from './envelope';
import { numberedPageOf } from './pages';
import { paths } from './paths';
import {
  announcementTypes,
  countWords,
  feedbackQuestionTypes,
  feedbackWordLimits,
  noticePageSize,
} from './content-values';

export * from './content-values';

/** `types` arrives as `B,PL,PU,PR`, as repeated keys, or both; case is not significant. */
const typeList = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
      .map((item) => (typeof item === 'string' ? item.trim().toUpperCase() : item))
      .filter((item) => item !== ''),
  z.array(z.enum(announcementTypes)).max(20),
);

export const announcementsQuery = z.object({
  types: typeList.optional(),
  /** Sent by the family's clients (`W`); one site serves every platform today. */
  platform: z.string().max(32).optional(),
  execution: z.string().max(32).optional(),
});
export type AnnouncementsQuery = z.infer<typeof announcementsQuery>;

/** One announcement on the wire. `content` is sanitised HTML; `title` is plain text. */
export const announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  execution: z.string(),
  promotionType: z.string().nullable(),
  /** Where a banner goes: `w_login`, `w_register`, `w_home`... */
  groupName: z.string().nullable(),
  /** The picture of a banner or promotion: absolute http(s) or a path on the site. */
  url: z.string().nullable(),
  /**
   * A banner's picture for phones (portrait-friendly art, about 750×400), shown instead of
   * `url` on narrow screens; null when the banner has one picture for every screen. The
   * banner's title and content are text laid over the art, never baked into it.
   */
  mobileUrl: z.string().nullable().default(null),
  /**
   * The operator's reference its translations share: a promotion's rule (rewards
   * `announcementCode`) is found by it. Null when the operator gave none.
   */
  code: z.string().nullable().default(null),
});
export type Announcement = z.infer<typeof announcement>;

export const announcementLists = z.object({
  banners: z.array(announcement),
  player: z.array(announcement),
  popup: z.array(announcement),
  promotion: z.array(announcement),
});
export type AnnouncementLists = z.infer<typeof announcementLists>;

export const noticesQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(noticePageSize),
});
export type NoticesQuery = z.infer<typeof noticesQuery>;

export const notice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** When it went live, `yyyy-MM-dd HH:mm:ss` in UTC. */
  timestamp: z.string(),
});
export type Notice = z.infer<typeof notice>;

export const noticePage = numberedPageOf(notice);
export type NoticePage = z.infer<typeof noticePage>;

export const feedbackBody = z.object({
  questionType: z.enum(feedbackQuestionTypes),
  content: z
    .string()
    .trim()
    // The word count is only worth reporting for text of a sensible size.
    .min(1, { abort: true })
    .max(5000, { abort: true })
    .refine(
      (text) => {
        const words = countWords(text);
        return words >= feedbackWordLimits.min && words <= feedbackWordLimits.max;
      },
      { message: 'feedback_word_count' },
    ),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

export const feedbackReceipt = z.object({
  /** A reference the player can quote to support. */
  id: z.number().int(),
});

/**
 * The header's Rewards badge (spec §2, §3): whether the merchant runs promotions for its
 * members (the REFERRAL switch) and how many its member can take part in now.
 */
export const availablePromotions = z.object({
  availablePromo: z.boolean(),
  /** The merchant's promotions (PR announcements) inside their schedule now. */
  availablePromoCount: z.number().int().min(0),
});
export type AvailablePromotions = z.infer<typeof availablePromotions>;

export const endpoints = {
  announcements: {
    method: 'GET',
    path: paths.announcements,
    summary: 'Banners, player notices, popups and promotions showing now',
    query: announcementsQuery,
    response: envelope(announcementLists),
  },
  /** Same answer; some clients of the family call this name (wire conventions). */
  announcementsAlias: {
    method: 'GET',
    path: paths.announcementsAlias,
    summary: 'Banners, player notices, popups and promotions showing now',
    query: announcementsQuery,
    response: envelope(announcementLists),
  },
  notices: {
    method: 'GET',
    path: paths.notices,
    summary: 'Player notices of the notice modal, newest first, 9 a page',
    query: noticesQuery,
    response: envelope(noticePage),
  },
  feedback: {
    method: 'PUT',
    path: paths.feedback,
    summary: 'Send feedback to the merchant (guests too)',
    body: feedbackBody,
    response: envelope(feedbackReceipt),
  },
  availablePromotions: {
    method: 'GET',
    path: paths.availablePromotions,
    summary: 'Whether promotions are on, and how many the member can take part in now',
    response: envelope(availablePromotions),
  },
} as const;
