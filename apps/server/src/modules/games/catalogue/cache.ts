import type { Database } from '../../../platform/db/database';

/**
 * How long a server answers a lobby list from memory before asking again. The database
 * stays the only source: every server reads it and none writes to this cache but its own
 * reads, so a change to the catalogue reaches every server's lobby within two periods (see
 * `LobbyCache`). Launches, favourites, recent games and favourite marks read the database.
 */
export const catalogueTtlMs = 3_000;
/** The winner board changes with every settled win; a short delay is what a board shows. */
export const winnerBoardTtlMs = 10_000;

/** Bounded, so that endless distinct name searches cannot grow it without limit. */
const maxEntries = 5_000;

type Entry = { value: Promise<unknown>; loadedAt: number; ttlMs: number; refreshing: boolean };

/**
 * Answers of the public lobby calls (the same for every visitor of a merchant), kept for a
 * few seconds. The promise itself is kept, so concurrent requests for the same missing
 * answer share one query instead of all asking the database at once. In the second period
 * after it expires, an answer is still served while one request refreshes it, so a busy
 * page never makes its visitors wait for the database; an answer is never older than two
 * periods.
 */
export class LobbyCache {
  private readonly entries = new Map<string, Entry>();
  /** Counts `clear()`s: a refresh begun before one must not bring back what it dropped. */
  private generation = 0;

  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry) {
      const age = now - entry.loadedAt;
      if (age < entry.ttlMs) return entry.value as Promise<T>;
      if (age < 2 * entry.ttlMs) {
        if (!entry.refreshing) this.refresh(key, entry, ttlMs, load);
        return entry.value as Promise<T>;
      }
    }
    return this.store(key, ttlMs, load(), now);
  }

  clear(): void {
    this.entries.clear();
    this.generation += 1;
  }

  private refresh<T>(key: string, stale: Entry, ttlMs: number, load: () => Promise<T>) {
    stale.refreshing = true;
    const generation = this.generation;
    const loading = load();
    loading.then(
      () => {
        if (generation === this.generation) this.store(key, ttlMs, loading, Date.now());
      },
      // Keep serving the stale answer until it is too old; the next request tries again.
      () => {
        stale.refreshing = false;
      },
    );
  }

  private store<T>(key: string, ttlMs: number, value: Promise<T>, now: number): Promise<T> {
    // Re-inserted at the end of the map's order, so eviction drops the longest-kept first.
    this.entries.delete(key);
    this.entries.set(key, { value, loadedAt: now, ttlMs, refreshing: false });
    // A failure is not kept: the next request asks the database again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}

const caches = new WeakMap<Database, LobbyCache>();

/** The cache of one database handle (one per application; tests each have their own). */
export function lobbyCacheOf(db: Database): LobbyCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new LobbyCache()));
  return cache;
}

/**
 * Drops this server's cached lobby answers, after a change made through it (an operator's
 * catalogue edit, a test's direct update); other servers follow within `catalogueTtlMs`.
 */
export function forgetCachedLobby(db: Database): void {
  lobbyCacheOf(db).clear();
}
