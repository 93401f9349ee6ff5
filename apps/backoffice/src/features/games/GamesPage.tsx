import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentMerchant } from '../../app/merchant';
import { Loading } from '../../ui/states';
import { useCanEditCatalogue } from './api';
import { GamesPanel } from './GamesPanel';
import { VendorsPanel } from './VendorsPanel';
import './games.css';

const views = ['vendors', 'games'] as const;
type View = (typeof views)[number];

/**
 * The Games section: the merchant's vendors and games, on or off, in what order, hot or
 * popular, and the maintenance switches. Every role reads it; owners and admins change it.
 */
export function GamesPage() {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const canEdit = useCanEditCatalogue();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'games' ? 'games' : 'vendors';
  const [notice, setNotice] = useState('');

  const show = (next: View) => {
    setNotice('');
    // Another view starts without the other's filters.
    setParams(next === 'vendors' ? {} : { view: next });
  };

  return (
    <section className="page">
      <header className="page-header">
        <h1>{t('games.nav')}</h1>
      </header>
      <p className="games-intro">{t('games.intro')}</p>
      {!canEdit && <p className="form-notice">{t('games.readOnly')}</p>}
      <p className={notice ? 'notice' : 'visually-hidden'} role="status">
        {notice}
      </p>
      <div className="toolbar">
        <div className="status-tabs" role="group" aria-label={t('games.views.label')}>
          {views.map((name) => (
            <button
              key={name}
              type="button"
              className="status-tab"
              aria-pressed={view === name}
              onClick={() => show(name)}
            >
              {t(`games.views.${name}`)}
            </button>
          ))}
        </div>
      </div>
      {!merchant ? (
        <Loading />
      ) : view === 'vendors' ? (
        <VendorsPanel
          key={merchant.code}
          merchant={merchant}
          canEdit={canEdit}
          onNotice={setNotice}
        />
      ) : (
        <GamesPanel
          key={merchant.code}
          merchant={merchant}
          canEdit={canEdit}
          onNotice={setNotice}
        />
      )}
    </section>
  );
}
