import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './chunks';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a chunk asked for when idle', () => {
  it('is requested only once the browser has an idle moment', async () => {
    let idle: (() => void) | undefined;
    const requestIdle = vi.fn((callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdle);
    const load = vi.fn(async () => 'chunk');

    const loading = whenIdle(load)();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });

    idle!();
    expect(await loading).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the next task where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const load = vi.fn(async () => 'chunk');

    const loading = whenIdle(load)();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await loading).toBe('chunk');
  });
});
