import { useTranslation } from 'react-i18next';
import { useAvailablePromotions } from './api';
import './rewards.css';

/**
 * The Rewards entry's count of available promotions (spec §2 "Header"): a pill for the eye,
 * words for a screen reader. Nothing shows while the count is unknown or zero.
 */
export function AvailablePromotionsBadge() {
  const { t } = useTranslation();
  const count = useAvailablePromotions().data?.availablePromoCount ?? 0;
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <span className="visually-hidden">{t('rewards.promotionsAvailable', { count })}</span>
      <span className="count-badge rewards-badge" aria-hidden="true" data-testid="rewards-badge">
        {count > 99 ? '99+' : count}
      </span>
    </>
  );
}
