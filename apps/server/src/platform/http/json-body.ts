import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * JSON bodies, tolerating the empty body some clients send with a JSON content type on
 * DELETE and POST calls that carry nothing (wire conventions, "Tolerances"). Anything
 * else that does not parse is refused with `request.malformed`.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  // A call whose fields are all optional may come with no body at all.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD')
      request.body = {};
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(AppError.of('malformedBody'), undefined);
    }
  });
}
