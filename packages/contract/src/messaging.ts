import { z } from 'zod';
import { envelope } from './envelope';

/**
 * Announcement types (spec §3): B banner, PL player notice (marquee and notice modal),
 * PU popup, PR promotion, H. The list call serves the first four; H has no group there.
 */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/** Execution of an announcement when the operator sets none (spec §3). */
export const defaultExecution = 'B';

/** Groups of the list call's answer and the type each holds (wire conventions). */
export const announcementGroups = {
  banners: 'B',
  player: 'PL',
  popup: 'PU',
  promotion: 'PR',
} as const satisfies Record<string, AnnouncementType>;

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
});
export type Announcement = z.infer<typeof announcement>;

export const announcementLists = z.object({
  banners: z.array(announcement),
  player: z.array(announcement),
  popup: z.array(announcement),
  promotion: z.array(announcement),
});
export type AnnouncementLists = z.infer<typeof announcementLists>;

/** Notices per page of the notice modal (spec §2, §9). */
export const noticePageSize = 9;

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

export const noticePage = z.object({
  list: z.array(notice),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type NoticePage = z.infer<typeof noticePage>;

/** What a feedback is about; the family's form has a type picker (spec §3 "Feedback"). */
export const feedbackQuestionTypes = [
  'ACCOUNT',
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'PROMOTION',
  'SUGGESTION',
  'OTHER',
] as const;
export type FeedbackQuestionType = (typeof feedbackQuestionTypes)[number];

/** "feedback between {0} and {1} words" (spec §5): the bounds a client puts in the message. */
export const feedbackWordLimits = { min: 5, max: 500 } as const;

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Words as a reader counts them, also in scripts written without spaces (Thai, Chinese). */
export function countWords(text: string): number {
  let words = 0;
  for (const segment of wordSegmenter.segment(text)) if (segment.isWordLike) words += 1;
  return words;
}

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

export const endpoints = {
  announcements: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    query: announcementsQuery,
    response: envelope(announcementLists),
  },
  /** Same answer; some clients of the family call this name (wire conventions). */
  announcementsAlias: {
    method: 'GET',
    path: '/wps/relay/CCSFE_getListAnnouncements',
    query: announcementsQuery,
    response: envelope(announcementLists),
  },
  notices: {
    method: 'GET',
    path: '/wps/notice',
    query: noticesQuery,
    response: envelope(noticePage),
  },
  feedback: {
    method: 'PUT',
    path: '/wps/feedback',
    body: feedbackBody,
    response: envelope(feedbackReceipt),
  },
} as const;
