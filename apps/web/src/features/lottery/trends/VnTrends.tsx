import type { lottery } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../ui/LoadFailure';
import { Loader } from '../../../ui/Loader';
import { useResults } from '../api';
import { liveResults } from '../played-game';
import { deOf, longestMissing, loTrends, type SheetTiers } from '../vn-trends';

/** The tiers of each result that has a Vietnamese sheet, newest first. */
const sheetsOf = (results: readonly lottery.DrawResult[]): SheetTiers[] =>
  results.flatMap((result) =>
    result.sheet && 'tiers' in result.sheet ? [result.sheet.tiers] : [],
  );

/**
 * The Vietnamese games' trends, counted here from the last page of result sheets (the same
 * page the game's header keeps live): lô frequency, lô gan and the recent đề.
 */
export function VnTrends({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  return (
    <section
      className="lottery-section"
      aria-labelledby="lottery-vn-trends"
      data-testid="vn-trends"
    >
      <h2 id="lottery-vn-trends">{t('lottery.trends.title')}</h2>
      <LoCount gameCode={gameCode} />
    </section>
  );
}

/** The statistics once the results are in, or why they are not shown. */
function LoCount({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const results = useResults(gameCode, { pageNo: 1, pageSize: liveResults });
  if (results.isPending) return <Loader />;
  if (results.isError)
    return <LoadFailure error={results.error} onRetry={() => void results.refetch()} />;
  const sheets = sheetsOf(results.data.list);
  if (sheets.length === 0) return <p className="empty-state">{t('lottery.vnTrends.none')}</p>;
  return <LoStatistics sheets={sheets} />;
}

function LoStatistics({ sheets }: { sheets: SheetTiers[] }) {
  const { t } = useTranslation();
  const trends = loTrends(sheets);
  const hottest = Math.max(...trends.map((trend) => trend.drawn));
  const des = sheets.map(deOf);
  return (
    <>
      <div className="lottery-trend" data-testid="lo-frequency">
        <h3>{t('lottery.vnTrends.frequency', { count: sheets.length })}</h3>
        <p className="lottery-muted lottery-legend">{t('lottery.vnTrends.legend')}</p>
        <ul className="lottery-lo-grid">
          {trends.map((trend) => (
            <li
              key={trend.lo}
              className={trend.drawn === hottest ? 'hot' : undefined}
              aria-label={t(
                trend.drawn === hottest ? 'lottery.vnTrends.hottest' : 'lottery.vnTrends.cell',
                {
                  lo: trend.lo,
                  count: trend.drawn,
                },
              )}
            >
              <span className="lottery-frequency-value" aria-hidden="true">
                {trend.lo}
              </span>
              <span aria-hidden="true">{trend.drawn}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="lottery-trend" data-testid="lo-gan">
        <h3>{t('lottery.vnTrends.gan')}</h3>
        <ol className="lottery-lo-gan">
          {longestMissing(trends).map((trend) => (
            <li key={trend.lo}>
              <strong>{trend.lo}</strong>{' '}
              <span className="lottery-muted">
                {t('lottery.vnTrends.missing', { count: trend.missing })}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <div className="lottery-trend" data-testid="de-row">
        <h3>{t('lottery.vnTrends.de')}</h3>
        <ol className="lottery-de-row" aria-label={t('lottery.vnTrends.deLabel')}>
          {des.map((de, index) => (
            <li key={index}>{de ?? '–'}</li>
          ))}
        </ol>
      </div>
    </>
  );
}
