import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LobbyCache } from './cache';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** A load that answers how many times it ran. */
function counter() {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    return calls;
  });
  return load;
}

describe('the lobby cache', () => {
  it('answers from memory within its period, and shares one load between callers', async () => {
    const cache = new LobbyCache();
    const load = counter();
    const [first, second] = await Promise.all([
      cache.get('k', 1_000, load),
      cache.get('k', 1_000, load),
    ]);
    expect([first, second]).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get('k', 1_000, load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the old answer once while refreshing it in the second period', async () => {
    const cache = new LobbyCache();
    const load = counter();
    await cache.get('k', 1_000, load);
    vi.advanceTimersByTime(1_500);
    expect(await cache.get('k', 1_000, load)).toBe(1);
    await vi.runAllTimersAsync();
    expect(await cache.get('k', 1_000, load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never answers older than two periods', async () => {
    const cache = new LobbyCache();
    const load = counter();
    await cache.get('k', 1_000, load);
    vi.advanceTimersByTime(2_000);
    expect(await cache.get('k', 1_000, load)).toBe(2);
  });

  it('does not keep a failure', async () => {
    const cache = new LobbyCache();
    const failing = vi.fn(async () => {
      throw new Error('database down');
    });
    await expect(cache.get('k', 1_000, failing)).rejects.toThrow('database down');
    expect(await cache.get('k', 1_000, async () => 'back')).toBe('back');
  });

  it('forgets everything on clear, even a refresh still under way', async () => {
    const cache = new LobbyCache();
    await cache.get('k', 1_000, async () => 'old');
    vi.advanceTimersByTime(1_500);
    let finish: (value: string) => void = () => {};
    const slow = () => new Promise<string>((resolve) => (finish = resolve));
    expect(await cache.get('k', 1_000, slow)).toBe('old');
    cache.clear();
    finish('loaded before the clear');
    await vi.runAllTimersAsync();
    expect(await cache.get('k', 1_000, async () => 'new')).toBe('new');
  });
});
