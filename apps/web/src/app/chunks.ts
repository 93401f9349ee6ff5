import { lazy, type ComponentType } from 'react';

/** Spec §8/§9: a page's code that has not arrived after 120 s counts as failed. */
export const chunkLoadTimeoutMs = 120_000;

/** A code chunk that failed to load or timed out; the route error page offers a reload. */
export class ChunkLoadError extends Error {
  constructor(readonly messageKey: 'timeout_retry_please' | 'in_network_again') {
    super(messageKey);
    this.name = 'ChunkLoadError';
  }
}

/** Loads a chunk, failing with a ChunkLoadError on a network error or after the timeout. */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError('timeout_retry_please')),
      chunkLoadTimeoutMs,
    );
  });
  return Promise.race([
    load().catch(() => {
      throw new ChunkLoadError('in_network_again');
    }),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

/**
 * Asks for a chunk in the first idle moment after the render that wanted it (at most a second
 * later), for what sits below the fold or opens over the page: its first paint, and on a slow
 * phone its largest picture, then do not queue behind that code on the network.
 */
export function whenIdle<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    new Promise<void>((resolve) => {
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(() => resolve(), { timeout: 1000 });
      else setTimeout(resolve, 1);
    }).then(load);
}

/** React.lazy for a named export, through `loadChunk`. */
export function lazyNamed<Props extends object>(
  load: () => Promise<Record<string, unknown>>,
  name: string,
) {
  return lazy(() =>
    loadChunk(load).then((module) => ({ default: module[name] as ComponentType<Props> })),
  );
}
