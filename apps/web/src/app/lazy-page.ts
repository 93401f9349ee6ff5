import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Loader } from '../ui/Loader';
import { loadChunk } from './chunks';
import type { LayoutHandle } from './layout/SiteLayout';
import { RouteError } from './RouteError';

/**
 * A page with its own code chunk, fetched on the first visit (route-level splitting). A first
 * load shows the loader inside the site's shell while the chunk arrives; a chunk that fails
 * or times out shows the error with a reload, still inside the shell.
 */
export function lazyPage(
  path: string,
  load: () => Promise<{ Component: ComponentType }>,
  handle?: LayoutHandle,
): RouteObject {
  return {
    path,
    lazy: () => loadChunk(load),
    HydrateFallback: Loader,
    ErrorBoundary: RouteError,
    handle,
  };
}
