import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/IconButton';
import { useSessionStore } from '../../app/session/store';
import { BalanceBar, useRealMember } from './BalanceBar';
import { useMemberCentreCatalogue } from './catalogue';
import { useOpenMemberCentre } from '../../app/member-centre/open';
import { useCashbackClaimable } from '../../app/member-centre/pages';
import { MoneyButtons } from './MoneyButtons';
import { useUnreadCount } from './unread';

/**
 * The signed-in member's money in the header (spec §2): balance, Deposit, Withdrawal, the
 * inbox with its unread count, the betting record, cashback (only while the brand's members
 * claim it, MANUAL_REBATE) and the personal centre. Trial accounts have no money to show.
 */
export function HeaderWalletBar() {
  useMemberCentreCatalogue();
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const realMember = useRealMember();
  const open = useOpenMemberCentre();
  const unread = useUnreadCount().data ?? 0;
  const cashback = useCashbackClaimable();
  useForgetOnSessionChange(token);
  if (!token || !realMember) return null;

  return (
    <div className="header-wallet" data-testid="header-wallet">
      <BalanceBar testId="header-balance" />
      <div className="header-wallet-actions">
        <MoneyButtons small onOpen={(page) => () => open(page)} />
        <IconButton
          icon="mail"
          label={t('memberCentre.pages.messageV2')}
          spoken={unread > 0 ? `: ${t('memberCentre.inbox.unreadCount', { count: unread })}` : ''}
          className="icon-link inbox-link"
          onClick={() => open('messageV2')}
          testId="inbox-icon"
        >
          {unread > 0 && (
            <span
              className="count-badge unread-badge"
              aria-hidden="true"
              data-testid="unread-badge"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </IconButton>
        <IconButton
          icon="receipt"
          label={t('memberCentre.pages.personalHistoryCopy')}
          onClick={() => open('personalHistoryCopy')}
          testId="betting-record-icon"
        />
        {cashback && (
          <IconButton
            icon="cashback"
            label={t('memberCentre.pages.manualRebate')}
            onClick={() => open('manualRebate')}
            testId="cashback-icon"
          />
        )}
        <IconButton
          icon="user"
          label={t('memberCentre.title')}
          onClick={() => open('securityCenter')}
          testId="personal-centre-icon"
        />
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
