import type { LaunchRequest, LaunchUrls, VendorAdapter } from './vendor-adapter';

/** Languages the studio's game clients speak; anything else opens in English. */
const studioLanguages = new Set(['en', 'vi']);

/** The site path of a lobby address: the studio is served by the same site. */
function sitePath(lobbyUrl: string): string {
  const url = new URL(lobbyUrl, 'http://site.invalid');
  return `${url.pathname}${url.search}`;
}

/**
 * The studio, our own vendor: its clients are served by this site at `/studio/<game>/`, so
 * the URL is a site path (wire conventions allow a relative game URL).
 */
export const studioAdapter: VendorAdapter = {
  name: 'studio',
  launchUrls(request: LaunchRequest): LaunchUrls {
    const base = request.language.split(/[-_]/)[0]!.toLowerCase();
    const query = new URLSearchParams({
      token: request.launchToken,
      lang: studioLanguages.has(base) ? base : 'en',
      lobby: sitePath(request.lobbyUrl),
    });
    return { gameUrl: `/studio/${encodeURIComponent(request.vendorGameId)}/?${query}` };
  },
};

/**
 * A generic third-party vendor speaking the seamless-wallet API: its launch URL (from the
 * vendor's row) with the one-time token, game id, language, mode and lobby address in the
 * query. The vendor exchanges the token at `/seamless/authenticate`.
 */
export const seamlessAdapter: VendorAdapter = {
  name: 'seamless',
  launchUrls(request: LaunchRequest): LaunchUrls {
    // Throws on a missing or relative launch URL: a configuration error of the vendor's row.
    const url = new URL(request.vendor.launchUrl);
    url.searchParams.set('token', request.launchToken);
    url.searchParams.set('gameId', request.vendorGameId);
    url.searchParams.set('lang', request.language.toLowerCase());
    url.searchParams.set('mode', request.freePlay ? 'fun' : 'real');
    url.searchParams.set('lobby', request.lobbyUrl);
    return { gameUrl: url.toString() };
  },
};

/**
 * The adapters a `game_vendors.adapter` value may name. Demo vendors have none on purpose:
 * their catalogue is for the look of the lobby, and `launchGame` refuses them before this.
 */
const adapters = new Map<string, VendorAdapter>(
  [studioAdapter, seamlessAdapter].map((adapter) => [adapter.name, adapter]),
);

export function vendorAdapterNamed(name: string): VendorAdapter | undefined {
  return adapters.get(name);
}
