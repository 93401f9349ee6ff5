import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { ok } from './envelope';
import { staffOnly, type StaffRole } from './staff-guard';

/** An endpoint of the contract: its method, path, input schemas and enveloped answer. */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A call's parsed input, typed by its endpoint's schemas. */
export type EndpointInput<E extends Endpoint> = {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
};

/** What a handler returns: the `value` of the endpoint's envelope. */
export type EndpointValue<E extends Endpoint> =
  z.input<E['response']> extends { value: infer V } ? V : never;

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
  request: FastifyRequest,
) => Promise<EndpointValue<E>> | EndpointValue<E>;

/** What a route adds to its endpoint: the OpenAPI words, and rarely a hook of its own. */
export type RouteExtras = {
  summary: string;
  tags: string[];
  /** Longer OpenAPI text, where the summary cannot say how to call it (a multipart form). */
  description?: string;
  /** Hooks and config beyond the access rule (a payload decryption, a rate limit). */
  options?: Pick<RouteShorthandOptions, 'preValidation' | 'preHandler' | 'config' | 'bodyLimit'>;
};

/** An endpoint that answers a file (a CSV export) instead of the envelope. */
export type DownloadEndpoint = Omit<Endpoint, 'response'>;

/** A file to send: the name the browser saves it under, its type and its text. */
export type Download = { fileName: string; contentType: string; body: string };

/** Fastify's route for an endpoint; `access` are the hooks that decide who may call it. */
function register<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  access: RouteShorthandOptions,
  extras: RouteExtras,
  handler: EndpointHandler<E>,
): void {
  route(app, endpoint, access, extras, async (request) =>
    ok(await handler(inputOf<E>(request), request)),
  );
}

function inputOf<E extends Endpoint | DownloadEndpoint>(request: FastifyRequest) {
  return { params: request.params, query: request.query, body: request.body } as EndpointInput<
    E & Endpoint
  >;
}

function route(
  app: FastifyInstance,
  endpoint: Endpoint | DownloadEndpoint,
  access: RouteShorthandOptions,
  extras: RouteExtras,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const { options = {} } = extras;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...options,
    ...access,
    config: { ...options.config, ...access.config },
    schema: {
      tags: extras.tags,
      summary: extras.summary,
      ...(extras.description ? { description: extras.description } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...('response' in endpoint ? { response: { 200: endpoint.response } } : {}),
    },
    handler,
  });
}

/**
 * A `/bo` route: the endpoint, the staff roles that may call it, one service call. The
 * role check runs on request, before the body is parsed (see `staffOnly`).
 */
export function consoleRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  roles: readonly StaffRole[],
  extras: RouteExtras,
  handler: EndpointHandler<E>,
): void {
  register(app, endpoint, staffOnly(roles), extras, handler);
}

/** A `/bo` export: like `consoleRoute`, but the answer is a file, not the envelope. */
export function consoleDownload<E extends DownloadEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  roles: readonly StaffRole[],
  extras: RouteExtras,
  handler: (input: EndpointInput<E & Endpoint>, request: FastifyRequest) => Promise<Download>,
): void {
  route(app, endpoint, staffOnly(roles), extras, async (request, reply) => {
    const file = await handler(inputOf<E & Endpoint>(request), request);
    // Only letters, digits, dots and dashes reach the header, whatever the data holds.
    const safeName = file.fileName.replace(/[^\w.-]/g, '_');
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${safeName}"`)
      .send(file.body);
  });
}

/**
 * Who may make a player call: anyone; anyone, noting the member when a live token comes
 * (`identified`); a signed-in member; or a real (non-trial) account.
 */
export type PlayerAccess = 'public' | 'identified' | 'member' | 'realAccount';

/** A player route (`/wps`, `/lgw`): the endpoint, who may call it, one service call. */
export function playerRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  access: PlayerAccess,
  extras: RouteExtras,
  handler: EndpointHandler<E>,
): void {
  const hook = access === 'public' ? undefined : app.memberAuth[accessHooks[access]];
  register(app, endpoint, hook ? { preHandler: hook } : {}, extras, handler);
}

const accessHooks = {
  identified: 'identifyMember',
  member: 'requireMember',
  realAccount: 'requireRealAccount',
} as const;
