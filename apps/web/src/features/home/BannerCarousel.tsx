import type { Announcement } from '@croupier/contract';
import { RichText } from '@croupier/web-kit/rich-text';
import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';

const rotateEveryMs = 6000;
/** Where the phone picture takes over: the site's phone layout (shell.css) starts here. */
export const phoneBannerMedia = '(max-width: 720px)';
/** A horizontal swipe at least this long (CSS px) turns the banner on a touch screen. */
const swipeMinPx = 40;

/**
 * One banner's art: the phone picture for narrow screens when it has one, the wide one
 * otherwise, so a phone never downloads the wide art. Decorative (empty alt): the banner's
 * title and text are real text over it, in the visitor's language.
 */
function BannerArt({ banner }: { banner: Announcement }) {
  if (!banner.url) return null;
  return (
    <picture>
      {banner.mobileUrl && (
        <source media={phoneBannerMedia} srcSet={banner.mobileUrl} width={750} height={400} />
      )}
      <img src={banner.url} alt="" width={1200} height={300} />
    </picture>
  );
}

/**
 * The home banners (announcements of type B): one at a time, turning every few seconds
 * unless the pointer or focus is on them or the visitor prefers reduced motion. Each is its
 * art with its title and text laid over it as text. On phones: the phone art, readable
 * text, and swipe or dots to turn (no arrows over the art).
 */
export function BannerCarousel({ banners }: { banners: Announcement[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || paused || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), rotateEveryMs);
    return () => clearInterval(timer);
  }, [count, paused]);

  const touchStart = useRef<number | null>(null);
  if (count === 0) return null;
  const shown = banners[index % count]!;
  const turn = (step: number) => setIndex((current) => (current + step + count) % count);
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (count < 2 || start === null || end === undefined) return;
    if (Math.abs(end - start) >= swipeMinPx) turn(end < start ? 1 : -1);
  };
  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      data-testid="banners"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <figure
        className={shown.url ? 'banner' : 'banner banner-plain'}
        aria-roledescription="slide"
        aria-label={t('home.bannerOf', { index: (index % count) + 1, count })}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <BannerArt banner={shown} />
        <figcaption className="banner-caption">
          <p className="banner-title">{shown.title}</p>
          {shown.content && <RichText className="banner-subtitle" html={shown.content} />}
        </figcaption>
      </figure>
      {count > 1 && (
        <div className="banner-controls">
          {/* Phones turn the banner by swiping or by its dots: the arrows are desktop only. */}
          <button
            type="button"
            className="icon-button banner-arrow"
            aria-label={t('home.previousBanner')}
            onClick={() => turn(-1)}
          >
            ‹
          </button>
          {banners.map((banner, dot) => (
            <button
              key={banner.id}
              type="button"
              className="banner-dot"
              aria-label={t('home.bannerOf', { index: dot + 1, count })}
              aria-current={dot === index % count}
              onClick={() => setIndex(dot)}
            />
          ))}
          <button
            type="button"
            className="icon-button banner-arrow"
            aria-label={t('home.nextBanner')}
            onClick={() => turn(1)}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
