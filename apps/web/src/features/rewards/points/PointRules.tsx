import type { rewards } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { formatWireMoney } from '@croupier/web-kit/money';
import { useCurrencySymbol } from '../../../app/wallet/balance';
import { formatPoints } from './api';

type Programme = NonNullable<rewards.PointRules['programme']>;

/** How points are earned per game category and what they are worth (spec §9). */
export function PointRules({ programme }: { programme: Programme }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const earning = programme.rates.filter((row) => row.rate > 0);
  return (
    <section
      className="panel point-mall-card point-rules"
      aria-labelledby="point-rules-title"
      data-testid="point-rules"
    >
      <h2 id="point-rules-title">{t('pointMall.rules.title')}</h2>
      <p>{t('pointMall.rules.earn', { unit: formatWireMoney(1, symbol) })}</p>
      {earning.length > 0 ? (
        <table className="point-rates">
          <thead>
            <tr>
              <th scope="col">{t('pointMall.rules.category')}</th>
              <th scope="col" className="numeric">
                {t('pointMall.rules.rate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {earning.map((row) => (
              <tr key={row.category}>
                <th scope="row">{t(`categories.${row.category}`)}</th>
                <td className="numeric">
                  {t('pointMall.rules.rateValue', {
                    points: formatPoints(row.rate),
                    unit: formatWireMoney(1, symbol),
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="empty-state">{t('pointMall.rules.noRates')}</p>
      )}
      <ul className="point-rules-notes">
        <li>{t('pointMall.rules.validTurnover')}</li>
        <li>{t('pointMall.rules.delay', { minutes: programme.earningDelayMinutes })}</li>
        {programme.cashPerHundredPoints > 0 && (
          <li>
            {t('pointMall.rules.worth', {
              points: formatPoints(100),
              amount: formatWireMoney(programme.cashPerHundredPoints, symbol),
              min: formatPoints(programme.minConvertPoints),
            })}
          </li>
        )}
        <li>{t('pointMall.rules.neverExpire')}</li>
      </ul>
    </section>
  );
}
