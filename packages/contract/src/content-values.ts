// Plain values of the messaging domain, without zod (see system-values.ts).

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

/** Notices per page of the notice modal (spec §2, §9). */
export const noticePageSize = 9;

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

// Made on first use: building a word segmenter loads the language dictionaries, which would
// cost every page of the site its start-up time (this module is part of the first render).
let wordSegmenter: Intl.Segmenter | undefined;

/** Words as a reader counts them, also in scripts written without spaces (Thai, Chinese). */
export function countWords(text: string): number {
  wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  let words = 0;
  for (const segment of wordSegmenter.segment(text)) if (segment.isWordLike) words += 1;
  return words;
}
