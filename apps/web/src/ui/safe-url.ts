/** http(s), mail and phone links, or a path on the site; never `javascript:`, `data:` or `//host`. */
export function isSafeUrl(url: string): boolean {
  const trimmed = url.trim();
  if (/^(?:https?|mailto|tel):/i.test(trimmed)) return true;
  return !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[/\\]{2}/.test(trimmed);
}
