import { trialAccountType } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import { useMemberInfo } from '../../app/session/member-info';
import { useSessionStore } from '../../app/session/store';
import { BalanceBar } from './BalanceBar';
import { useMemberCentreCatalogue } from './catalogue';
import { useOpenMemberCentre } from '../../app/member-centre/open';
import { useUnreadCount } from './unread';

/**
 * The signed-in member's money in the header (spec §2): balance, Deposit, Withdrawal, the
 * inbox with its unread count, the betting record and the personal centre. Trial accounts have no money to show.
 */
export function HeaderWalletBar() {
  useMemberCentreCatalogue();
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const member = useMemberInfo();
  const open = useOpenMemberCentre();
  const unread = useUnreadCount().data ?? 0;
  useForgetOnSessionChange(token);
  if (!token || !member.isSuccess || member.data.type === trialAccountType) return null;

  return (
    <div className="header-wallet" data-testid="header-wallet">
      <BalanceBar testId="header-balance" />
      <div className="header-wallet-actions">
        <button
          type="button"
          className="button button-primary button-small"
          onClick={() => open('depositv2')}
        >
          {t('memberCentre.pages.depositv2')}
        </button>
        <button type="button" className="button button-small" onClick={() => open('withdraw')}>
          {t('memberCentre.pages.withdraw')}
        </button>
        <button
          type="button"
          className="icon-link inbox-link"
          onClick={() => open('messageV2')}
          title={t('memberCentre.pages.messageV2')}
          data-testid="inbox-icon"
        >
          <Icon name="mail" size={20} />
          <span className="visually-hidden">
            {t('memberCentre.pages.messageV2')}
            {unread > 0 && `: ${t('memberCentre.inbox.unreadCount', { count: unread })}`}
          </span>
          {unread > 0 && (
            <span className="unread-badge" aria-hidden="true" data-testid="unread-badge">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </button>
        <button
          type="button"
          className="icon-link"
          onClick={() => open('personalHistoryCopy')}
          title={t('memberCentre.pages.personalHistoryCopy')}
          data-testid="betting-record-icon"
        >
          <Icon name="receipt" size={20} />
          <span className="visually-hidden">{t('memberCentre.pages.personalHistoryCopy')}</span>
        </button>
        <button
          type="button"
          className="icon-link"
          onClick={() => open('securityCenter')}
          title={t('memberCentre.title')}
          data-testid="personal-centre-icon"
        >
          <Icon name="user" size={20} />
          <span className="visually-hidden">{t('memberCentre.title')}</span>
        </button>
      </div>
    </div>
  );
}

/** Query keys of the member's money and centre. */
const memberDataKeys = [['wallet'], ['memberCentre']] as const;

/**
 * Money of one session never shows in the next: when the token changes or goes (this bar
 * lives exactly as long as a session), the member's money and centre queries are dropped.
 */
function useForgetOnSessionChange(token: string | null) {
  const queryClient = useQueryClient();
  useEffect(
    () => () => {
      // React's development double-mount unmounts with the same token: nothing to forget.
      if (useSessionStore.getState().token === token) return;
      for (const queryKey of memberDataKeys) queryClient.removeQueries({ queryKey });
    },
    [token, queryClient],
  );
}
