import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets: session and launch tokens, passwords. */
const secretParameter = /token|password|secret/i;

/**
 * A URL as the request log writes it: a secret's value in the query (the `token` some GET
 * relays and the studio's launch page accept, wire conventions) is replaced by `[REDACTED]`,
 * so that whoever reads the logs cannot take over a session. The rest is kept as sent.
 */
export function redactedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return secretParameter.test(decodedName(name)) ? `${name}=[REDACTED]` : pair;
    });
  return `${url.slice(0, queryStart)}?${query.join('&')}`;
}

/** The name as the query parser reads it (`%74oken` is `token`). */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/**
 * Fastify's request serializer (method, url, host, remote address and port) with the URL
 * redacted; used for the `req` of every request's log line.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    version: [request.headers['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
