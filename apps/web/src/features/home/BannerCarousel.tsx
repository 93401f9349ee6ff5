import type { Announcement } from '@croupier/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const rotateEveryMs = 6000;

/**
 * The home banners (announcements of type B): one at a time, turning every few seconds
 * unless the pointer or focus is on them or the visitor prefers reduced motion.
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

  if (count === 0) return null;
  const shown = banners[index % count]!;
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
        className="banner"
        aria-roledescription="slide"
        aria-label={t('home.bannerOf', { index: (index % count) + 1, count })}
      >
        {shown.url ? (
          <img src={shown.url} alt={shown.title} width={1200} height={300} />
        ) : (
          <div className="banner-text">{shown.title}</div>
        )}
      </figure>
      {count > 1 && (
        <div className="banner-controls">
          <button
            type="button"
            className="icon-button"
            aria-label={t('home.previousBanner')}
            onClick={() => setIndex((current) => (current - 1 + count) % count)}
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
            className="icon-button"
            aria-label={t('home.nextBanner')}
            onClick={() => setIndex((current) => (current + 1) % count)}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
