/**
 * The launched game's address, kept in session storage (spec §3 session `iframeUrl`) so a
 * reload of /game still shows the game; signing out clears it with the rest of the session.
 */
export type StoredLaunch = {
  url: string;
  /** The lobby page the game was started from: where Back leads after a reload. */
  lobby: string;
  name: string;
};

const launchKey = 'iframeUrl';

export function storeLaunch(launch: StoredLaunch): void {
  sessionStorage.setItem(launchKey, JSON.stringify(launch));
}

export function readLaunch(): StoredLaunch | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(launchKey) ?? 'null') as StoredLaunch | null;
    return stored && typeof stored.url === 'string' && stored.url ? stored : null;
  } catch {
    return null;
  }
}
