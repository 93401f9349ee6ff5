import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCanReadReport, useCanRunGames } from './api';
import { DrawsPanel } from './DrawsPanel';
import { GamesPanel } from './GamesPanel';
import { ReportPanel } from './ReportPanel';
import { useCurrentMerchant } from '../../app/merchant';
import { Notice } from '../../ui/Notice';
import { PageHeader } from '../../ui/PageHeader';
import { Loading } from '../../ui/states';
import { ToggleTabs } from '../../ui/StatusTabs';
import './lottery.css';

const views = ['games', 'draws', 'report'] as const;
type View = (typeof views)[number];

/**
 * The Lottery section: the brand's lottery games (settings, odds with their exact RTP, risk
 * limits and pick lists), their draws (cancel one before its result, the live exposure of
 * an open one), and the settled tickets' report. Every role reads games and draws; owners
 * and admins change them; the report roles read the report.
 */
export function LotteryPage() {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const canRun = useCanRunGames();
  const canReport = useCanReadReport();
  const [params, setParams] = useSearchParams();
  const shown = canReport ? views : views.filter((name) => name !== 'report');
  const view: View = shown.find((name) => name === params.get('view')) ?? 'games';
  const [notice, setNotice] = useState('');

  const show = (next: View) => {
    setNotice('');
    // The game chosen stays; a draw or page of another view does not.
    const game = params.get('game');
    setParams({ ...(next === 'games' ? {} : { view: next }), ...(game ? { game } : {}) });
  };

  return (
    <section className="page">
      <PageHeader title={t('lottery.nav')} />
      <p className="page-intro">{t('lottery.intro')}</p>
      {!canRun && <p className="form-notice">{t('lottery.readOnly')}</p>}
      <Notice message={notice} />
      <div className="toolbar">
        <ToggleTabs
          label={t('lottery.views.label')}
          tabs={shown.map((name) => ({ value: name, label: t(`lottery.views.${name}`) }))}
          current={view}
          onChange={show}
        />
      </div>
      {!merchant ? (
        <Loading />
      ) : view === 'games' ? (
        <GamesPanel key={merchant.code} merchant={merchant} canRun={canRun} onNotice={setNotice} />
      ) : view === 'draws' ? (
        <DrawsPanel key={merchant.code} merchant={merchant} canRun={canRun} onNotice={setNotice} />
      ) : (
        <ReportPanel key={merchant.code} merchant={merchant} />
      )}
    </section>
  );
}
