import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Loader';
import { Segmented } from '../../ui/Segmented';
import { usePromotions } from './api';
import { PromotionPicture } from './PromotionPicture';
import { promotionTypeLabel, promotionTypes } from './promotion-types';
import './content.css';
import { useContentCatalogue } from './catalogue';

/**
 * /promotions: the promotions showing now (announcements of type PR), with filters by
 * promotion type when there is more than one. The chosen type is in the address (?type=)
 * so Back and shared links keep it.
 */
export function PromotionsPage() {
  useContentCatalogue();
  const { t } = useTranslation();
  const promotions = usePromotions();
  const [params, setParams] = useSearchParams();

  let body;
  if (promotions.isPending) body = <Loader />;
  else if (promotions.isError)
    body = (
      <ErrorState
        messageKey={
          promotions.error instanceof ApiError ? promotions.error.messageKey : 'system_error'
        }
        onRetry={() => void promotions.refetch()}
      />
    );
  else if (promotions.data.length === 0)
    body = <p className="empty-state">{t('content.promotions.empty')}</p>;
  else {
    const types = promotionTypes(promotions.data);
    const wanted = params.get('type');
    const chosen = wanted && types.includes(wanted) ? wanted : null;
    const shown = promotions.data.filter((item) => !chosen || item.promotionType === chosen);
    const choose = (type: string | null) =>
      setParams(type ? { type } : {}, { replace: true, preventScrollReset: true });
    body = (
      <>
        {types.length > 1 && (
          <Segmented
            label={t('content.promotions.filter')}
            options={[
              { value: null, label: t('content.promotions.all') },
              ...types.map((type) => ({ value: type, label: promotionTypeLabel(t, type) })),
            ]}
            value={chosen}
            onChange={choose}
            className="promotion-filters"
            testId="promotion-filters"
          />
        )}
        <ul className="promotion-grid" data-testid="promotion-list">
          {shown.map((promotion) => (
            <li key={promotion.id}>
              <Link
                className="promotion-card card-link"
                to={`/promoDetail?id=${promotion.id}`}
                data-testid="promotion-card"
              >
                <PromotionPicture url={promotion.url} />
                <span className="promotion-card-body">
                  {promotion.promotionType && (
                    <span className="promotion-type">
                      {promotionTypeLabel(t, promotion.promotionType)}
                    </span>
                  )}
                  <span className="promotion-title">{promotion.title}</span>
                  <span className="promotion-more" aria-hidden="true">
                    {t('content.promotions.readMore')} ›
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className="content-page promotions-page" data-testid="promotions-page">
      <header className="content-page-header">
        <h1>{t('content.promotions.title')}</h1>
        <p>{t('content.promotions.intro')}</p>
      </header>
      {body}
    </section>
  );
}
