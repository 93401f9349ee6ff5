import { consoleAdmin, type consoleAccess } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
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
  const [role, setRole] = useState<consoleAccess.StaffRole>(account.role);
  const [same, setSame] = useState(false);
  const submit = () => {
    setSame(role === account.role);
    if (role !== account.role) run({ role });
  };
  return (
    <FormDialog
      title={t('staff.role.title', { username: account.username })}
      onClose={onClose}
      busy={busy}
      testId="staff-role-dialog"
      message={
        <>
          <p>
            {t('staff.role.text', { username: account.username, role: t(`roles.${account.role}`) })}
          </p>
          {sessionsEnd && <p>{sessionsEnd}</p>}
        </>
      }
      problem={same ? t('staff.role.same') : error}
      confirmLabel={t('staff.role.confirm')}
      onSubmit={submit}
    >
      <Field label={t('staff.role.newRole')} hint={t(`staff.roleHelp.${role}`)}>
        {(control) => (
          <RoleSelect
            {...control}
            value={role}
            onChange={(next) => {
              setRole(next);
              setSame(false);
            }}
            autoFocus
          />
        )}
      </Field>
    </FormDialog>
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
  const [password, setPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const submit = () => {
    const short = !consoleAdmin.staffChanges.shape.password.safeParse(password).success;
    setTooShort(short);
    if (!short) run({ password });
  };
  const passwordError = tooShort
    ? password
      ? 'password_too_short'
      : 'field_required'
    : fieldError;
  return (
    <FormDialog
      title={t('staff.password.title', { username: account.username })}
      onClose={onClose}
      busy={busy}
      testId="staff-password-dialog"
      message={
        <>
          <p>{t('staff.password.text', { username: account.username })}</p>
          {sessionsEnd && <p>{sessionsEnd}</p>}
        </>
      }
      problem={!passwordError && error}
      confirmLabel={t('staff.password.confirm')}
      tone="danger"
      onSubmit={submit}
    >
      <Field
        label={t('staff.password.newLabel')}
        hint={t('staff.password.hint', { min: staffPasswordMin, max: staffPasswordMax })}
        error={passwordError && fieldErrorText(passwordError)}
        announce
      >
        {(control) => (
          <PasswordInput
            {...control}
            value={password}
            onChange={(next) => {
              setPassword(next);
              setTooShort(false);
            }}
            autoFocus
          />
        )}
      </Field>
    </FormDialog>
  );
}
