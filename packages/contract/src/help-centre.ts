import { z } from 'zod';

export * from './help-values';

/** One accordion of the help centre. `content` is sanitised HTML; `title` is plain text. */
export const helpArticle = z.object({
  key: z.string(),
  title: z.string(),
  content: z.string(),
  /** The language served: the requested one, or EN when the article has no translation. */
  language: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticle>;

export const helpCentre = z.object({
  articles: z.array(helpArticle),
});
export type HelpCentre = z.infer<typeof helpCentre>;
