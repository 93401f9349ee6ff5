import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import { PageHeader } from '../../ui/PageHeader';
import { Loading } from '../../ui/states';
import { DailySection } from './DailySection';
import { GameSection } from './GameSection';
import { RangeForm } from './RangeForm';
import { useReportParams } from './range';
import './reports.css';

/**
 * The Reports section: per UTC day, settled bets, wins and GGR, credited deposits, paid
 * withdrawals and registrations, as totals, charts and a table; then the same bets per game
 * category or vendor. Both export as CSV. Read-only.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const { range, groupBy, setRange, setGroupBy } = useReportParams();
  return (
    <section className="page">
      <PageHeader title={t('reports.nav')} />
      <p className="page-intro">{t('reports.intro')}</p>
      <RangeForm key={`${range.startDate}:${range.endDate}`} range={range} onChange={setRange} />
      {!merchant ? (
        <Loading />
      ) : (
        <>
          <DailySection merchant={merchant} range={range} />
          <GameSection merchant={merchant} range={range} groupBy={groupBy} onGroupBy={setGroupBy} />
        </>
      )}
    </section>
  );
}
