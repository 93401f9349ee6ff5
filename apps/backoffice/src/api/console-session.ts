import { useSyncExternalStore } from 'react';
import { storedValue } from './stored-value';

/** Why there is no session: never signed in (or signed out), or the server ended it. */
export type ConsoleSessionState = { token: string | null; ended: boolean };

const token = storedValue(() => globalThis.sessionStorage, 'croupier.backoffice.token');
const listeners = new Set<() => void>();
let state: ConsoleSessionState = { token: token.get(), ended: false };

function change(next: ConsoleSessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/**
 * The console's session token. It lives in sessionStorage: closing the tab signs out, and a
 * player's token (the site keeps its own) is never sent to `/bo`.
 */
export const consoleSession = {
  get: (): ConsoleSessionState => state,
  token: (): string | null => state.token,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  start(value: string): void {
    token.set(value);
    change({ token: value, ended: false });
  },
  /** `expired`: the server no longer knows the token (idle, 12 hours, revoked). */
  end(reason: 'signed_out' | 'expired'): void {
    token.clear();
    change({ token: null, ended: reason === 'expired' });
  },
};

export function useConsoleSession(): ConsoleSessionState {
  return useSyncExternalStore(consoleSession.subscribe, consoleSession.get);
}
