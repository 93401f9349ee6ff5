import { useRouteError } from 'react-router';
import { ErrorState } from '../ui/ErrorState';
import { ChunkLoadError } from './chunks';

/**
 * What a route shows when it cannot render: a page whose code did not load (network trouble
 * or the 120 s timeout) offers a reload; anything else is the system error, with the same way
 * out. Details go to the console for the developer, never onto the page.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const messageKey = error instanceof ChunkLoadError ? error.messageKey : 'system_error';
  return <ErrorState fullPage messageKey={messageKey} onRetry={() => window.location.reload()} />;
}
