import { consoleAccess, consoleMembers } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useCurrentMerchant } from '../../app/merchant';
import { formatWireMoney } from '@croupier/web-kit/money';
import { Notice } from '../../ui/Notice';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { ErrorState, Loading } from '../../ui/states';
import { useStaff } from '../../app/staff';
import { AdjustmentDialog } from './AdjustmentDialog';
import { memberActions, memberProfileQuery } from './api';
import { memberErrorText } from './errors';
import { LabelDialog } from './LabelDialog';
import { useMemberWrite, type MemberDialogProps } from './member-write';
import { accountTypeLabel, MemberStatusBadge, Tabs, type TabDef } from './parts';
import { PasswordDialog } from './PasswordDialog';
import { membersBase } from './paths';
import { BalancesTab } from './tabs/BalancesTab';
import { BetsTab } from './tabs/BetsTab';
import { LedgerTab } from './tabs/LedgerTab';
import { ProfileTab } from './tabs/ProfileTab';
import { SessionsTab } from './tabs/SessionsTab';

const tabIds = ['profile', 'balances', 'ledger', 'bets', 'sessions'] as const;
type TabId = (typeof tabIds)[number];
type Action = 'lock' | 'unlock' | 'password' | 'label' | 'adjust';

const reasonMax = consoleMembers.memberStatusBody.shape.reason.maxLength ?? 200;

/**
 * One member: who they are, their money and play, their sessions, and what staff may do
 * about them. Support locks, unlocks, resets the password, changes the VIP rank and ends
 * sessions; finance adjusts the balance. Every action asks first and is audited.
 */
export function MemberDetail() {
  const { t } = useTranslation();
  const { memberId: param } = useParams();
  const memberId = Number(param);
  const merchant = useCurrentMerchant();
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const tab: TabId = tabIds.find((id) => id === params.get('tab')) ?? 'profile';
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState('');
  const valid = Number.isSafeInteger(memberId) && memberId > 0;
  const profile = useQuery({
    ...memberProfileQuery(merchant?.code ?? '', memberId),
    enabled: merchant !== undefined && valid,
  });
  const canSupport = consoleAccess.memberRoles.includes(staff.role);
  const canPay = consoleAccess.paymentRoles.includes(staff.role);
  const money = (amount: number) => formatWireMoney(amount, merchant?.currencySymbol ?? '');

  const back = (
    <p className="member-back">
      <Link to={membersBase}>← {t('members.backToSearch')}</Link>
    </p>
  );
  const missing = profile.error instanceof ApiError && profile.error.status === 404;
  if (!valid || missing) {
    return (
      <section className="page">
        {back}
        <h1>{t('members.notFound')}</h1>
      </section>
    );
  }
  if (!merchant || profile.isPending) return <Loading />;
  if (profile.isError) {
    return (
      <section className="page">
        {back}
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      </section>
    );
  }
  const member = profile.data;
  const tabs: TabDef<TabId>[] = tabIds.map((id) => ({ id, label: t(`members.tabs.${id}`) }));
  const done = (message: string) => {
    setAction(null);
    setNotice(message);
  };

  return (
    <section className="page">
      {back}
      <header className="page-header member-header">
        <div>
          <h1>
            {member.username} <MemberStatusBadge status={member.status} />
          </h1>
          <p className="muted">
            {t('members.headerLine', {
              id: member.id,
              type: accountTypeLabel(t, member.accountType),
              balance: money(member.mainBalance),
            })}
          </p>
        </div>
        <div className="row-actions member-actions">
          {canSupport &&
            (member.status === 'active' ? (
              <button type="button" className="button" onClick={() => setAction('lock')}>
                {t('members.actions.lock')}
              </button>
            ) : (
              <button type="button" className="button" onClick={() => setAction('unlock')}>
                {t('members.actions.unlock')}
              </button>
            ))}
          {canSupport && (
            <button type="button" className="button" onClick={() => setAction('password')}>
              {t('members.actions.resetPassword')}
            </button>
          )}
          {canSupport && (
            <button type="button" className="button" onClick={() => setAction('label')}>
              {t('members.actions.editLabel')}
            </button>
          )}
          {canPay && (
            <button
              type="button"
              className="button button-primary"
              onClick={() => setAction('adjust')}
            >
              {t('members.actions.adjust')}
            </button>
          )}
        </div>
      </header>
      <Notice message={notice} />
      <Tabs
        tabs={tabs}
        current={tab}
        // A tab's filters and page belong to it: switching tabs starts the next one afresh.
        onChange={(next) => setParams(next === 'profile' ? {} : { tab: next })}
        label={t('members.tabs.label')}
        idPrefix="member"
      />
      <div
        className="panel member-panel"
        role="tabpanel"
        id="member-panel"
        aria-labelledby={`member-tab-${tab}`}
      >
        {tab === 'profile' && <ProfileTab member={member} />}
        {tab === 'balances' && <BalancesTab memberId={member.id} />}
        {tab === 'ledger' && <LedgerTab memberId={member.id} />}
        {tab === 'bets' && <BetsTab memberId={member.id} />}
        {tab === 'sessions' && (
          <SessionsTab memberId={member.id} canEnd={canSupport} onDone={setNotice} />
        )}
      </div>
      {(action === 'lock' || action === 'unlock') && (
        <StatusDialog
          member={member}
          lock={action === 'lock'}
          onClose={() => setAction(null)}
          onDone={done}
        />
      )}
      {action === 'password' && (
        <PasswordDialog member={member} onClose={() => setAction(null)} onDone={done} />
      )}
      {action === 'label' && (
        <LabelDialog member={member} onClose={() => setAction(null)} onDone={done} />
      )}
      {action === 'adjust' && (
        <AdjustmentDialog
          memberId={member.id}
          username={member.username}
          mainBalance={member.mainBalance}
          currencySymbol={merchant.currencySymbol}
          onClose={() => setAction(null)}
          onDone={done}
        />
      )}
    </section>
  );
}

function StatusDialog({ member, lock, onClose, onDone }: MemberDialogProps & { lock: boolean }) {
  const { t } = useTranslation();
  const run = useMemberWrite(
    (reason: string) =>
      lock ? memberActions.lock(member.id, reason) : memberActions.unlock(member.id, reason),
    () =>
      onDone(t(lock ? 'members.lock.done' : 'members.unlock.done', { username: member.username })),
  );
  const which = lock ? 'lock' : 'unlock';
  return (
    <ReasonDialog
      title={t(`members.${which}.title`, { username: member.username })}
      message={<p>{t(`members.${which}.text`)}</p>}
      reasonLabel={t('members.reason')}
      reasonHint={t('members.reasonAuditHint')}
      maxLength={reasonMax}
      confirmLabel={t(`members.${which}.button`)}
      busy={run.isPending}
      error={run.error ? memberErrorText(run.error) : null}
      onConfirm={(reason) => run.mutate(reason)}
      onClose={onClose}
      testId={`member-${which}-dialog`}
    />
  );
}
