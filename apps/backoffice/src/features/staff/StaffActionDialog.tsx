import { boAdmin, type backoffice } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, Dialog } from '../../ui/Dialog';
import { refreshStaff, staffActions, type StaffAccount, type StaffChanges } from './api';
import { fieldErrorText, serverFieldErrors, staffErrorText } from './errors';
import { PasswordInput, RoleSelect, staffPasswordMax, staffPasswordMin } from './fields';

export type StaffActionKind =
  'role' | 'disable' | 'enable' | 'unlock' | 'resetTwoFactor' | 'password';
export type StaffAction = { kind: StaffActionKind; account: StaffAccount };

/**
 * One change to a staff account, asked about first: what happens, then confirm. Changing the
 * role, disabling, a new password and a two-factor reset end the account's open sessions.
 */
export function StaffActionDialog({
  action,
  onClose,
  onDone,
}: {
  action: StaffAction;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { kind, account } = action;
  const run = useMutation({
    mutationFn: (changes: StaffChanges) => staffActions.update(account.staffId, changes),
    onSuccess: async (updated) => {
      await refreshStaff(queryClient, updated);
      onDone(
        t(`staff.done.${kind}`, {
          username: updated.username,
          role: t(`roles.${updated.role}`),
        }),
      );
    },
    // The account may have changed meanwhile (another owner): the table shows what it is now.
    onError: () => void refreshStaff(queryClient),
  });
  const common = {
    busy: run.isPending,
    error: run.error ? staffErrorText(run.error) : null,
    onClose,
  };
  const sessionsEnd =
    account.activeSessions > 0
      ? t('staff.sessionsEnd', { count: account.activeSessions, username: account.username })
      : null;

  if (kind === 'role') {
    return <RoleDialog account={account} sessionsEnd={sessionsEnd} run={run.mutate} {...common} />;
  }
  if (kind === 'password') {
    return (
      <NewPasswordDialog
        account={account}
        sessionsEnd={sessionsEnd}
        run={run.mutate}
        fieldError={serverFieldErrors(run.error)?.password}
        {...common}
      />
    );
  }
  const changes: StaffChanges =
    kind === 'disable'
      ? { disabled: true }
      : kind === 'enable'
        ? { disabled: false }
        : kind === 'unlock'
          ? { unlock: true }
          : { resetTwoFactor: true };
  const ends = kind === 'disable' || kind === 'resetTwoFactor';
  return (
    <ConfirmDialog
      title={t(`staff.${kind}.title`, { username: account.username })}
      message={
        <>
          <p>{t(`staff.${kind}.text`, { username: account.username })}</p>
          {ends && sessionsEnd && <p>{sessionsEnd}</p>}
        </>
      }
      confirmLabel={t(`staff.${kind}.confirm`)}
      tone={kind === 'disable' || kind === 'resetTwoFactor' ? 'danger' : 'primary'}
      onConfirm={() => run.mutate(changes)}
      testId={`staff-${kind}-dialog`}
      {...common}
    />
  );
}

type FormDialogProps = {
  account: StaffAccount;
  sessionsEnd: string | null;
  run: (changes: StaffChanges) => void;
  busy: boolean;
  error: string | null;
  onClose: () => void;
};

function RoleDialog({ account, sessionsEnd, run, busy, error, onClose }: FormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [role, setRole] = useState<backoffice.StaffRole>(account.role);
  const [same, setSame] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSame(role === account.role);
    if (role !== account.role) run({ role });
  };
  const problem = same ? t('staff.role.same') : error;
  return (
    <Dialog
      title={t('staff.role.title', { username: account.username })}
      onClose={onClose}
      busy={busy}
      testId="staff-role-dialog"
    >
      <form onSubmit={submit} noValidate>
        <div className="dialog-message">
          <p>
            {t('staff.role.text', { username: account.username, role: t(`roles.${account.role}`) })}
          </p>
          {sessionsEnd && <p>{sessionsEnd}</p>}
        </div>
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-role`}>{t('staff.role.newRole')}</label>
          <RoleSelect
            id={`${id}-role`}
            value={role}
            onChange={(next) => {
              setRole(next);
              setSame(false);
            }}
            describedBy={`${id}-role-hint`}
            autoFocus
          />
          <span className="field-hint" id={`${id}-role-hint`}>
            {t(`staff.roleHelp.${role}`)}
          </span>
        </div>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
            {t('staff.role.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function NewPasswordDialog({
  account,
  sessionsEnd,
  run,
  busy,
  error,
  fieldError,
  onClose,
}: FormDialogProps & { fieldError?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const short = !boAdmin.staffChanges.shape.password.safeParse(password).success;
    setTooShort(short);
    if (!short) run({ password });
  };
  const passwordError = tooShort
    ? password
      ? 'password_too_short'
      : 'field_required'
    : fieldError;
  return (
    <Dialog
      title={t('staff.password.title', { username: account.username })}
      onClose={onClose}
      busy={busy}
      testId="staff-password-dialog"
    >
      <form onSubmit={submit} noValidate>
        <div className="dialog-message">
          <p>{t('staff.password.text', { username: account.username })}</p>
          {sessionsEnd && <p>{sessionsEnd}</p>}
        </div>
        {error && !passwordError && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-password`}>{t('staff.password.newLabel')}</label>
          <PasswordInput
            id={`${id}-password`}
            value={password}
            onChange={(next) => {
              setPassword(next);
              setTooShort(false);
            }}
            invalid={Boolean(passwordError)}
            describedBy={[passwordError && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ')}
            autoFocus
          />
          {passwordError && (
            <span className="field-error" id={`${id}-error`} role="alert">
              {fieldErrorText(passwordError)}
            </span>
          )}
          <span className="field-hint" id={`${id}-hint`}>
            {t('staff.password.hint', { min: staffPasswordMin, max: staffPasswordMax })}
          </span>
        </div>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-danger" disabled={busy} aria-busy={busy}>
            {t('staff.password.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
