// What a measured call is to the load generator: the requests each connection sends, in
// turn, for as long as the run lasts (autocannon cycles through them).
import type { Request } from 'autocannon';

export type CallLoad<Fixture> = {
  /** Answers are the platform's envelope, whose `success` is checked on every answer. */
  envelope: boolean;
  /** Starts one run: the requests of each connection, by its number (0, 1, …). */
  start(fixture: Fixture): (connection: number) => Request[];
};

/** The site's headers, with the player's token when signed in. */
export function playerHeaders(token?: string): Record<string, string> {
  return { merchant: 'demo', language: 'EN', ...(token ? { authorization: token } : {}) };
}

export function jsonPost(
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Pick<Request, 'method' | 'path' | 'headers' | 'body'> {
  return {
    method: 'POST',
    path,
    headers: { ...headers, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/**
 * A request made afresh each time it is sent (a new id, a new signature). autocannon hands
 * `setupRequest` the request with the target's host and port, which must be kept.
 */
export function eachTime(make: () => Omit<Request, 'setupRequest'>): Request {
  return { setupRequest: (request) => ({ ...request, ...make() }) };
}

/** Picks the fixture's item of a connection (fewer items than connections share them). */
export const own = <T>(items: readonly T[], connection: number): T =>
  items[connection % items.length]!;
