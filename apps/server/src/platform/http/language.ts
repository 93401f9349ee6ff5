import type { FastifyInstance } from 'fastify';
import { defaultLanguage } from '@croupier/contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** Upper-case language code from the `Language` header (EN when absent). */
    language: string;
  }
}

/** Clients send `Language: EN|VI|...`, some in lower case; unknown values are kept as sent. */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', defaultLanguage as string);
  // A callback, not async: every request runs it (issue 14).
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.language;
    const value = (Array.isArray(header) ? header[0] : header)?.trim();
    request.language =
      value && /^[a-zA-Z]{2}([-_][a-zA-Z]{2,4})?$/.test(value)
        ? value.toUpperCase()
        : defaultLanguage;
    done();
  });
}

/**
 * Languages to try for content, best first: the requested one, its base language
 * (`VI` for `VI-VN`), then EN, which every merchant's content has.
 */
export function languageFallbacks(language: string): string[] {
  const base = language.split(/[-_]/)[0] ?? language;
  return [...new Set([language, base, defaultLanguage as string])];
}
