import type { consoleAccess } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { refreshStaff, staffActions, type StaffAccount } from './api';
import {
  draftErrors,
  fieldErrorText,
  serverFieldErrors,
  staffErrorText,
  type FieldErrors,
} from './errors';
import { PasswordInput, RoleSelect, staffPasswordMax, staffPasswordMin } from './fields';

/**
 * A new staff member: a username, a first password (12 characters at least) and a role. They
 * set up two-factor themselves at their first sign-in.
 */
export function AddStaffDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (account: StaffAccount) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<consoleAccess.StaffRole>('support');
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useMutation({
    mutationFn: () => staffActions.create({ username: username.trim(), password, role }),
    onSuccess: async (account) => {
      await refreshStaff(queryClient);
      onDone(account);
    },
    onError: (error) => setErrors(serverFieldErrors(error) ?? {}),
  });

  const submit = () => {
    create.reset();
    const problems = draftErrors({ username: username.trim(), password, role });
    setErrors(problems);
    if (Object.keys(problems).length === 0) create.mutate();
  };

  const errorText = (field: string) => errors[field] && fieldErrorText(errors[field]);
  const problem = create.error
    ? staffErrorText(create.error)
    : Object.keys(errors).length
      ? t('staff.add.checkFields')
      : null;

  return (
    <FormDialog
      title={t('staff.add.title')}
      onClose={onClose}
      busy={create.isPending}
      testId="add-staff-dialog"
      className="staff-form"
      message={<p>{t('staff.add.text')}</p>}
      problem={problem}
      confirmLabel={t('staff.add.save')}
      onSubmit={submit}
    >
      <Field
        label={t('staff.column.username')}
        hint={t('staff.add.usernameHint')}
        error={errorText('username')}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={username}
            maxLength={32}
            autoComplete="off"
            spellCheck={false}
            autoFocus
            onChange={(event) => setUsername(event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('staff.password.label')}
        hint={t('staff.password.hint', { min: staffPasswordMin, max: staffPasswordMax })}
        error={errorText('password')}
      >
        {(control) => <PasswordInput {...control} value={password} onChange={setPassword} />}
      </Field>
      <Field
        label={t('staff.column.role')}
        hint={t(`staff.roleHelp.${role}`)}
        error={errorText('role')}
      >
        {(control) => <RoleSelect {...control} value={role} onChange={setRole} />}
      </Field>
    </FormDialog>
  );
}
