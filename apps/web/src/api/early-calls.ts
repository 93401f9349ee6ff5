/**
 * The calls index.html starts while the site's code is still downloading (the system status,
 * and on the home page its announcements): on a slow phone network they arrive alongside the
 * code instead of one round trip after it. See the script in index.html.
 */
export type EarlyCall = {
  url: string;
  headers: Record<string, string>;
  response: Promise<Response>;
};

declare global {
  interface Window {
    __earlyCalls?: EarlyCall[];
  }
}

function sameHeaders(a: Record<string, string>, b: HeadersInit | undefined): boolean {
  if (!b || b instanceof Headers || Array.isArray(b)) return false;
  const left = Object.entries(a).sort();
  const right = Object.entries(b).sort();
  return JSON.stringify(left) === JSON.stringify(right);
}

/**
 * A fetch that answers a GET from an early call when it is the very same request (URL and
 * headers: language, merchant, token), once; anything else, or a second time, goes to the
 * network. A mismatch (say the visitor's stored language is not one the site knows) only
 * costs the early call.
 */
export function fetchWithEarlyCalls(calls: EarlyCall[], network: typeof fetch): typeof fetch {
  const waiting = [...calls];
  return (input, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && typeof input === 'string' && !init?.signal?.aborted) {
      const index = waiting.findIndex(
        (call) => call.url === input && sameHeaders(call.headers, init?.headers),
      );
      if (index >= 0) {
        const [call] = waiting.splice(index, 1);
        // An early call that failed on the network is simply asked again.
        return call!.response.catch(() => network(input, init));
      }
    }
    return network(input, init);
  };
}
