/**
 * How a vendor's games are opened. `launchGame` checks the player, the game and the
 * merchant, opens a game session with a one-time launch token, and asks the vendor's adapter
 * for the URL the `/game` iframe loads. Money never goes through an adapter: every vendor,
 * the studio included, moves money by the seamless-wallet calls (`/seamless/...`).
 *
 * Adding a third-party aggregator is configuration: a `game_vendors` row with adapter
 * 'seamless', its launch URL and its HMAC secret; the generic adapter passes the launch
 * token, game id, language and free-play flag in the query of that URL, and the vendor calls
 * `/seamless/authenticate` with the token. An aggregator with another launch protocol gets
 * its own adapter registered by name below.
 */
export type LaunchRequest = {
  /** The vendor's row: code, launch URL, adapter name. */
  vendor: { code: string; launchUrl: string; adapter: string };
  /** The vendor's id of the game. */
  vendorGameId: string;
  launchToken: string;
  language: string;
  freePlay: boolean;
  /** Where the game's back / home button returns to. */
  lobbyUrl: string;
};

export type LaunchUrls = {
  /** May be relative to the site (wire conventions "Tolerances"). */
  gameUrl: string;
  /** A second host to try when the first fails (the wire's `game_url2`). */
  fallbackUrl?: string;
};

export interface VendorAdapter {
  /** The name a `game_vendors.adapter` value selects it by. */
  readonly name: string;
  launchUrls(request: LaunchRequest): LaunchUrls;
}

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
