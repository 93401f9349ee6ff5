import { isTransaction, type Database } from '../db/database';

/**
 * How stale a cached answer may be on a server that did not make the change. Every server
 * forgets what it changed itself at once (`forget`); the others stop serving the old value
 * within this bound, because no entry is served once it is older. One query per key per
 * second per process is the whole cost, next to the thousands of requests a second it saves.
 */
export const sharedCacheBoundMs = 1_000;

const everyCache = new Set<ExpiringCache<unknown>>();

/**
 * Forgets every cached read of this process: for tests that change the database behind the
 * server's back (plain SQL), as an operator's tool would have to wait out the bound.
 */
export function forgetCachedReads(): void {
  for (const cache of everyCache) cache.forget();
}

type Entry<V> = { value: Promise<V>; loadedAt: number };

/**
 * One database's entries. An entry holds its load's promise from the start, so a `forget`
 * during a load drops that load too: nothing read before a change is kept after it.
 */
type Store<V> = Map<string, Entry<V>>;

/**
 * A process-local copy of what every request reads and operators rarely change (merchants,
 * site settings, vendor secrets, signed-in sessions), read from the database at most once per
 * `maxAgeMs` per key. The database stays the only source: a change made on another server is
 * seen here within `maxAgeMs` (the stated bound), one made here as soon as its writer calls
 * `forget`. Concurrent misses of one key share one query. Failures are not kept. Inside a
 * transaction the database is read directly: what a transaction reads must be its own.
 */
export class ExpiringCache<V> {
  /**
   * Keyed by the database handle a server was built with: tests open several databases in
   * one process, and build two servers on one database to show the bound (`forget` below).
   */
  private readonly stores = new WeakMap<Database, Store<V>>();
  /** The same stores, to forget in all: a writer's transaction does not lead back to its pool. */
  private readonly allStores = new Set<WeakRef<Store<V>>>();

  constructor(
    readonly name: string,
    private readonly options: { maxAgeMs?: number; maxEntries?: number } = {},
  ) {
    everyCache.add(this as ExpiringCache<unknown>);
  }

  get(db: Database, key: string, load: () => Promise<V>): Promise<V> {
    if (isTransaction(db)) return load();
    let store = this.stores.get(db);
    if (!store) {
      this.stores.set(db, (store = new Map()));
      this.allStores.add(new WeakRef(store));
    }
    const now = Date.now();
    const entry = store.get(key);
    if (entry && now - entry.loadedAt < this.maxAgeMs) return entry.value;
    return this.keep(store, key, load(), now);
  }

  /**
   * Drops one key, or every key: the next read asks the database. Writers call it beside
   * their write, so this server serves the change from its next request on (a read racing
   * the write's commit may keep the old value, within the bound).
   */
  forget(key?: string): void {
    for (const ref of this.allStores) {
      const store = ref.deref();
      if (!store) this.allStores.delete(ref);
      else if (key === undefined) store.clear();
      else store.delete(key);
    }
  }

  private get maxAgeMs() {
    return this.options.maxAgeMs ?? sharedCacheBoundMs;
  }

  private keep(store: Store<V>, key: string, value: Promise<V>, now: number): Promise<V> {
    const entry = { value, loadedAt: now };
    // Re-inserted at the end of the map's order, so the bound below drops the oldest first.
    store.delete(key);
    store.set(key, entry);
    value.catch(() => {
      if (store.get(key) === entry) store.delete(key);
    });
    if (store.size > (this.options.maxEntries ?? 10_000)) {
      const oldest = store.keys().next().value;
      if (oldest !== undefined) store.delete(oldest);
    }
    return value;
  }
}
