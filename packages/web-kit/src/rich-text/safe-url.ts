import { richTextSchemes } from '@croupier/contract';

/**
 * Whether an address may stay in operator HTML (the contract's policy): a path on the site,
 * or one of the schemes the attribute allows (`href`: http(s), mailto, tel; `src`: http(s)).
 * Never `javascript:`, `data:` or `//host`. Tabs and newlines inside are ignored as a
 * browser ignores them, so `java\tscript:` is still `javascript:`.
 */
export function isSafeUrl(url: string, attribute: 'href' | 'src' = 'href'): boolean {
  // eslint-disable-next-line no-control-regex -- the characters browsers drop from URLs
  const plain = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(plain)?.[1]?.toLowerCase();
  if (scheme) return (richTextSchemes[attribute] as readonly string[]).includes(scheme);
  return !/^[/\\]{2}/.test(plain);
}
