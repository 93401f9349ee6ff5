import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, fieldMessageKey } from '@croupier/contract';
import { AppError } from './app-error';
import { failure } from './envelope';

/**
 * Turns every failure into the envelope. Known errors keep their code and status; bad
 * input answers 400 with a message key per field; anything else is logged with the request
 * id and answers `system_error` without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(failure(error.messageKey, error.code, error.value));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      const input = inputOf(request, error.validationContext);
      for (const issue of error.validation) {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const field = [error.validationContext, where].filter(Boolean).join('.');
        fields[field || String(error.validationContext)] = fieldMessageKey(
          issue.keyword,
          issue.message,
          isMissing(input, issue.instancePath),
        );
      }
      const { code, message, status } = errorCodes.invalidInput;
      return reply.status(status).send(failure(message, code, { fields }));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals: unparsable JSON, unsupported media type, body too large.
      request.log.info({ err: error }, 'request refused');
      const { code, message } = errorCodes.malformedBody;
      return reply.status(error.statusCode).send(failure(message, code));
    }
    request.log.error({ err: error }, 'unexpected error');
    const { code, message, status } = errorCodes.systemError;
    return reply.status(status).send(failure(message, code));
  });

  app.setNotFoundHandler((request, reply) => {
    const { code, message, status } = errorCodes.notFound;
    return reply.status(status).send(failure(message, code, { path: request.url.split('?')[0] }));
  });
}

function inputOf(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  return request.headers;
}

/**
 * Whether the client sent nothing at this path. zod does not report the input, and a
 * missing field and a wrong one deserve different messages. A path that runs into a
 * plain value was reshaped by the schema (`types=B,X` split into a list): something was sent.
 */
function isMissing(input: unknown, pointer: string): boolean {
  let node = input;
  for (const key of pointer.split('/').filter(Boolean)) {
    if (node === undefined || node === null) return true;
    if (typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[key];
  }
  return node === undefined || node === null;
}
