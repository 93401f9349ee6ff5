import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../ui/format';
import { EmptyState, ErrorState, Loading } from '../../ui/states';
import { useStaff } from '../session/staff';
import { staffQuery, type StaffAccount } from './api';
import { AddStaffDialog } from './AddStaffDialog';
import { StaffActionDialog, type StaffAction, type StaffActionKind } from './StaffActionDialog';
import './staff.css';

/**
 * The console's staff accounts (owners only): who may sign in, with which role, whether
 * their two-factor is set up, locks and open sessions. Every change is asked about first and
 * recorded in the audit log. Nobody changes their own account here.
 */
export function StaffPage() {
  const { t } = useTranslation();
  const me = useStaff();
  const staff = useQuery(staffQuery);
  const [action, setAction] = useState<StaffAction | null>(null);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState('');

  let body;
  if (staff.isPending) body = <Loading />;
  else if (staff.isError)
    body = <ErrorState error={staff.error} onRetry={() => void staff.refetch()} />;
  else if (staff.data.length === 0)
    body = <EmptyState testId="staff-empty">{t('staff.empty')}</EmptyState>;
  else
    body = (
      <div className="table-scroll">
        <table className="data-table staff-table" aria-label={t('staff.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('staff.column.username')}</th>
              <th scope="col">{t('staff.column.role')}</th>
              <th scope="col">{t('staff.column.twoFactor')}</th>
              <th scope="col">{t('staff.column.lockedUntil')}</th>
              <th scope="col">{t('common.status')}</th>
              <th scope="col" className="numeric">
                {t('staff.column.sessions')}
              </th>
              <th scope="col">{t('staff.column.created')}</th>
              <th scope="col" className="actions-col">
                {t('common.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.data.map((account) => (
              <tr key={account.staffId} data-testid={`staff-${account.username}`}>
                <td className="nowrap">
                  <strong>{account.username}</strong>
                  {account.staffId === me.staffId && <div className="muted">{t('staff.you')}</div>}
                </td>
                <td className="nowrap">{t(`roles.${account.role}`)}</td>
                <td>
                  {account.twoFactor ? (
                    <span className="badge badge-good">{t('staff.twoFactor.yes')}</span>
                  ) : (
                    <span className="badge badge-pending">{t('staff.twoFactor.no')}</span>
                  )}
                </td>
                <td className="nowrap">
                  {account.lockedUntil ? (
                    <span className="badge badge-bad">
                      {t('staff.lockedUntil', { time: formatTime(account.lockedUntil) })}
                    </span>
                  ) : (
                    <span className="muted">{t('common.none')}</span>
                  )}
                </td>
                <td>
                  {account.disabled ? (
                    <span className="badge badge-bad">{t('staff.state.disabled')}</span>
                  ) : (
                    <span className="badge badge-good">{t('staff.state.active')}</span>
                  )}
                </td>
                <td className="numeric">{account.activeSessions}</td>
                <td className="nowrap">{formatTime(account.createdAt)}</td>
                <td className="actions-col">
                  {account.staffId === me.staffId ? (
                    <span className="muted">{t('staff.ownRow')}</span>
                  ) : (
                    <StaffRowActions account={account} onAction={setAction} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <section className="page staff-page">
      <header className="page-header">
        <h1>{t('staff.title')}</h1>
        <div className="row-actions">
          <button
            type="button"
            className="button button-small"
            onClick={() => void staff.refetch()}
            disabled={staff.isFetching}
          >
            {t('common.refresh')}
          </button>
          <button
            type="button"
            className="button button-small button-primary"
            onClick={() => setAdding(true)}
          >
            {t('staff.add.button')}
          </button>
        </div>
      </header>
      <p className="admin-intro">{t('staff.intro')}</p>
      <p className={notice ? 'notice' : 'visually-hidden'} role="status">
        {notice}
      </p>
      <div className="panel" aria-busy={staff.isFetching}>
        {body}
      </div>
      {adding && (
        <AddStaffDialog
          onClose={() => setAdding(false)}
          onDone={(account) => {
            setAdding(false);
            setNotice(
              t('staff.add.done', { username: account.username, role: t(`roles.${account.role}`) }),
            );
          }}
        />
      )}
      {action && (
        <StaffActionDialog
          action={action}
          onClose={() => setAction(null)}
          onDone={(message) => {
            setAction(null);
            setNotice(message);
          }}
        />
      )}
    </section>
  );
}

/** The changes that apply to this account now: unlock only while locked, and so on. */
function StaffRowActions({
  account,
  onAction,
}: {
  account: StaffAccount;
  onAction: (action: StaffAction) => void;
}) {
  const { t } = useTranslation();
  const kinds: StaffActionKind[] = [
    'role',
    account.disabled ? 'enable' : 'disable',
    ...(account.lockedUntil ? (['unlock'] as const) : []),
    ...(account.twoFactor ? (['resetTwoFactor'] as const) : []),
    'password',
  ];
  return (
    <div className="staff-actions">
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          className="button button-small"
          aria-label={t(`staff.${kind}.buttonFor`, { username: account.username })}
          onClick={() => onAction({ kind, account })}
        >
          {t(`staff.${kind}.button`)}
        </button>
      ))}
    </div>
  );
}
