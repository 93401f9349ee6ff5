import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../app/session/store';
import { Loader } from '../../../ui/Loader';
import { LoadFailure } from '../../../ui/LoadFailure';
import { usePointRules } from './api';
import { usePointMallCatalogue } from './catalogue';
import { ConvertForm } from './ConvertForm';
import { PointDetails } from './PointDetails';
import { PointRules } from './PointRules';
import { PointsBalance } from './PointsBalance';
import './point-mall.css';

/**
 * The points mall (spec §2 `/pointMall`, §3 points): the member's balance by type, the
 * conversion of points to cash with the payment password, the points details and the rules.
 * A visitor sees the rules and is asked to log in; a brand without a points programme says so.
 * Products, redemption and the exchange history come later (issue 17).
 */
export function PointMallPage() {
  usePointMallCatalogue();
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const openModal = useSessionStore((state) => state.openModal);
  const rules = usePointRules();

  return (
    <div className="point-mall" data-testid="point-mall">
      <header className="point-mall-head">
        <h1>{t('pointMall.title')}</h1>
        <p className="point-mall-lead">{t('pointMall.lead')}</p>
      </header>
      {rules.isPending ? (
        <Loader />
      ) : rules.isError ? (
        <LoadFailure error={rules.error} onRetry={() => void rules.refetch()} />
      ) : rules.data.programme === null ? (
        <p className="empty-state" data-testid="point-mall-closed">
          {t('pointMall.noProgramme')}
        </p>
      ) : (
        <div className="point-mall-grid">
          {token ? (
            <>
              <PointsBalance />
              <ConvertForm programme={rules.data.programme} />
              <PointDetails />
            </>
          ) : (
            <section className="panel point-mall-card" data-testid="point-mall-visitor">
              <p>{t('pointMall.signInLead')}</p>
              <button
                type="button"
                className="button button-primary"
                onClick={() => openModal('login')}
              >
                {t('pointMall.signIn')}
              </button>
            </section>
          )}
          <PointRules programme={rules.data.programme} />
        </div>
      )}
    </div>
  );
}
