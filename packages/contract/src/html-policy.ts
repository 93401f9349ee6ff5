/**
 * The tags and attributes operator HTML may use (announcements, notices, help articles):
 * formatting, lists, tables, links and pictures. The server sanitises with them when content
 * is written and read, the browser again before showing it; one list keeps the two in step.
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
