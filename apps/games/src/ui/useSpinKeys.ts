import { useEffect, useRef } from 'react';

const interactive =
  'button, a, input, select, textarea, summary, [contenteditable], [role="button"]';

/**
 * Space or Enter plays a round from anywhere in the game, unless the key belongs to
 * something else: a focused control (which handles it itself) or an open dialog.
 */
export function useSpinKeys(onSpin: () => void, enabled: boolean): void {
  const latest = useRef(onSpin);
  useEffect(() => {
    latest.current = onSpin;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as Element | null;
      if (target?.closest?.(interactive) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
