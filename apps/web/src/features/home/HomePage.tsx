import type { Announcement } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed, whenIdle } from '../../app/chunks';
import { Link } from 'react-router';
import { Icon } from '../../ui/icons';
import { useSessionStore } from '../../app/session/store';
import { useSite } from '../../app/site';
import { modalBannerGroups, useHomeAnnouncements } from './announcements';
import { BannerCarousel } from './BannerCarousel';
import { enabledCategories } from '../../app/games/categories';
import { prefetchHomeGames } from './games-queries';
import { NoticeMarquee } from './NoticeMarquee';
import './home.css';

// Popups bring the rich-text sanitiser; they load only when there are popups to show, once
// the page has painted.
const AnnouncementPopups = lazyNamed<{ popups: Announcement[]; audience: string }>(
  whenIdle(() => import('./AnnouncementPopups')),
  'AnnouncementPopups',
);
// The game sections (hot, popular, winners, every game) come after the first paint; if
// their code cannot arrive, the route's error page offers a reload, as for any page.
const HomeGames = lazyNamed(
  whenIdle(() => import('./HomeGames')),
  'HomeGames',
);

/**
 * The home page (spec §2): banners, the marquee of player notices, the popups, the game
 * categories, then the game sections: hot and popular games, the winner board and every
 * game, paged 21 then 18.
 */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // The game sections' calls go out in the same idle moment as their code is asked for.
  useEffect(() => {
    void whenIdle(async () => prefetchHomeGames(queryClient, i18n.language))();
  }, [queryClient, i18n.language]);
  const site = useSite();
  const token = useSessionStore((state) => state.token);
  // One dialog at a time: popups wait while a sign-in modal (say /register's) is open.
  const sessionModalOpen = useSessionStore((state) => state.modal !== null);
  const announcements = useHomeAnnouncements(token !== null);
  const categories = enabledCategories(site.info.whitelabel);
  const popups = announcements.data?.popup ?? [];
  const banners = (announcements.data?.banners ?? []).filter(
    (banner) => !modalBannerGroups.has(banner.groupName ?? ''),
  );
  return (
    <section className="page home" data-testid="home-page">
      {banners.length > 0 ? (
        <>
          <h1 className="visually-hidden">{t('home.welcome', { brand: site.merchant.name })}</h1>
          <BannerCarousel banners={banners} />
        </>
      ) : (
        <div className="hero">
          <h1>{t('home.welcome', { brand: site.merchant.name })}</h1>
          <p className="hero-lead">{t('home.intro')}</p>
        </div>
      )}
      <NoticeMarquee notices={announcements.data?.player ?? []} />
      {popups.length > 0 && !sessionModalOpen && (
        <Suspense fallback={null}>
          <AnnouncementPopups popups={popups} audience={token ?? 'guest'} />
        </Suspense>
      )}
      <h2 className="section-title">{t('home.categoriesTitle')}</h2>
      {categories.length === 0 ? (
        <p className="empty-state">{t('home.noCategories')}</p>
      ) : (
        <ul className="category-grid">
          {categories.map(({ category, route }) => (
            <li key={category}>
              <Link className="category-card card-link" to={route}>
                <span className="category-icon">
                  <Icon name={category} />
                </span>
                <span className="category-name">{t(`categories.${category}`)}</span>
                <span className="category-tagline">{t(`categoryTaglines.${category}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {/* Card-shaped placeholders drawn by CSS alone, until the sections' code is in. */}
      <Suspense fallback={<div className="home-games-placeholder" aria-hidden="true" />}>
        <HomeGames />
      </Suspense>
    </section>
  );
}
