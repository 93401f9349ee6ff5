import type { FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database';
import { contentRoles, readRoles, staffOf, staffOnly } from '../../platform/http/staff-guard';
import type { ContentActor } from './content-writes';

/** Content's route guards: every staff role reads, the content team (and owner, admin) writes. */
export function contentAccess(db: Database) {
  return { forReaders: staffOnly(readRoles), forWriters: staffOnly(contentRoles) };
}

/** The signed-in staff member of a content write, acting on the console's merchant. */
export const contentActorOf = (request: FastifyRequest): ContentActor => ({
  merchantId: request.merchant.id,
  staff: staffOf(request),
});

/** One call of the contract's `consoleContent.endpoints`: its schemas as zod types. */
type Endpoint = { query?: unknown; params?: unknown; body?: unknown; response: unknown };

/** The Fastify schema of an endpoint, keeping each zod type so the handler's request is typed. */
type RouteSchema<E extends Endpoint> = {
  tags: string[];
  summary: string;
  response: { 200: E['response'] };
} & (E extends { query: infer Q } ? { querystring: Q } : unknown) &
  (E extends { params: infer P } ? { params: P } : unknown) &
  (E extends { body: infer B } ? { body: B } : unknown);

/**
 * The options of one content route: who may call it (`staffOnly`), and the endpoint's contract
 * schemas, which validate the call and document it on the OpenAPI page.
 */
export function contentRoute<E extends Endpoint>(
  access: ReturnType<typeof staffOnly>,
  endpoint: E,
  summary: string,
) {
  const { query, params, body, response } = endpoint;
  const schema = {
    tags: ['console'],
    summary,
    ...(query === undefined ? {} : { querystring: query }),
    ...(params === undefined ? {} : { params }),
    ...(body === undefined ? {} : { body }),
    response: { 200: response },
  } as RouteSchema<E>;
  return { ...access, schema };
}
