/**
 * THE policy for operator HTML (announcements, notices, help articles): formatting, lists,
 * tables, links and pictures. The server (apps/server platform/html) sanitises with it when
 * content is written and read; the client kit's renderer (packages/web-kit rich-text), which
 * the site and the console's preview both use, applies it again before showing it. A test
 * in the kit runs the same samples through both and compares.
 *
 * - Tags and attributes: the lists below; nothing else (no script, style, frame, form, event
 *   attribute or inline style).
 * - Addresses: a link's `href` may be http(s), mailto: or tel:, or a path on the site; a
 *   picture's `src` only http(s) or a path. Never `javascript:`, `data:` or `//host`.
 * - Link targets: a link that names any target opens a new tab (`target="_blank"`) with
 *   `rel="noopener noreferrer"`, so a named frame is never reused and the other page cannot
 *   reach back. A link without a target keeps none in the stored HTML.
 * - Display only (the renderer, not the stored HTML, because only the page knows its own
 *   origin): a link to another origin opens a new tab the same way; pictures load lazily.
 */
export const richTextTags = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'blockquote',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'img',
] as const;

export const richTextAttributes: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** URL schemes allowed per attribute; paths on the site are allowed in both. */
export const richTextSchemes = {
  href: ['http', 'https', 'mailto', 'tel'],
  src: ['http', 'https'],
} as const;

/** What a link that names a target becomes (see above). */
export const richTextLinkTarget = { target: '_blank', rel: 'noopener noreferrer' } as const;
