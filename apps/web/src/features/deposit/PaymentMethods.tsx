import type { PublicDepositMethod } from '@croupier/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicDepositMethods } from './api';
import '../../app/layout/footer-lists.css';

/** A line drawing per kind, kept here so the site's first-render icon set stays as it is. */
const kindIcons: Record<PublicDepositMethod['kind'], string> = {
  bank_transfer: 'M3 9.5 12 4l9 5.5zM5 10v7M9.7 10v7M14.3 10v7M19 10v7M3 20h18',
  gateway: 'M3 6h18v12H3zM3 10h18M7 15h4',
};

/**
 * The footer's payment methods (issue 4 "Footer"): the merchant's enabled ways to deposit,
 * each with its kind's icon, for guests too. Nothing shows until they are known, or when
 * there are none.
 */
export function PaymentMethods() {
  const { t } = useTranslation();
  const headingId = useId();
  const methods = usePublicDepositMethods().data ?? [];
  if (methods.length === 0) return null;
  return (
    <section className="footer-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-heading">
        {t('footer.paymentMethods')}
      </h2>
      <ul data-testid="payment-methods">
        {methods.map((method) => (
          <li key={method.code} className="footer-pill">
            <svg
              role="img"
              width={18}
              height={18}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <title>{t(`footer.paymentKinds.${method.kind}`)}</title>
              <path d={kindIcons[method.kind]} />
            </svg>
            {method.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
