import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { PromotionTake } from '../../app/rewards/promotion-parts';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Loader';
import { RichText } from '@croupier/web-kit/rich-text';
import { usePromotions } from './api';
import { PromotionPicture } from './PromotionPicture';
import { promotionTypeLabel } from './promotion-types';
import './content.css';
import { useContentCatalogue } from './catalogue';

/**
 * /promoDetail?id=: one promotion and its terms. There is no call for a single promotion,
 * so it comes from the same list /promotions shows (usually already cached). Under its terms,
 * the rewards' Join or Claim with the member's status, when the announcement has a rule.
 */
export function PromotionDetailPage() {
  useContentCatalogue();
  const { t } = useTranslation();
  const promotions = usePromotions();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));

  const back = (
    <Link className="back-link" to="/promotions">
      ‹ {t('content.promotions.back')}
    </Link>
  );
  if (promotions.isPending) return <Loader />;
  if (promotions.isError) {
    const key = promotions.error instanceof ApiError ? promotions.error.messageKey : 'system_error';
    return <ErrorState messageKey={key} onRetry={() => void promotions.refetch()} />;
  }
  const promotion = promotions.data.find((item) => item.id === id);
  if (!promotion) {
    return (
      <section className="content-page" data-testid="promotion-missing">
        {back}
        <h1>{t('content.promotions.title')}</h1>
        <p className="empty-state">{t('content.promotions.notFound')}</p>
      </section>
    );
  }
  return (
    <article className="content-page promotion-detail" data-testid="promotion-detail">
      {back}
      <PromotionPicture url={promotion.url} />
      <header className="content-page-header">
        {promotion.promotionType && (
          <span className="promotion-type">{promotionTypeLabel(t, promotion.promotionType)}</span>
        )}
        <h1>{promotion.title}</h1>
      </header>
      <RichText html={promotion.content} testId="promotion-content" />
      <Suspense fallback={null}>
        <PromotionTake code={promotion.code} />
      </Suspense>
    </article>
  );
}
