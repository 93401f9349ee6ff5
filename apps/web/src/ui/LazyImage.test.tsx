import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFailure, LazyImage, maxAttempts, retryDelayMs } from './LazyImage';

/** An IntersectionObserver the test drives: `reveal()` brings every observed box into view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  reveal() {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const box = () => screen.getByTestId('picture').querySelector('.lazy-image')!;
const image = () => screen.getByRole('img', { name: 'Welcome bonus' });

function renderImage() {
  render(
    <div data-testid="picture">
      <LazyImage src="/demo/promotions/welcome.svg" alt="Welcome bonus" />
    </div>,
  );
}

function reveal() {
  act(() => FakeObserver.instances.at(-1)!.reveal());
}

describe('afterFailure', () => {
  it('retries until the third attempt has failed', () => {
    expect(maxAttempts).toBe(3);
    expect(afterFailure(1)).toBe('retry');
    expect(afterFailure(2)).toBe('retry');
    expect(afterFailure(3)).toBe('give-up');
  });
});

describe('LazyImage', () => {
  it('waits, with a placeholder and its alt text, until it nears the viewport', () => {
    renderImage();
    expect(box().getAttribute('data-status')).toBe('waiting');
    expect(image().hasAttribute('src')).toBe(false);
    expect(box().querySelector('.lazy-image-placeholder')).not.toBeNull();
    // Preload factor 1.3: the viewport grows by 30% on each side.
    expect(FakeObserver.instances[0]!.options.rootMargin).toBe('30% 30%');

    reveal();
    expect(box().getAttribute('data-status')).toBe('loading');
    expect(image().getAttribute('src')).toBe('/demo/promotions/welcome.svg');
    fireEvent.load(image());
    expect(box().getAttribute('data-status')).toBe('loaded');
  });

  it('retries a failed load with a fresh image and backs off between attempts', () => {
    renderImage();
    reveal();
    const first = image();
    fireEvent.error(first);
    expect(box().getAttribute('data-status')).toBe('retrying');

    act(() => vi.advanceTimersByTime(retryDelayMs - 1));
    expect(box().getAttribute('data-status')).toBe('retrying');
    act(() => vi.advanceTimersByTime(1));
    expect(box().getAttribute('data-status')).toBe('loading');
    const second = image();
    expect(second).not.toBe(first);
    expect(second.getAttribute('src')).toBe('/demo/promotions/welcome.svg');

    fireEvent.load(second);
    expect(box().getAttribute('data-status')).toBe('loaded');
  });

  it('gives up after three failed attempts and shows the alt text', () => {
    renderImage();
    reveal();
    let requests = 0;
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      expect(box().getAttribute('data-status')).toBe('loading');
      requests += 1;
      fireEvent.error(image());
      act(() => vi.advanceTimersByTime(retryDelayMs * attempt));
    }
    expect(requests).toBe(3);
    expect(box().getAttribute('data-status')).toBe('error');
    expect(box().querySelector('.lazy-image-alt')?.textContent).toBe('Welcome bonus');
    act(() => vi.advanceTimersByTime(60_000));
    expect(box().getAttribute('data-status')).toBe('error');
  });

  it('loads at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderImage();
    expect(box().getAttribute('data-status')).toBe('loading');
  });
});
