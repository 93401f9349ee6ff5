import type { rewards } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/web-kit/dates';
import { formatWireMoney } from '@croupier/web-kit/money';
import { useCurrencySymbol } from '../../../app/wallet/balance';
import { ColumnsTable, QueryView, type Column } from '../../../ui/RecordTable';
import { useBonusWagering } from './api';
import { usePromotionsCatalogue } from './catalogue';
import './promotions.css';

/**
 * The member centre's bonus details (spec §2 bonusDetails), the promotions' part: each bonus
 * paid, its turnover required, done and remaining, and whether it is released. Withdrawals
 * wait while any is in progress.
 */
export function BonusWagering() {
  usePromotionsCatalogue();
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const bonuses = useBonusWagering();
  const money = (amount: number | null) =>
    amount === null ? '–' : formatWireMoney(amount, symbol);
  const label = (key: string) => t(`rewardPromotions.bonuses.${key}`);
  const columns: Column<rewards.BonusDetail>[] = [
    { header: label('issuedAt'), cell: (bonus) => formatDateTime(bonus.issuedAt) },
    { header: label('promotion'), rowHeader: true, cell: (bonus) => bonus.title },
    { header: label('deposit'), numeric: true, cell: (bonus) => money(bonus.deposit) },
    { header: label('bonus'), numeric: true, cell: (bonus) => money(bonus.bonus) },
    { header: label('required'), numeric: true, cell: (bonus) => money(bonus.required) },
    { header: label('done'), numeric: true, cell: (bonus) => money(bonus.done) },
    { header: label('remaining'), numeric: true, cell: (bonus) => money(bonus.remaining) },
    {
      header: label('status'),
      cell: (bonus) => (
        <span className={`promotion-status promotion-status-${bonus.status}`}>
          {label(`statuses.${bonus.status}`)}
        </span>
      ),
    },
  ];
  return (
    <section className="bonus-wagering" aria-labelledby="bonus-wagering-title">
      <h2 id="bonus-wagering-title">{label('title')}</h2>
      <p className="promotion-note">{label('intro')}</p>
      <QueryView
        query={bonuses}
        isEmpty={(list) => list.length === 0}
        emptyText={label('empty')}
        emptyTestId="bonus-wagering-empty"
      >
        {(list) => (
          <ColumnsTable
            columns={columns}
            rows={list}
            rowKey={(bonus) => bonus.promotionId}
            testId="bonus-wagering"
          />
        )}
      </QueryView>
    </section>
  );
}
