import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the page matches a media query now, kept up to date as it changes (a keyboard
 * plugged in, the system's motion setting). False where the browser cannot tell.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
