import { trialAccountType } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/IconButton';
import { useMemberInfo } from '../../app/session/member-info';
import { useMemberCentreCatalogue } from './catalogue';
import { formatWireMoney } from '@croupier/web-kit/money';
import { useBalance, useBalanceVisibility } from '../../app/wallet/balance';
import './header.css';

/** Whether the signed-in visitor is a member with money: trial accounts have none to show. */
export function useRealMember() {
  const member = useMemberInfo();
  return member.isSuccess && member.data.type !== trialAccountType;
}

/** The balance's tools are small icons beside text: a heavier line keeps them legible. */
const smallTool = { iconSize: 18, strokeWidth: 1.8 };

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
      <IconButton
        icon={hidden ? 'eyeOff' : 'eye'}
        label={t(hidden ? 'memberCentre.balance.show' : 'memberCentre.balance.hide')}
        {...smallTool}
        className="balance-tool"
        onClick={toggle}
        aria-pressed={hidden}
        testId="balance-toggle"
      />
      <IconButton
        icon="refresh"
        label={t('memberCentre.balance.refresh')}
        {...smallTool}
        className={balance.isFetching ? 'balance-tool spinning' : 'balance-tool'}
        onClick={() => void balance.refetch()}
        disabled={balance.isFetching}
        testId="balance-refresh"
      />
    </div>
  );
}
