import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import { BalanceBar, useRealMember } from './BalanceBar';
import { useMemberCentreCatalogue } from './catalogue';
import { useOpenMemberCentre } from '../../app/member-centre/open';
import { useCashbackClaimable, type MemberCentrePage } from '../../app/member-centre/pages';
import { MoneyButtons } from './MoneyButtons';
import { useUnreadCount } from './unread';

/** Runs an action after the side menu has closed, so two dialogs never stack. */
export type AfterClose = (action: () => void) => () => void;

/** The side menu's balance with its Deposit and Withdrawal buttons (spec §2 "Side menu"). */
export function SideBalanceBlock({ then }: { then: AfterClose }) {
  useMemberCentreCatalogue();
  const open = useOpenMemberCentre();
  if (!useRealMember()) return null;
  return (
    <div className="side-balance" data-testid="side-balance">
      <BalanceBar testId="side-balance-bar" />
      <div className="side-balance-actions">
        <MoneyButtons onOpen={(page) => then(() => open(page))} />
      </div>
    </div>
  );
}

const accountEntries: MemberCentrePage[] = [
  'securityCenter',
  'transferFund',
  'personalHistoryCopy',
  'manualRebate',
  'transactionHistory',
  'personalProfit',
  'messageV2',
];

/** Entries of the side menu's account list that open member-centre pages. */
export function SideAccountList({ then }: { then: AfterClose }) {
  useMemberCentreCatalogue();
  const { t } = useTranslation();
  const open = useOpenMemberCentre();
  const unread = useUnreadCount().data ?? 0;
  // Cashback only while members claim it (MANUAL_REBATE); off, it is paid daily by itself.
  const cashback = useCashbackClaimable();
  const entries = accountEntries.filter((page) => page !== 'manualRebate' || cashback);
  return entries.map((page) => (
    <li key={page}>
      <button type="button" onClick={then(() => open(page))}>
        {page === 'messageV2' ? (
          <Icon name="mail" size={20} />
        ) : page === 'transferFund' ? (
          <Icon name="wallet" size={20} strokeWidth={1.8} />
        ) : page === 'personalHistoryCopy' ? (
          <Icon name="receipt" size={20} strokeWidth={1.8} />
        ) : page === 'manualRebate' ? (
          <Icon name="cashback" size={20} strokeWidth={1.8} />
        ) : (
          <Icon name="user" size={20} />
        )}
        {t(`memberCentre.pages.${page}`)}
        {page === 'messageV2' && unread > 0 && (
          <span className="badge">{t('memberCentre.inbox.unreadCount', { count: unread })}</span>
        )}
      </button>
    </li>
  ));
}
