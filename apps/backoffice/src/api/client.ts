import { errorCodes, type Envelope } from '@croupier/contract';
import type { z } from 'zod';
import { consoleSession } from './console-session';
import { merchantChoice } from './merchant-choice';

/**
 * The one HTTP client of the console. It sends the family's headers (`Merchant` the chosen
 * merchant, `Language`, `Authorization` the raw console token), unwraps the envelope and turns
 * every failure into an `ApiError` whose `messageKey` the UI translates.
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

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Checks the envelope's value against the contract. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

type Environment = {
  fetch: typeof fetch;
  /** The console's language (`en`, `vi`), sent upper-case as the wire conventions write it. */
  language: () => string;
};

let environment: Environment = {
  fetch: (...args) => globalThis.fetch(...args),
  language: () => 'en',
};

/** Lets the app (current language) and tests (a fake fetch) plug in what the client reads. */
export function configureApiClient(overrides: Partial<Environment>): void {
  environment = { ...environment, ...overrides };
}

/** A path of the contract with its `:params` filled in: `/bo/deposits/:orderNo/confirm`. */
export function pathOf(template: string, params: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathOf: no value for :${name} in ${template}`);
    return encodeURIComponent(String(value));
  });
}

function urlFor(path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

type Sent = { response: Response; token: string | null; merchant: string | null };

async function send(path: string, options: RequestOptions<unknown>): Promise<Sent> {
  const json = options.body !== undefined;
  const token = consoleSession.token();
  const merchant = merchantChoice.get();
  const headers: Record<string, string> = { Language: environment.language().toUpperCase() };
  if (merchant) headers.Merchant = merchant;
  if (token) headers.Authorization = token;
  if (json) headers['Content-Type'] = 'application/json';
  try {
    const response = await environment.fetch(urlFor(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: json ? JSON.stringify(options.body) : undefined,
      credentials: 'same-origin',
      signal: options.signal,
    });
    return { response, token, merchant };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('in_network_again', 0);
  }
}

async function envelopeOf<T>(response: Response): Promise<Envelope<T> | null> {
  try {
    return (await response.json()) as Envelope<T>;
  } catch {
    return null;
  }
}

/**
 * Sends a call and handles what any call may answer: a remembered merchant that no longer
 * exists is forgotten and the call asked again for the default one; a token the server no
 * longer knows (idle, 12 hours, signed out elsewhere) ends the session, and the console
 * shows the sign-in with "your session ended".
 */
async function exchange(path: string, options: RequestOptions<unknown>): Promise<Response> {
  let sent = await send(path, options);
  if (sent.merchant && sent.response.status === errorCodes.unknownMerchant.status) {
    const envelope = await envelopeOf(sent.response.clone());
    if (envelope?.errorCode === errorCodes.unknownMerchant.code) {
      if (merchantChoice.get() === sent.merchant) merchantChoice.clear();
      sent = await send(path, options);
    }
  }
  // Only the token that was refused: an answer arriving after a new sign-in keeps it.
  if (sent.response.status === 401 && sent.token && consoleSession.token() === sent.token) {
    consoleSession.end('expired');
  }
  return sent.response;
}

function failure(response: Response, envelope: Envelope<unknown> | null): ApiError {
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

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const response = await exchange(path, options);
  const envelope = await envelopeOf<T>(response);
  if (!response.ok || !envelope?.success) throw failure(response, envelope);
  return options.schema ? options.schema.parse(envelope.value) : (envelope.value as T);
}

/** A file answer (a withdrawal's proof picture); a refusal still comes as an envelope. */
export async function apiFile(path: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const response = await exchange(path, options);
  if (!response.ok) throw failure(response, await envelopeOf(response));
  return response.blob();
}
