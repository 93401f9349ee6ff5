import sanitizeHtml from 'sanitize-html';
import {
  richTextAttributes,
  richTextLinkTarget,
  richTextSchemes,
  richTextTags,
} from '@croupier/contract';

/**
 * The contract's HTML policy (packages/contract html-policy.ts) for content operators write:
 * formatting, lists, tables, links and pictures. No scripts, styles, frames, forms or event
 * attributes; links over http(s), mailto: or tel:, pictures over http(s), or paths on the
 * site, so a `javascript:` or `data:` URL never reaches a browser. The client kit's renderer
 * applies the same policy (packages/web-kit rich-text; a test there compares the two).
 */
const policy: sanitizeHtml.IOptions = {
  allowedTags: [...richTextTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(richTextAttributes).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...richTextSchemes.href],
  allowedSchemesByTag: { img: [...richTextSchemes.src] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand the opening page to the other site.
    a: (tagName, attribs) =>
      attribs.target
        ? { tagName, attribs: { ...attribs, ...richTextLinkTarget } }
        : { tagName, attribs },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, policy);
}

/**
 * A picture or link address operators store outside HTML: absolute http(s), or a path on
 * the site. Anything else (`javascript:`, `data:`, `//host`) is dropped.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}
