import type { rewards } from '@croupier/contract';
import { formatWireMoney } from '@croupier/web-kit/money';
import { useTranslation } from 'react-i18next';
import { benefitLines } from './benefits';

/**
 * The brand's ladder as a table: what a month must bring to reach each level and to keep it,
 * and what the level gives. The member's own level is marked, in words as well as colour. On
 * a phone each row becomes a card whose values name their column (vip.css).
 */
export function VipLevelsTable({
  levels,
  currentLevel,
  symbol,
}: {
  levels: readonly rewards.VipLevel[];
  currentLevel: number | null;
  symbol: string;
}) {
  const { t } = useTranslation();
  const money = (amount: number) => formatWireMoney(amount, symbol);
  const columns = {
    level: t('rewards.vip.table.level'),
    reach: t('rewards.vip.table.reach'),
    keep: t('rewards.vip.table.keep'),
    benefits: t('rewards.vip.table.benefits'),
  };
  const thresholds = (deposits: number, turnover: number) => (
    <dl className="vip-thresholds">
      <div>
        <dt>{t('rewards.vip.deposits')}</dt>
        <dd>{money(deposits)}</dd>
      </div>
      <div>
        <dt>{t('rewards.vip.validTurnover')}</dt>
        <dd>{money(turnover)}</dd>
      </div>
    </dl>
  );

  return (
    <div className="vip-table-wrap">
      <table className="vip-table" data-testid="vip-levels">
        <caption className="visually-hidden">{t('rewards.vip.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.level}</th>
            <th scope="col">{columns.reach}</th>
            <th scope="col">{columns.keep}</th>
            <th scope="col">{columns.benefits}</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => {
            const mine = level.level === currentLevel;
            const first = level.level === levels[0]?.level;
            const benefits = benefitLines(level.benefits, symbol, t);
            const keptFreely = level.retainDeposits === 0 && level.retainTurnover === 0;
            return (
              <tr
                key={level.level}
                className={mine ? 'panel vip-row vip-row-current' : 'panel vip-row'}
                aria-current={mine ? 'true' : undefined}
                data-testid={`vip-level-${level.level}`}
              >
                <th scope="row" data-label={columns.level}>
                  <span className="vip-level-name">{level.name}</span>
                  <span className="vip-level-number">
                    {t('rewards.vip.levelNumber', { level: level.level })}
                  </span>
                  {mine && <span className="vip-mine">{t('rewards.vip.yourLevel')}</span>}
                </th>
                <td data-label={columns.reach}>
                  {first
                    ? t('rewards.vip.startingLevel')
                    : thresholds(level.upgradeDeposits, level.upgradeTurnover)}
                </td>
                <td data-label={columns.keep}>
                  {first || keptFreely
                    ? t('rewards.vip.alwaysKept')
                    : thresholds(level.retainDeposits, level.retainTurnover)}
                </td>
                <td data-label={columns.benefits}>
                  {benefits.length === 0 ? (
                    <span className="vip-no-benefits">{t('rewards.vip.noBenefits')}</span>
                  ) : (
                    <ul className="vip-benefits">
                      {benefits.map((line) => (
                        <li key={line.key}>
                          <span>{line.name}</span> <strong>{line.value}</strong>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
