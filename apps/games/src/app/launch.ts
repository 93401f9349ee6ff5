import { isStudioGameId, type StudioGameId } from '@croupier/contract';
import { languageOf, type Language } from '../i18n/language';

/**
 * What the launch URL says: `/studio/<game>/?token=<launch token>&lang=<en|vi>&lobby=<path>`
 * (the catalogue's studio adapter builds it).
 */
export type Launch = {
  gameId: StudioGameId | null;
  launchToken: string | null;
  language: Language;
  /** Where the lobby button goes: a path of the site only, never another origin. */
  lobby: string;
};

export function readLaunch(url: URL, base = import.meta.env.BASE_URL): Launch {
  const rest = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : '';
  const segment = rest.split('/')[0] ?? '';
  const params = url.searchParams;
  return {
    gameId: isStudioGameId(segment) ? segment : null,
    launchToken: params.get('token') || null,
    language: languageOf(params.get('lang')),
    lobby: sitePath(params.get('lobby')),
  };
}

/** A same-site path, or the home page: `//evil.example` and `https://...` are refused. */
export function sitePath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/';
  }
  return value;
}

/**
 * The game is in the site's /game iframe (same origin): the site's page around it has the
 * way back to the lobby and the game's name. A foreign parent throws, and counts as not.
 */
export function inSiteFrame(): boolean {
  try {
    return window.parent !== window && window.parent.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Leaves the game for the lobby: the whole site when the game is in the site's iframe. */
export function goToLobby(lobby: string): void {
  (inSiteFrame() ? window.parent : window).location.assign(lobby);
}
