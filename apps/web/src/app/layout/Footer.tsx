import { footerHelpKeys } from '@croupier/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../site';
import { loadChunk, whenIdle } from '../chunks';

// Below the fold on every page: the providers' and payment methods' lists and their calls
// come once the page is idle after the first render. Their code failing to arrive leaves a
// list out, not the page.
const GameProviders = lazy(() =>
  loadChunk(whenIdle(() => import('../../features/home/GameProviders'))).then(
    (module) => ({ default: module.GameProviders }),
    () => ({ default: () => null }),
  ),
);
const PaymentMethods = lazy(() =>
  loadChunk(whenIdle(() => import('../../features/deposit/PaymentMethods'))).then(
    (module) => ({ default: module.PaymentMethods }),
    () => ({ default: () => null }),
  ),
);

/**
 * Spec §1 footer: the game providers, the payment methods (the merchant's ways to deposit),
 * links to the help centre's pages (About, Contact, Terms, Responsible Gaming, Privacy,
 * Affiliates, Refund Policy), the regulator notice and the responsible-gaming line.
 */
export function Footer() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <Suspense fallback={null}>
        <GameProviders />
      </Suspense>
      <Suspense fallback={null}>
        <PaymentMethods />
      </Suspense>
      <nav aria-label={t('footer.helpLinks')}>
        <ul className="footer-links">
          {footerHelpKeys.map((key) => (
            <li key={key}>
              <Link to={`/help#${key}`}>{t(`footer.links.${key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {site.merchant.licenceNotice && (
        <p className="licence-notice">{site.merchant.licenceNotice}</p>
      )}
      <p className="responsible">
        <span className="age-badge" aria-hidden="true">
          18+
        </span>
        {t('footer.responsible')}
      </p>
      <p className="copyright">
        {t('footer.rights', { year: new Date().getFullYear(), brand: site.merchant.name })}
      </p>
    </footer>
  );
}
