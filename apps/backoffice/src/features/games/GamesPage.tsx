import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentMerchant } from '../../app/merchant';
import { Notice } from '../../ui/Notice';
import { PageHeader } from '../../ui/PageHeader';
import { Loading } from '../../ui/states';
import { ToggleTabs } from '../../ui/StatusTabs';
import { useCanEditCatalogue, useCanManageConnections } from './api';
import { ConnectionsPanel } from './ConnectionsPanel';
import { GamesPanel } from './GamesPanel';
import { VendorsPanel } from './VendorsPanel';
import './games.css';

const views = ['vendors', 'games', 'connections'] as const;
type View = (typeof views)[number];

/** The view the address names, among those the staff member may see; vendors by default. */
function viewOf(name: string | null, shown: readonly View[]): View {
  return shown.find((view) => view === name) ?? 'vendors';
}

/**
 * The Games section: the merchant's vendors and games, on or off, in what order, hot or
 * popular, and the maintenance switches. Every role reads it; owners and admins change it.
 * Owners and admins also see how the platform reaches each vendor (its connection).
 */
export function GamesPage() {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const canEdit = useCanEditCatalogue();
  const canManageConnections = useCanManageConnections();
  const [params, setParams] = useSearchParams();
  // The server shows connections only to the roles that edit the catalogue.
  const shown = canEdit ? views : views.filter((name) => name !== 'connections');
  const view = viewOf(params.get('view'), shown);
  const [notice, setNotice] = useState('');

  const show = (next: View) => {
    setNotice('');
    // Another view starts without the other's filters.
    setParams(next === 'vendors' ? {} : { view: next });
  };

  return (
    <section className="page">
      <PageHeader title={t('games.nav')} />
      <p className="page-intro">{t('games.intro')}</p>
      {!canEdit && <p className="form-notice">{t('games.readOnly')}</p>}
      <Notice message={notice} />
      <div className="toolbar">
        <ToggleTabs
          label={t('games.views.label')}
          tabs={shown.map((name) => ({ value: name, label: t(`games.views.${name}`) }))}
          current={view}
          onChange={show}
        />
      </div>
      {view === 'connections' ? (
        <ConnectionsPanel canManage={canManageConnections} onNotice={setNotice} />
      ) : !merchant ? (
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
