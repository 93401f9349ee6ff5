import { richTextAttributes, richTextLinkTarget, richTextTags } from '@croupier/contract';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { isSafeUrl } from './safe-url';

const allowedTags = [...richTextTags];
const allowedAttributes = [...new Set(Object.values(richTextAttributes).flat())];

// An instance of our own, made on first use, so these rules never leak into another
// DOMPurify user and a page that shows no rich text never builds one.
let purifier: DOMPurify | null = null;

/** How the renderer shows sanitised HTML on a page (display rules, not the stored policy). */
export type DisplayOptions = {
  /** The page's origin: a link to another one opens a new tab. */
  origin?: string;
  lazyImages?: boolean;
};

function policyPass(html: string): DocumentFragment {
  purifier ??= createDOMPurify(window);
  const fragment = purifier.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const element of fragment.querySelectorAll('[href], [src]')) {
    for (const attribute of ['href', 'src'] as const) {
      const value = element.getAttribute(attribute);
      if (value !== null && !isSafeUrl(value, attribute)) element.removeAttribute(attribute);
    }
  }
  for (const image of fragment.querySelectorAll('img')) {
    if (!image.getAttribute('src')) image.remove();
  }
  for (const link of fragment.querySelectorAll('a[target]')) {
    link.setAttribute('target', richTextLinkTarget.target);
    link.setAttribute('rel', richTextLinkTarget.rel);
  }
  return fragment;
}

function displayPass(fragment: DocumentFragment, { origin, lazyImages }: DisplayOptions): void {
  if (lazyImages) {
    for (const image of fragment.querySelectorAll('img')) image.setAttribute('loading', 'lazy');
  }
  if (!origin) return;
  for (const link of fragment.querySelectorAll('a[href]')) {
    let target: URL;
    try {
      target = new URL(link.getAttribute('href')!, origin);
    } catch {
      link.removeAttribute('href');
      continue;
    }
    const web = target.protocol === 'http:' || target.protocol === 'https:';
    if (web && target.origin !== new URL(origin).origin) {
      link.setAttribute('target', richTextLinkTarget.target);
      link.setAttribute('rel', richTextLinkTarget.rel);
    }
  }
}

/**
 * Operator HTML under the contract's policy (packages/contract html-policy.ts), as the server
 * stores it; with `display`, also as a page shows it.
 */
export function sanitizeRichText(html: string, display: DisplayOptions = {}): string {
  const fragment = policyPass(html);
  displayPass(fragment, display);
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
