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

/**
 * The OpenAPI words of an endpoint, written beside its schemas in the contract: a one-line
 * summary, and a longer description where the summary cannot say how to call it.
 */
export type Described = { summary: string; description?: string };

/** Hooks and config a route adds beyond its access rule (a payload decryption, a rate limit). */
export type HookOptions = Pick<
  RouteShorthandOptions,
  'onRequest' | 'preValidation' | 'preHandler' | 'config' | 'bodyLimit'
>;

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

/** An endpoint that answers a file (a CSV export) instead of the envelope. */
export type DownloadEndpoint = Omit<Endpoint, 'response'>;

/** A file to send: the name the browser saves it under, its type and its text. */
export type Download = { fileName: string; contentType: string; body: string };

/** Fastify's route for an endpoint; `access` are the hooks that decide who may call it. */
function register<E extends Endpoint & Described>(
  app: FastifyInstance,
  tag: string,
  endpoint: E,
  access: RouteShorthandOptions,
  options: HookOptions,
  handler: EndpointHandler<E>,
): void {
  route(app, tag, endpoint, access, options, async (request) =>
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
  tag: string,
  endpoint: (Endpoint | DownloadEndpoint) & Described,
  access: RouteShorthandOptions,
  options: HookOptions,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...options,
    ...access,
    config: { ...options.config, ...access.config },
    schema: {
      tags: [tag],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...('response' in endpoint ? { response: { 200: endpoint.response } } : {}),
    },
    handler,
  });
}

/**
 * Who may make a player call: anyone; anyone, noting the member when a live token comes
 * (`identified`); a signed-in member; or a real (non-trial) account.
 */
export type PlayerAccess = 'public' | 'identified' | 'member' | 'realAccount';

const accessHooks = {
  identified: 'identifyMember',
  member: 'requireMember',
  realAccount: 'requireRealAccount',
} as const;

/**
 * The `/bo` routes of one OpenAPI tag. Each route then reads as: its contract endpoint (which
 * carries the schemas and the summary), the staff roles that may call it, one service call.
 * The role check runs on request, before the body is parsed (see `staffOnly`).
 *
 *     const route = consoleRoutes(app, 'console');
 *     route(endpoints.site, readRoles, (_input, request) => siteSettings(db, request.merchant.id));
 */
export function consoleRoutes(app: FastifyInstance, tag: string) {
  const consoleRoute = <E extends Endpoint & Described>(
    endpoint: E,
    roles: readonly StaffRole[],
    handler: EndpointHandler<E>,
    options: HookOptions = {},
  ): void => register(app, tag, endpoint, staffOnly(roles), options, handler);

  /**
   * A `/bo` call anyone may make (the sign-in, the first owner's setup): it says so by name,
   * since every other console route must name the roles that may call it.
   */
  consoleRoute.public = <E extends Endpoint & Described>(
    endpoint: E,
    handler: EndpointHandler<E>,
    options: HookOptions = {},
  ): void =>
    register(
      app,
      tag,
      endpoint,
      { config: { staffPublic: true, withoutMerchant: true } },
      options,
      handler,
    );

  /** A `/bo` export: like a console route, but the answer is a file, not the envelope. */
  consoleRoute.download = <E extends DownloadEndpoint & Described>(
    endpoint: E,
    roles: readonly StaffRole[],
    handler: (input: EndpointInput<E & Endpoint>, request: FastifyRequest) => Promise<Download>,
  ): void =>
    route(app, tag, endpoint, staffOnly(roles), {}, async (request, reply) => {
      const file = await handler(inputOf<E & Endpoint>(request), request);
      // Only letters, digits, dots and dashes reach the header, whatever the data holds.
      const safeName = file.fileName.replace(/[^\w.-]/g, '_');
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${safeName}"`)
        .send(file.body);
    });

  return consoleRoute;
}

/**
 * The hook of an access rule. A call that needs a session checks it on request, before the
 * body is parsed or validated: a guest gets 401, never field errors that describe the call
 * (as `staffOnly` does for the console). Noting who asks refuses nobody: it waits for valid
 * input, so a bad call costs no session lookup.
 */
function accessOptions(app: FastifyInstance, access: PlayerAccess): RouteShorthandOptions {
  if (access === 'public') return {};
  const hook = app.memberAuth[accessHooks[access]];
  return access === 'identified' ? { preHandler: hook } : { onRequest: hook };
}

/**
 * The player routes (`/wps`, `/lgw`) of one OpenAPI tag: the contract endpoint, who may call
 * it (see `PlayerAccess`), one service call.
 */
export function playerRoutes(app: FastifyInstance, tag: string) {
  return <E extends Endpoint & Described>(
    endpoint: E,
    access: PlayerAccess,
    handler: EndpointHandler<E>,
    options: HookOptions = {},
  ): void => register(app, tag, endpoint, accessOptions(app, access), options, handler);
}
