import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { ExpiringCache, sharedCacheBoundMs } from './expiring-cache';

// The cache only keys on the handle it is given; a plain object stands for a database.
const database = () => ({}) as Database;

/** A load that counts its calls and answers the current value of `source`. */
function counted(source: { value: string }) {
  const load = vi.fn(async () => source.value);
  return load;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ExpiringCache', () => {
  it('answers from memory within the bound and reads the database again after it', async () => {
    const cache = new ExpiringCache<string>('test');
    const db = database();
    const source = { value: 'before' };
    const load = counted(source);

    expect(await cache.get(db, 'key', load)).toBe('before');
    source.value = 'after'; // changed by another server
    vi.advanceTimersByTime(sharedCacheBoundMs - 1);
    expect(await cache.get(db, 'key', load)).toBe('before');
    vi.advanceTimersByTime(1);
    expect(await cache.get(db, 'key', load)).toBe('after');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again at once after this server forgets a key, or every key', async () => {
    const cache = new ExpiringCache<string>('test');
    const db = database();
    const source = { value: 'before' };
    await cache.get(db, 'a', counted(source));
    await cache.get(db, 'b', counted(source));
    source.value = 'after';

    cache.forget('a');
    expect(await cache.get(db, 'a', counted(source))).toBe('after');
    expect(await cache.get(db, 'b', counted(source))).toBe('before');
    cache.forget();
    expect(await cache.get(db, 'b', counted(source))).toBe('after');
  });

  it('does not keep a load that a forget overtook', async () => {
    const cache = new ExpiringCache<string>('test');
    const db = database();
    let finish!: (value: string) => void;
    const slow = cache.get(db, 'key', () => new Promise((resolve) => (finish = resolve)));
    cache.forget('key');
    finish('read before the change');
    expect(await slow).toBe('read before the change');
    expect(await cache.get(db, 'key', async () => 'read after it')).toBe('read after it');
  });

  it('shares one load among concurrent misses of a key', async () => {
    const cache = new ExpiringCache<string>('test');
    const db = database();
    const load = counted({ value: 'one' });
    const answers = await Promise.all([1, 2, 3].map(() => cache.get(db, 'key', load)));
    expect(answers).toEqual(['one', 'one', 'one']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure: the next call asks the database again', async () => {
    const cache = new ExpiringCache<string>('test');
    const db = database();
    await expect(
      cache.get(db, 'key', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.get(db, 'key', async () => 'back')).toBe('back');
  });

  it('keeps each database apart, and no more entries than its limit', async () => {
    const cache = new ExpiringCache<string>('test', { maxEntries: 2 });
    const [first, second] = [database(), database()];
    await cache.get(first, 'key', async () => 'first');
    expect(await cache.get(second, 'key', async () => 'second')).toBe('second');

    await cache.get(first, 'other', async () => 'x');
    await cache.get(first, 'third', async () => 'y');
    // The oldest entry of `first` made room.
    expect(await cache.get(first, 'key', async () => 'read again')).toBe('read again');
  });
});
