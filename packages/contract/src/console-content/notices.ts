import { z } from 'zod';
import { pageQuery } from '../page-query';
import { contentStatuses } from './common';
import * as field from './fields';

// Player notices: PL announcements, shown in the notice modal and the marquee. The console
// lists them as announcements (`announcementPage`).

/** A player notice: the notice modal's and the marquee's (PL) fields only. */
export const noticeDraft = z
  .object({
    language: field.language,
    code: field.code,
    title: field.title,
    content: field.richText.default(''),
    sortOrder: field.sortOrder.default(0),
    startAt: field.timestamp.optional(),
    endAt: field.timestamp.nullable().default(null),
    enabled: z.boolean().default(true),
  })
  .refine(field.scheduleHolds, field.scheduleIssue);
export type NoticeDraft = z.infer<typeof noticeDraft>;
export type NoticeDraftInput = z.input<typeof noticeDraft>;

export const noticeListQuery = z.object({
  language: field.language.optional(),
  status: z.enum(contentStatuses).optional(),
  ...pageQuery,
});
export type NoticeListQuery = z.infer<typeof noticeListQuery>;
