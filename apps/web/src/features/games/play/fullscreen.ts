import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Full screen for the game page. The Fullscreen API where the browser offers it for an
 * element; where it does not (an iPhone's Safari allows it for video only) or refuses, the
 * page pins the game over the whole window instead, and Escape or the same button leaves it.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false);
  const [pinned, setPinned] = useState(false);

  useEffect(() => {
    const follow = () => setNative(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [target]);

  useEffect(() => {
    if (!pinned) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPinned(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [pinned]);

  const enter = useCallback(async () => {
    const element = target.current;
    if (element && document.fullscreenEnabled && typeof element.requestFullscreen === 'function') {
      try {
        await element.requestFullscreen();
        return;
      } catch {
        // Refused (no user gesture, a policy of the embedding page): pin it instead.
      }
    }
    setPinned(true);
  }, [target]);

  const exit = useCallback(() => {
    setPinned(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  return { active: native || pinned, pinned, enter, exit };
}
