import { z } from 'zod';

// The addresses an operator may give the site (customer service links, app downloads). The
// schemas are this folder's own; `isSiteAddress` is public (console-settings.ts).

/**
 * An address the site may link to: http(s), or a path on the site itself (`/helpmc#contact`).
 * Anything else (`javascript:`, `data:`, `//elsewhere`) could run or leave the site unseen.
 */
export function isSiteAddress(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const siteAddress = z.string().trim().min(1).max(500).refine(isSiteAddress, 'url_invalid');
/** An outside address only (Facebook page): http(s) and nothing relative. */
export const webAddress = siteAddress.refine((value) => !value.startsWith('/'), 'url_invalid');
