import { headerNames, type Envelope } from '@croupier/contract';
import { z } from 'zod';
import type { Endpoint, EndpointInput, EndpointValue, HttpMethod, Route } from './endpoint';
import { fillPath, withQuery, type Query } from './url';

// The pages' Content-Security-Policy allows no eval: zod would try `new Function` once to see
// whether it may compile its checks, and the browser reports each try as a violation.
z.config({ jitless: true });

/** A refused or failed call: `messageKey` is the envelope's message, an i18n key to translate. */
export class ApiError extends Error {
  constructor(
    readonly messageKey: string,
    readonly status: number,
    readonly errorCode?: string,
    readonly value: unknown = null,
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

/** Who a call was sent as: lets an app judge a refusal by what was sent, not what is now. */
export type SentIdentity = { token: string | null; merchant: string | null };

/** A non-2xx answer, before it is thrown. */
export type Refusal = { status: number; envelope: Envelope<unknown> | null; sent: SentIdentity };

/**
 * What the app wants after a refusal: `retry` sends the call again as the app now stands (it
 * forgot a merchant, say), `retry-as-guest` sends it again without the token; nothing lets
 * the refusal be thrown. A call is sent at most three times.
 */
export type RefusalAction = 'retry' | 'retry-as-guest' | undefined | void;

/** Where one app's client reads what it sends, and what it does about a refusal. */
export type ApiClientEnv = {
  fetch?: typeof fetch;
  /** The `Language` header (sent upper-case); none when it returns nothing. */
  language?: () => string | null | undefined;
  /** The `Merchant` header. */
  merchant?: () => string | null | undefined;
  /** The raw session token, sent as `Authorization`. */
  token?: () => string | null | undefined;
  /** The `Device` header (`web`), when the app sends one. */
  device?: string;
  /** A 401, a merchant the server no longer knows: the app's own rules (see RefusalAction). */
  onRefusal?: (refusal: Refusal) => RefusalAction;
  /** A success whose value is null is a failure (`system_error`) for clients that always expect one. */
  nullValueFails?: boolean;
};

export type RequestOptions<T> = {
  method?: HttpMethod;
  query?: Query;
  /** JSON, URLSearchParams (the family's form posts) or FormData (uploads). */
  body?: unknown;
  /** Checks the envelope's value against the contract. */
  schema?: z.ZodType<T>;
  /** Headers of this call only (the studio's session header). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** A call by contract endpoint: its input, plus this call's signal and headers. */
export type CallInput<E extends Endpoint> = EndpointInput<E> & { headers?: Record<string, string> };

type Sent = { response: Response; identity: SentIdentity };

async function envelopeOf(response: Response): Promise<Envelope<unknown> | null> {
  try {
    return (await response.json()) as Envelope<unknown>;
  } catch {
    return null;
  }
}

function failureOf(response: Response, envelope: Envelope<unknown> | null): ApiError {
  if (!envelope) {
    return new ApiError(response.ok ? 'system_error' : 'in_network_again', response.status);
  }
  return new ApiError(
    envelope.message ?? 'system_error',
    response.status,
    envelope.errorCode,
    envelope.value,
  );
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * One app's HTTP client of the platform family: the family's headers (Merchant, Language,
 * Authorization with the raw token, Device), the envelope unwrapped, and every failure an
 * `ApiError` (a network failure is `in_network_again`). Each app creates its own.
 */
export function createApiClient(initial: ApiClientEnv = {}) {
  let env = initial;

  async function send(path: string, options: RequestOptions<unknown>, guest: boolean) {
    const identity: SentIdentity = {
      token: guest ? null : (env.token?.() ?? null),
      merchant: env.merchant?.() ?? null,
    };
    const headers: Record<string, string> = {};
    const language = env.language?.();
    if (language) headers[headerNames.language] = language.toUpperCase();
    if (env.device) headers[headerNames.device] = env.device;
    if (identity.merchant) headers[headerNames.merchant] = identity.merchant;
    if (identity.token) headers[headerNames.authorization] = identity.token;
    // The browser sets a form's content type itself (with the multipart boundary).
    const form =
      options.body instanceof URLSearchParams || options.body instanceof FormData
        ? options.body
        : null;
    const json = options.body !== undefined && !form;
    if (json) headers['Content-Type'] = 'application/json';
    Object.assign(headers, options.headers);
    const fetcher = env.fetch ?? globalThis.fetch;
    try {
      const response = await fetcher(withQuery(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body: form ?? (json ? JSON.stringify(options.body) : undefined),
        credentials: 'same-origin',
        signal: options.signal,
      });
      return { response, identity } satisfies Sent;
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError('in_network_again', 0);
    }
  }

  /** Sends, and lets the app handle a refusal (at most two resends). */
  async function exchange(path: string, options: RequestOptions<unknown>) {
    let guest = false;
    let sent = await send(path, options, guest);
    for (let resends = 0; !sent.response.ok && resends < 2; resends += 1) {
      const envelope = await envelopeOf(sent.response.clone());
      const action = env.onRefusal?.({
        status: sent.response.status,
        envelope,
        sent: sent.identity,
      });
      if (action !== 'retry' && action !== 'retry-as-guest') break;
      guest ||= action === 'retry-as-guest';
      sent = await send(path, options, guest);
    }
    return sent.response;
  }

  async function valueOf(path: string, options: RequestOptions<unknown>): Promise<unknown> {
    const response = await exchange(path, options);
    const envelope = await envelopeOf(response);
    if (!response.ok || !envelope?.success) throw failureOf(response, envelope);
    if (env.nullValueFails && envelope.value === null) throw failureOf(response, envelope);
    return envelope.value;
  }

  return {
    /** Changes where the client reads (the app's language, a test's fake fetch). */
    configure(overrides: Partial<ApiClientEnv>): void {
      env = { ...env, ...overrides };
    },

    /** A call by path: the answer's type from `schema` (checked) or the type argument. */
    async request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
      const value = await valueOf(path, options);
      return options.schema ? options.schema.parse(value) : (value as T);
    },

    /**
     * A call by contract endpoint, typed by it. Given the endpoint itself the answer is
     * checked with its schema; given only its route (`{ method, path }` from the zod-free
     * `paths`) with the endpoint's type as argument, it is typed without loading zod:
     * `client.call<typeof wallet.endpoints.balance>(routes.balance)`.
     */
    async call<E extends Endpoint>(
      endpoint: E | Route,
      ...[input]: object extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]
    ): Promise<EndpointValue<E>> {
      const { params, query, body, signal, headers } = (input ?? {}) as {
        params?: Record<string, unknown>;
        query?: Query;
        body?: unknown;
        signal?: AbortSignal;
        headers?: Record<string, string>;
      };
      const path = fillPath(endpoint.path, params);
      const value = await valueOf(path, { method: endpoint.method, query, body, signal, headers });
      if (!('response' in endpoint)) return value as EndpointValue<E>;
      const checked = endpoint.response.parse({ success: true, message: null, value }) as {
        value: EndpointValue<E>;
      };
      return checked.value;
    },

    /** A file answer (a picture, an export); a refusal still comes as an envelope. */
    async file(path: string, options: Pick<RequestOptions<never>, 'signal' | 'query'> = {}) {
      const response = await exchange(path, options);
      if (!response.ok) throw failureOf(response, await envelopeOf(response));
      return response.blob();
    },
  };
}
