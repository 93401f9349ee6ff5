import {
  ApiError,
  createApiClient,
  fillPath,
  type CallInput,
  type Endpoint,
  type EndpointValue,
  type RequestOptions,
} from '@croupier/web-kit/http';

/**
 * The site's HTTP client: the kit's client (the family's headers, the envelope, `ApiError`)
 * with what only the site knows: where the merchant and the token are kept, the language, and
 * that a stale token is dropped (the session ends) and the call sent again as a guest.
 */
export { ApiError };
export type { EndpointValue };

export const storageKeys = {
  merchant: 'merchantCode',
  token: 'token',
  language: 'language',
} as const;

type Environment = {
  fetch: typeof fetch;
  session: Pick<Storage, 'getItem'>;
  language: () => string;
  merchantFallback?: string;
  /** Called when the server says the token we sent is no longer a session. */
  onSessionExpired?: () => void;
};

let environment: Environment = {
  fetch: (...args) => globalThis.fetch(...args),
  session: globalThis.sessionStorage,
  language: () => 'EN',
  merchantFallback: import.meta.env.VITE_MERCHANT_CODE as string | undefined,
};

/** Lets the app (current language) and tests (a fake fetch) plug in what the client reads. */
export function configureApiClient(overrides: Partial<Environment>): void {
  environment = { ...environment, ...overrides };
}

const client = createApiClient({
  fetch: (...args) => environment.fetch(...args),
  language: () => environment.language(),
  merchant: () => environment.session.getItem(storageKeys.merchant) ?? environment.merchantFallback,
  token: () => environment.session.getItem(storageKeys.token),
  device: 'web',
  onRefusal: ({ status, sent }) => {
    // A stale token must not break a call that also works for guests (wire conventions).
    if (status !== 401 || !sent.token) return;
    environment.onSessionExpired?.();
    return 'retry-as-guest';
  },
});

/** A call by path whose answer is checked by `schema`, or left `unknown` without one. */
export function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}) {
  return client.request<T>(path, options);
}

/** The endpoint's method: optional for a GET, required (and checked) for any other. */
type MethodOf<E extends Endpoint> = E['method'] extends 'GET'
  ? { method?: 'GET' }
  : { method: E['method'] };

type CallOptions<E extends Endpoint> = CallInput<E> & MethodOf<E>;

/**
 * A call of a contract endpoint, given by type only so zod stays out of the first render:
 * `call<typeof wallet.endpoints.balance>(paths.balance, { signal })`. The path and method must
 * be the endpoint's, the params, query and body are typed by its schemas, and the answer is
 * the `value` of its envelope.
 */
export function call<E extends Endpoint>(
  path: E['path'],
  ...[options]: object extends CallOptions<E> ? [CallOptions<E>?] : [CallOptions<E>]
): Promise<EndpointValue<E>> {
  const { method = 'GET', ...input } = (options ?? {}) as { method?: Endpoint['method'] };
  return client.call<Endpoint>({ method, path }, input) as Promise<EndpointValue<E>>;
}

/**
 * A call of a contract endpoint whose input goes as given: a sealed body, a form post, an
 * upload, or a query the contract leaves open. The answer is still the endpoint's.
 */
export function callAs<E extends Endpoint>(
  path: E['path'],
  {
    params,
    ...options
  }: Omit<RequestOptions<never>, 'schema' | 'method'> &
    MethodOf<E> & { params?: Record<string, string | number> },
): Promise<EndpointValue<E>> {
  return client.request<EndpointValue<E>>(fillPath(path, params), options);
}
