import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { RequestDurations } from './request-durations';

export type MetricsAccess = {
  /** The bearer token a scraper sends (config METRICS_TOKEN); without one nobody is let in. */
  token?: string;
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the operator's bearer token. Compared as digests
 * in constant time, so neither the token nor its length leaks through timing.
 */
export function carriesToken(authorization: string | undefined, token: string | undefined) {
  if (!token || !authorization) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * Prometheus metrics at /metrics: process defaults plus request durations by route
 * pattern (never the raw URL, which would make one series per player id).
 *
 * The port is the players' one, and what it would tell them (traffic, errors, memory) is the
 * operator's business: only a scraper with the bearer token is answered. Anyone else, and
 * everyone when no token is configured, gets the 404 of a path that does not exist.
 */
export function registerMetrics(app: FastifyInstance, access: MetricsAccess = {}): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'croupier_' });
  const durations = new RequestDurations(registry);
  // A callback, not async: every request runs it (issue 14).
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    durations.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!carriesToken(request.headers.authorization, access.token)) {
      reply.callNotFound();
      return reply;
    }
    reply.type(registry.contentType).header('Cache-Control', 'no-store');
    return registry.metrics();
  });
  return registry;
}
