import { useEffect, useRef, useState, type CSSProperties } from 'react';
import './lazy-image.css';

/** Spec §4 "Lazy image": loading, loaded, error; `retrying` between failed attempts. */
export type LazyImageStatus = 'waiting' | 'loading' | 'retrying' | 'loaded' | 'error';

/** Spec §9: an image starts loading when it is within 1.3 viewports of being seen. */
export const preloadFactor = 1.3;
export const maxAttempts = 3;
/** Backoff before attempt n+1 is n times this, so a struggling CDN is not hammered. */
export const retryDelayMs = 800;

/** What follows a failed attempt: another try until the attempts are used up. */
export function afterFailure(attempt: number, attempts = maxAttempts): 'retry' | 'give-up' {
  return attempt < attempts ? 'retry' : 'give-up';
}

type State = { src: string; status: LazyImageStatus; attempt: number };

/**
 * An image that loads when it nears the viewport, shows a placeholder until it has, and
 * retries a failed load (a new <img> each time, so the browser really asks again). The
 * <img> is always present with its `alt`, so screen readers meet it even before it loads.
 */
export function LazyImage({
  src,
  alt,
  aspectRatio,
  className,
}: {
  src: string;
  /** Required: describe the picture, or "" when the text beside it already says it all. */
  alt: string;
  /** CSS aspect ratio of the box, e.g. "16 / 9", so the page does not jump when it loads. */
  aspectRatio?: string;
  className?: string;
}) {
  const box = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<State>({ src, status: 'waiting', attempt: 0 });
  // A new address starts over (derived state, reset during render as React recommends).
  if (state.src !== src) setState({ src, status: 'waiting', attempt: 0 });
  const { status, attempt } = state;

  useEffect(() => {
    if (status !== 'waiting') return;
    const start = () => setState((current) => ({ ...current, status: 'loading', attempt: 1 }));
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      start();
      return;
    }
    const margin = `${Math.round((preloadFactor - 1) * 100)}%`;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: `${margin} ${margin}` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [status, src]);

  useEffect(() => {
    if (status !== 'retrying') return;
    const timer = setTimeout(
      () =>
        setState((current) => ({ ...current, status: 'loading', attempt: current.attempt + 1 })),
      retryDelayMs * attempt,
    );
    return () => clearTimeout(timer);
  }, [status, attempt]);

  const fail = () =>
    setState((current) => ({
      ...current,
      status: afterFailure(current.attempt) === 'retry' ? 'retrying' : 'error',
    }));
  const requested = status === 'loading' || status === 'loaded';

  return (
    <span
      ref={box}
      className={className ? `lazy-image ${className}` : 'lazy-image'}
      data-status={status}
      style={aspectRatio ? ({ aspectRatio } as CSSProperties) : undefined}
    >
      <span className="lazy-image-placeholder" aria-hidden="true">
        {status === 'error' && alt && <span className="lazy-image-alt">{alt}</span>}
      </span>
      <img
        key={attempt}
        src={requested ? src : undefined}
        alt={alt}
        decoding="async"
        onLoad={() => setState((current) => ({ ...current, status: 'loaded' }))}
        onError={requested ? fail : undefined}
      />
    </span>
  );
}
