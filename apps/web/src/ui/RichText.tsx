import { richTextAttributes, richTextTags } from '@croupier/contract';
import createDOMPurify from 'dompurify';
import { useMemo } from 'react';
import { isSafeUrl } from './safe-url';

export { isSafeUrl };

/**
 * The server's HTML policy (the contract's richTextTags and richTextAttributes), applied again
 * in the browser. The server already sanitises on write and on read; this second pass means a
 * compromised or misconfigured server, a proxy or an older row still cannot run script here.
 */
const allowedTags = [...richTextTags];
const allowedAttributes = [...new Set(Object.values(richTextAttributes).flat())];

// An instance of our own, so these rules never leak into another DOMPurify user.
const purifier = createDOMPurify(window);

/** Sanitises operator HTML for display: only formatting, lists, tables, links and pictures. */
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
      if (value !== null && !isSafeUrl(value)) element.removeAttribute(attribute);
    }
  }
  for (const image of fragment.querySelectorAll('img')) {
    if (!image.getAttribute('src')) image.remove();
    else image.setAttribute('loading', 'lazy');
  }
  for (const link of fragment.querySelectorAll('a[href]')) {
    let target: URL;
    try {
      target = new URL(link.getAttribute('href')!, window.location.href);
    } catch {
      link.removeAttribute('href');
      continue;
    }
    const web = target.protocol === 'http:' || target.protocol === 'https:';
    // Another site opens in its own tab, and gets neither this page nor its address.
    if (link.hasAttribute('target') || (web && target.origin !== window.location.origin)) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/** Operator-written HTML (notices, help articles, promotions), sanitised again here. */
export function RichText({
  html,
  className,
  testId,
}: {
  html: string;
  className?: string;
  testId?: string;
}) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
