import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../app/session/store';
import { useSite } from '../../../app/site';
import { LoadFailure } from '../../../ui/LoadFailure';
import { Loader } from '../../../ui/Loader';
import { useRewardsCatalogue } from '../catalogue';
import { useVipOverview } from './vip-api';
import { VipLevelsTable } from './VipLevelsTable';
import { VipProgress } from './VipProgress';
import './vip.css';

/**
 * /vip (spec §2): the brand's VIP levels with what reaching and keeping each asks and what it
 * gives; a signed-in member also sees their level and this month's progress, a visitor an
 * invitation to sign in.
 */
export function VipPage() {
  useRewardsCatalogue();
  const { t } = useTranslation();
  const site = useSite();
  const symbol = site.merchant.currencySymbol;
  const signedIn = useSessionStore((state) => state.token !== null);
  const openModal = useSessionStore((state) => state.openModal);
  const overview = useVipOverview();

  let body;
  if (overview.isPending) body = <Loader />;
  else if (overview.isError)
    body = (
      <LoadFailure
        error={overview.error}
        onRetry={() => void overview.refetch()}
        lead={t('rewards.vip.loadFailed')}
        className="vip-failure panel"
      />
    );
  else if (overview.data.levels.length === 0)
    body = (
      <p className="empty-state" data-testid="vip-empty">
        {t('rewards.vip.empty')}
      </p>
    );
  else {
    const { levels, member } = overview.data;
    body = (
      <>
        {member ? (
          <VipProgress member={member} levels={levels} symbol={symbol} />
        ) : (
          !signedIn && (
            <section className="vip-guest panel" data-testid="vip-guest">
              <p>{t('rewards.vip.guest')}</p>
              <button
                type="button"
                className="button button-primary"
                onClick={() => openModal('login')}
              >
                {t('rewards.vip.signIn')}
              </button>
            </section>
          )
        )}
        <section className="vip-ladder" aria-labelledby="vip-ladder-title">
          <h2 id="vip-ladder-title" className="section-title">
            {t('rewards.vip.ladderTitle')}
          </h2>
          <VipLevelsTable levels={levels} currentLevel={member?.level ?? null} symbol={symbol} />
        </section>
        <section className="vip-rules" aria-labelledby="vip-rules-title">
          <h2 id="vip-rules-title" className="section-title">
            {t('rewards.vip.rules.title')}
          </h2>
          <ul>
            <li>{t('rewards.vip.rules.month')}</li>
            <li>{t('rewards.vip.rules.upgrade')}</li>
            <li>{t('rewards.vip.rules.retention')}</li>
            <li>{t('rewards.vip.rules.turnover')}</li>
          </ul>
        </section>
      </>
    );
  }

  return (
    <section className="vip-page" data-testid="vip-page" aria-busy={overview.isFetching}>
      <header className="vip-header">
        <h1>{t('rewards.vip.title')}</h1>
        <p>{t('rewards.vip.intro')}</p>
      </header>
      {body}
    </section>
  );
}
