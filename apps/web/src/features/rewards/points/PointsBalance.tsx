import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../ui/RecordTable';
import { formatPoints, usePointsSummary } from './api';

/** The member's points and the net points of each type that has any. */
export function PointsBalance() {
  const { t } = useTranslation();
  const summary = usePointsSummary();
  return (
    <section
      className="panel point-mall-card point-balance"
      aria-labelledby="point-balance-title"
      data-testid="point-balance"
    >
      <h2 id="point-balance-title">{t('pointMall.balance.title')}</h2>
      <QueryView query={summary} isEmpty={() => false} emptyText="">
        {(data) => {
          const types = data.byType.filter((row) => row.points !== 0);
          return (
            <>
              <p className="point-balance-value" data-testid="point-balance-value">
                {formatPoints(data.balance)}
              </p>
              {types.length > 0 ? (
                <dl className="point-balance-types">
                  {types.map((row) => (
                    <div key={row.type}>
                      <dt>{t(`pointMall.types.${row.type}`)}</dt>
                      <dd>{formatPoints(row.points)}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="point-mall-muted">{t('pointMall.balance.none')}</p>
              )}
              <p className="point-mall-muted">{t('pointMall.balance.neverExpire')}</p>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
