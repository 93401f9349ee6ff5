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
 * its own adapter registered by name in `vendor-adapters.ts`.
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
