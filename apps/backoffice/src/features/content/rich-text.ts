import { richTextAttributes, richTextTags } from '@croupier/contract';
import createDOMPurify from 'dompurify';

/**
 * The server's HTML policy (the contract's tags and attributes) applied in the console for the
 * editor's preview, so the operator sees what players will get. The server sanitises again
 * when it stores the text: this preview is a courtesy, never the safeguard.
 */
const allowedTags = [...richTextTags];
const allowedAttributes = [...new Set(Object.values(richTextAttributes).flat())];

// An instance of our own, so these rules never leak into another DOMPurify user.
const purifier = createDOMPurify(window);

/** http(s) or a path on the site; never `javascript:`, `data:` or `//host` (as the server). */
function isSafeAddress(value: string): boolean {
  const trimmed = value.trim();
  if (/^\/(?![/\\])/.test(trimmed)) return true;
  return /^https?:\/\//i.test(trimmed);
}

export function sanitizeRichText(html: string): string {
  const fragment = purifier.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const element of fragment.querySelectorAll('[href], [src]')) {
    for (const attribute of ['href', 'src']) {
      const value = element.getAttribute(attribute);
      if (value !== null && !isSafeAddress(value)) element.removeAttribute(attribute);
    }
  }
  for (const image of fragment.querySelectorAll('img')) {
    if (!image.getAttribute('src')) image.remove();
  }
  for (const link of fragment.querySelectorAll('a[target]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/** Text of the HTML without tags, for one-line summaries in tables. */
export function plainText(html: string): string {
  const holder = document.createElement('div');
  // Blocks end with a space, so paragraphs do not run into each other.
  holder.innerHTML = sanitizeRichText(html).replace(
    /(<\/(?:p|div|li|h[2-4]|td|th|tr|blockquote)>|<br\s*\/?>)/gi,
    '$1 ',
  );
  return (holder.textContent ?? '').replace(/\s+/g, ' ').trim();
}
