import type { studio } from '@croupier/contract';
import { StudioApiError, studioApi } from '../api/studio-api';

/**
 * Opening a game: the launch token is good for one call, so the session token it buys is
 * kept for this tab (session storage, keyed by the launch token) and a reload of the same
 * game URL resumes the session instead of failing.
 */

const opening = new Map<string, Promise<studio.StudioSession>>();
const storageKey = (launchToken: string) => `croupier.studio.${launchToken}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

async function open(launchToken: string): Promise<studio.StudioSession> {
  const kept = storage()?.getItem(storageKey(launchToken));
  if (kept) {
    try {
      return await studioApi.resumeSession(kept);
    } catch (error) {
      if (!isExpired(error)) throw error;
      storage()?.removeItem(storageKey(launchToken));
    }
  }
  const session = await studioApi.openSession(launchToken);
  storage()?.setItem(storageKey(launchToken), session.sessionToken);
  return session;
}

/** One request per launch token, however many times React mounts the game. */
export function openGame(launchToken: string): Promise<studio.StudioSession> {
  let pending = opening.get(launchToken);
  if (!pending) {
    pending = open(launchToken);
    opening.set(launchToken, pending);
    pending.catch(() => opening.delete(launchToken));
  }
  return pending;
}

const expiredKeys = new Set([
  'launch_token_invalid',
  'game_session_invalid',
  'game_session_expired',
  'in_logged_login',
]);

/** The link or session is spent or too old: only the lobby can open the game again. */
export function isExpired(error: unknown): boolean {
  return (
    error instanceof StudioApiError && (error.status === 401 || expiredKeys.has(error.messageKey))
  );
}
