import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { formatTime } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import { PageHeader, RefreshButton } from '../../ui/PageHeader';
import { QueryView } from '../../ui/QueryView';
import { RowActions, RowButton } from '../../ui/RowActions';
import { useStaff } from '../../app/staff';
import { AddStaffDialog } from './AddStaffDialog';
import { staffQuery, type StaffAccount } from './api';
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

  return (
    <section className="page staff-page">
      <PageHeader title={t('staff.title')}>
        <div className="row-actions">
          <RefreshButton query={staff} />
          <button
            type="button"
            className="button button-small button-primary"
            onClick={() => setAdding(true)}
          >
            {t('staff.add.button')}
          </button>
        </div>
      </PageHeader>
      <p className="page-intro">{t('staff.intro')}</p>
      <Notice message={notice} />
      <div className="panel" aria-busy={staff.isFetching}>
        <QueryView
          query={staff}
          empty={{
            when: (list) => list.length === 0,
            message: t('staff.empty'),
            testId: 'staff-empty',
          }}
        >
          {(list) => (
            <DataTable
              label={t('staff.tableLabel')}
              className="staff-table"
              columns={[
                t('staff.column.username'),
                t('staff.column.role'),
                t('staff.column.twoFactor'),
                t('staff.column.lockedUntil'),
                t('common.status'),
                { label: t('staff.column.sessions'), numeric: true },
                t('staff.column.created'),
                { label: t('common.actions'), className: 'actions-col' },
              ]}
            >
              {list.map((account) => (
                <tr key={account.staffId} data-testid={`staff-${account.username}`}>
                  <td className="nowrap">
                    <strong>{account.username}</strong>
                    {account.staffId === me.staffId && (
                      <div className="muted">{t('staff.you')}</div>
                    )}
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
            </DataTable>
          )}
        </QueryView>
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
    <RowActions className="staff-actions">
      {kinds.map((kind) => (
        <RowButton
          key={kind}
          label={t(`staff.${kind}.button`)}
          fullLabel={t(`staff.${kind}.buttonFor`, { username: account.username })}
          onClick={() => onAction({ kind, account })}
        />
      ))}
    </RowActions>
  );
}
