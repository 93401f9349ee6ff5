import { formatDateTime } from '@croupier/web-kit/dates';
import { formatWireMoney } from '@croupier/web-kit/money';
import { useTranslation } from 'react-i18next';
import { useCurrencySymbol } from '../../../app/wallet/balance';
import { QueryView } from '../../../ui/RecordTable';
import { useDownline } from '../api';

/** One downline opened: who it is, where it sits in the tree, and its month so far. */
export function DownlineSummary({ username, onBack }: { username: string; onBack: () => void }) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
  const summary = useDownline(username);
  const label = (key: string) => t(`agent.downlines.${key}`);
  const figure = (key: string) => t(`agent.team.figures.${key}`);
  const money = (amount: number) => formatWireMoney(amount, symbol);

  return (
    <div className="ag-summary" data-testid="downline-summary">
      <button type="button" className="button button-small" onClick={onBack}>
        {label('back')}
      </button>
      <QueryView query={summary} isEmpty={() => false} emptyText="">
        {({ downline, teamSize, month }) => (
          <>
            <h4>{downline.username}</h4>
            <dl className="ag-details">
              <dt>{label('kind')}</dt>
              <dd>{label(downline.isAgent ? 'subAgent' : 'player')}</dd>
              <dt>{label('level')}</dt>
              <dd>{downline.level}</dd>
              <dt>{label('upline')}</dt>
              <dd>{downline.upline}</dd>
              <dt>{label('status')}</dt>
              <dd>{label(`statuses.${downline.status}`)}</dd>
              <dt>{label('registeredAt')}</dt>
              <dd>{formatDateTime(downline.registeredAt)}</dd>
              <dt>{label('lastLoginAt')}</dt>
              <dd>{downline.lastLoginAt ? formatDateTime(downline.lastLoginAt) : '—'}</dd>
              <dt>{label('teamSize')}</dt>
              <dd>{teamSize}</dd>
            </dl>
            <h5>{t('agent.team.period', { from: month.startDate, to: month.endDate })}</h5>
            <dl className="ag-figures">
              <div>
                <dt>{figure('deposits')}</dt>
                <dd>{money(month.figures.deposits)}</dd>
              </div>
              <div>
                <dt>{figure('withdrawals')}</dt>
                <dd>{money(month.figures.withdrawals)}</dd>
              </div>
              <div>
                <dt>{figure('validTurnover')}</dt>
                <dd>{money(month.figures.validTurnover)}</dd>
              </div>
              <div>
                <dt>{figure('profitLoss')}</dt>
                <dd>{money(month.figures.profitLoss)}</dd>
              </div>
            </dl>
          </>
        )}
      </QueryView>
    </div>
  );
}
