import { z } from 'zod';
import { supportedLanguages } from '../headers';
import { plainText } from '../text-fields';
import { contentLimits, isContentUrl } from './common';

// The fields the drafts of announcements, notices and help articles are made of. Private to
// this folder: console-content.ts re-exports the drafts, not their parts.

/** Content languages are the site's languages; the header's casing does not matter. */
export const language = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(supportedLanguages),
);

/** An empty text field of the console means "none". */
export function optionalText<T extends z.ZodType<string | null>>(schema: T) {
  return z.preprocess(
    (value) =>
      value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value,
    schema,
  );
}

/** The operator's own reference of an announcement, shared by its translations. */
export const code = optionalText(
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][\w.-]{0,63}$/)
    .nullable(),
);

export const url = optionalText(
  z
    .string()
    .trim()
    .max(contentLimits.url)
    .refine(isContentUrl, { message: 'content_url_unsafe' })
    .nullable(),
);

export const timestamp = z.iso.datetime({ offset: true });
/** Titles are shown as text, never as markup (only `content` is rich text). */
export const title = plainText({ min: 1, max: contentLimits.title });
export const richText = z.string().max(contentLimits.content);
export const sortOrder = z.number().int().min(0).max(contentLimits.sortOrder);

/** Ends after it starts, when it ends at all. */
export function scheduleHolds(draft: { startAt?: string; endAt?: string | null }): boolean {
  if (!draft.endAt) return true;
  const start = draft.startAt ? Date.parse(draft.startAt) : Date.now();
  return Date.parse(draft.endAt) > start;
}
export const scheduleIssue = { message: 'content_schedule_end', path: ['endAt'] };
