import { z } from 'zod';

/**
 * Keys of the help articles the footer links to (spec §1), used as `/help#<key>` anchors.
 * A merchant may add more articles; these are the ones every brand is expected to have.
 */
export const footerHelpKeys = [
  'about',
  'contact',
  'terms',
  'responsible-gaming',
  'privacy',
  'affiliates',
  'refund-policy',
] as const;
export type FooterHelpKey = (typeof footerHelpKeys)[number];

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
