import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes } from '@croupier/contract';
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
      for (const issue of error.validation) {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const field = [error.validationContext, where].filter(Boolean).join('.');
        fields[field || String(error.validationContext)] = fieldMessageKey(
          issue.keyword,
          issue.params,
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

/** A zod issue as an i18n key the client can translate ('field_required', 'field_too_long'...). */
function fieldMessageKey(zodCode: string, details: Record<string, unknown>): string {
  switch (zodCode) {
    case 'invalid_type':
      return details.input === undefined ? 'field_required' : 'field_invalid';
    case 'too_small':
      return 'field_too_short';
    case 'too_big':
      return 'field_too_long';
    case 'invalid_format':
      return 'field_format';
    default:
      return 'field_invalid';
  }
}
