import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import { useMemberCentreCatalogue } from './catalogue';
import { formatWireMoney } from '@croupier/web-kit/money';
import { useBalance, useBalanceVisibility } from '../../app/wallet/balance';
import './header.css';

/**
 * The member's total balance with show/hide and refresh (spec §2 header and side menu).
 * Hidden shows asterisks; refreshing spins the button until the answer is in.
 */
export function BalanceBar({ testId }: { testId?: string }) {
  useMemberCentreCatalogue();
  const { t } = useTranslation();
  const balance = useBalance();
  const { hidden, toggle } = useBalanceVisibility();
  const value = balance.data;
  let text = '…';
  if (hidden) text = '****';
  else if (value) text = formatWireMoney(value.sumBalance, value.currencySymbol);
  else if (balance.isError) text = '- -';

  return (
    <div className="balance-bar" data-testid={testId}>
      <span className="visually-hidden">{t('memberCentre.balance.label')}: </span>
      <span className="balance-amount" data-testid="balance-amount" aria-live="polite">
        {text}
      </span>
      <button
        type="button"
        className="balance-tool"
        onClick={toggle}
        aria-pressed={hidden}
        title={t(hidden ? 'memberCentre.balance.show' : 'memberCentre.balance.hide')}
        data-testid="balance-toggle"
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} strokeWidth={1.8} />
        <span className="visually-hidden">
          {t(hidden ? 'memberCentre.balance.show' : 'memberCentre.balance.hide')}
        </span>
      </button>
      <button
        type="button"
        className={balance.isFetching ? 'balance-tool spinning' : 'balance-tool'}
        onClick={() => void balance.refetch()}
        disabled={balance.isFetching}
        title={t('memberCentre.balance.refresh')}
        data-testid="balance-refresh"
      >
        <Icon name="refresh" size={18} strokeWidth={1.8} />
        <span className="visually-hidden">{t('memberCentre.balance.refresh')}</span>
      </button>
    </div>
  );
}
