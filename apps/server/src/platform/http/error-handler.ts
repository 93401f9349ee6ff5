import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, fieldMessageKey } from '@croupier/contract';
import { AppError } from './app-error';
import { failure } from './envelope';
import { notPageHeaders } from './security-headers';

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

/**
 * Fastify's `frameworkErrors`: refusals made while routing, before any route or hook runs,
 * answered with the envelope like every other bad input. A path parameter longer than the
 * router takes (100 characters) is too long; one whose percent-encoding does not decode is
 * invalid.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // No hook runs for these answers: the request id and the security headers are set here.
  void reply.header('x-request-id', request.id).headers(notPageHeaders(request));
  const field = routingFieldErrors[error.code];
  if (field) {
    const { code, message, status } = errorCodes.invalidInput;
    void reply.status(status).send(failure(message, code, { fields: { params: field } }));
    return;
  }
  request.log.error({ err: error }, 'unexpected routing error');
  const { code, message, status } = errorCodes.systemError;
  void reply.status(status).send(failure(message, code));
}

const routingFieldErrors: Record<string, string> = {
  FST_ERR_MAX_PARAM_LENGTH: 'field_too_long',
  FST_ERR_BAD_URL: 'field_invalid',
};

/** Statuses Fastify's own handler answers besides 400: headers too large, a request too slow. */
const clientErrorStatus: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (a malformed request
 * line or header, headers too large, a request too slow to arrive) still gets the envelope,
 * written on the socket since there is no request to reply to.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const status = clientErrorStatus[error.code ?? ''] ?? 400;
    const { code, message } = errorCodes.malformedBody;
    const body = JSON.stringify(failure(message, code));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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
