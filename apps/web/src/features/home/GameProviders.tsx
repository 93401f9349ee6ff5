import type { GameMenu, GameVendor } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyImage } from '../../ui/LazyImage';
import { vendorPageLink } from './game-link';
import { useGameMenus } from '../../app/games/menus';
import '../../app/layout/footer-lists.css';
import './game-providers.css';

/**
 * Each vendor once, in the merchant's nav order, with the category it first appears in:
 * that category's game-list page is where it leads.
 */
export function uniqueVendors(menus: GameMenu[]): { vendor: GameVendor; link: string }[] {
  const seen = new Set<string>();
  return menus.flatMap((menu) =>
    menu.vendors.flatMap((vendor) => {
      if (seen.has(vendor.vassalage)) return [];
      seen.add(vendor.vassalage);
      return [{ vendor, link: vendorPageLink(menu.gameCategory, vendor.vassalage) }];
    }),
  );
}

/**
 * The footer's game providers (spec §1): the vendors this merchant offers, from the answer
 * the header's menus already asked for. Nothing shows until they are known, or when there are none.
 */
export function GameProviders() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const providers = menus.data ? uniqueVendors(menus.data) : [];
  if (providers.length === 0) return null;
  return (
    <nav className="footer-list footer-providers" aria-label={t('footer.gameProviders')}>
      <h2 className="footer-heading">{t('footer.gameProviders')}</h2>
      <ul data-testid="game-providers">
        {providers.map(({ vendor, link }) => (
          <li key={vendor.vassalage}>
            <Link to={link} className="footer-pill">
              {vendor.smallIcon && (
                <LazyImage src={vendor.smallIcon} alt="" className="provider-icon" />
              )}
              {vendor.displayName}
              {vendor.demoOnly && <span className="provider-demo">{t('common.demo')}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
