import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a call needs of a contract endpoint at run time: no zod, so a first render can use it. */
export type Route = { method: HttpMethod; path: string };

/**
 * An endpoint of the contract (`wallet.endpoints.balance`): its route, input schemas and
 * enveloped answer. Only its type is needed to type a call; the schemas to check one.
 */
export type Endpoint = Route & {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};

/**
 * The `value` of an endpoint's envelope, as a successful call answers it. The envelope
 * allows `null` for failures; a success carries the value (or `null` when that is the value).
 */
export type EndpointValue<E extends Endpoint> =
  z.output<E['response']> extends { value: infer V }
    ? [V] extends [null]
      ? null
      : Exclude<V, null>
    : never;

type Input<S, K extends string> = S extends z.ZodType
  ? object extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a call of the endpoint sends: path params, query and body typed by its schemas. */
export type EndpointInput<E extends Endpoint> = Input<E['params'], 'params'> &
  Input<E['query'], 'query'> &
  Input<E['body'], 'body'> & { signal?: AbortSignal };
