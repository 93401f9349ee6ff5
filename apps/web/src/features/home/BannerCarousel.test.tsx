import type { Announcement } from '@croupier/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { BannerCarousel, phoneBannerMedia } from './BannerCarousel';

function banner(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    title: `Banner ${id}`,
    content: `<p>Text of banner <strong>${id}</strong></p>`,
    execution: 'B',
    promotionType: null,
    groupName: 'w_home',
    url: `/banners/${id}-wide.svg`,
    mobileUrl: `/banners/${id}-phone.svg`,
    code: null,
    ...overrides,
  };
}

const slide = () => screen.getByTestId('banners').querySelector('figure')!;

// Reduced motion: the banners stay put unless the visitor turns them.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the home banners', () => {
  it('loads the phone art on phones and the wide art elsewhere, with the text as text', () => {
    render(<BannerCarousel banners={[banner(1)]} />);
    const source = slide().querySelector('picture > source')!;
    expect(source.getAttribute('media')).toBe(phoneBannerMedia);
    expect(source.getAttribute('srcset')).toBe('/banners/1-phone.svg');
    const art = slide().querySelector('picture > img')!;
    expect(art.getAttribute('src')).toBe('/banners/1-wide.svg');
    // The art is decoration: what the banner says is the text over it.
    expect(art.getAttribute('alt')).toBe('');
    expect(slide().querySelector('figcaption')!.textContent).toBe('Banner 1Text of banner 1');
  });

  it('serves the one picture to every screen when the banner has no phone art', () => {
    render(<BannerCarousel banners={[banner(2, { mobileUrl: null })]} />);
    expect(slide().querySelector('source')).toBeNull();
    expect(slide().querySelector('img')!.getAttribute('src')).toBe('/banners/2-wide.svg');
  });

  it('shows the title as text on the brand colours when the banner has no picture', () => {
    render(<BannerCarousel banners={[banner(3, { url: null, mobileUrl: null, content: '' })]} />);
    expect(slide().querySelector('picture')).toBeNull();
    expect(slide().textContent).toBe('Banner 3');
  });

  it('turns with a swipe, either way, and not with a short touch', () => {
    render(<BannerCarousel banners={[banner(1), banner(2), banner(3)]} />);
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(slide(), { touches: [{ clientX: from }] });
      fireEvent.touchEnd(slide(), { changedTouches: [{ clientX: to }] });
    };
    swipe(300, 100);
    expect(screen.getByText('Banner 2')).toBeTruthy();
    swipe(100, 120);
    expect(screen.getByText('Banner 2')).toBeTruthy();
    swipe(100, 300);
    swipe(100, 300);
    expect(screen.getByText('Banner 3')).toBeTruthy();
  });
});
