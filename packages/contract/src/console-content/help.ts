import { z } from 'zod';
import * as field from './fields';

// The help centre's articles, one per key and language.

/** A help-centre article in one language; the key is the `/help#<key>` anchor. */
export const helpArticleDraft = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  language: field.language,
  title: field.title,
  content: field.richText.min(1),
  sortOrder: field.sortOrder.default(0),
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

export const helpListQuery = z.object({ language: field.language.optional() });
