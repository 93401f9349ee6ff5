import type { Envelope } from '@croupier/contract';
import type { z } from 'zod';

/**
 * The one HTTP client of the site. It sends the family's headers (Merchant, Language,
 * Authorization with the raw token, Device), unwraps the envelope and turns every failure
 * into an `ApiError` whose `messageKey` the UI translates.
 */
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

export const storageKeys = {
  merchant: 'merchantCode',
  token: 'token',
  language: 'language',
} as const;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON, URLSearchParams for the family's form posts (forgot password), or FormData (uploads). */
  body?: unknown;
  /** Checks the envelope's value against the contract. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

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

function headersFor(withToken: boolean, jsonBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    Language: environment.language().toUpperCase(),
    Device: 'web',
  };
  const merchant =
    environment.session.getItem(storageKeys.merchant) ?? environment.merchantFallback;
  if (merchant) headers.Merchant = merchant;
  const token = withToken ? environment.session.getItem(storageKeys.token) : null;
  if (token) headers.Authorization = token;
  if (jsonBody) headers['Content-Type'] = 'application/json';
  return headers;
}

function urlFor(path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  // The browser sets a form's content type itself (with the multipart boundary).
  const form =
    options.body instanceof URLSearchParams || options.body instanceof FormData
      ? options.body
      : null;
  const json = options.body !== undefined && !form;
  const send = async (withToken: boolean) => {
    try {
      return await environment.fetch(urlFor(path, options.query), {
        method: options.method ?? 'GET',
        headers: headersFor(withToken, json),
        body: form ?? (json ? JSON.stringify(options.body) : undefined),
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError('in_network_again', 0);
    }
  };

  let response = await send(true);
  // A stale token must not break a call that also works for guests (wire conventions).
  if (response.status === 401 && headersFor(true, false).Authorization) {
    environment.onSessionExpired?.();
    response = await send(false);
  }

  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError(response.ok ? 'system_error' : 'in_network_again', response.status);
  }
  if (!response.ok || !envelope.success) {
    throw new ApiError(
      envelope.message ?? 'system_error',
      response.status,
      envelope.errorCode,
      envelope.value,
    );
  }
  return options.schema ? options.schema.parse(envelope.value) : (envelope.value as T);
}
