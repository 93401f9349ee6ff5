import type { Announcement } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../ui/icons';

/**
 * The marquee of player notices (type PL) under the banners. The titles scroll by; each
 * leads to the notice page, and the scrolling stops on hover, on focus and for visitors who
 * prefer reduced motion.
 */
export function NoticeMarquee({ notices }: { notices: Announcement[] }) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  return (
    <div className="notice-marquee" data-testid="notice-marquee">
      <Icon name="bell" size={20} />
      <span className="visually-hidden">{t('home.notices')}</span>
      <div className="marquee-window">
        <ul className="marquee-track">
          {notices.map((notice) => (
            <li key={notice.id}>
              <Link to="/noticePage">{notice.title}</Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
