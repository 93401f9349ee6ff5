import { useMemo } from 'react';
import { sanitizeRichText } from './sanitize';

/**
 * Operator-written HTML (notices, help articles, promotions; the console's preview of them),
 * sanitised again here under the one policy the server enforces, so a compromised server, a
 * proxy or an old row still cannot run script, and the preview is what players see.
 */
export function RichText({
  html,
  className,
  testId,
}: {
  html: string;
  className?: string;
  testId?: string;
}) {
  const safe = useMemo(
    () => sanitizeRichText(html, { origin: window.location.href, lazyImages: true }),
    [html],
  );
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
