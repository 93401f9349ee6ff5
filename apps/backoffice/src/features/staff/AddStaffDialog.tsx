import { boAdmin, type backoffice } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { refreshStaff, staffActions, type StaffAccount } from './api';
import {
  fieldErrorText,
  fieldKey,
  serverFieldErrors,
  staffErrorText,
  type FieldErrors,
} from './errors';
import { PasswordInput, RoleSelect, staffPasswordMax, staffPasswordMin } from './fields';

/** The contract's rules, checked before sending, with the words the form uses. */
function draftErrors(draft: { username: string; password: string; role: string }): FieldErrors {
  const parsed = boAdmin.staffDraft.safeParse(draft);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    const empty = !String(draft[field as keyof typeof draft] ?? '').trim();
    errors[field] = empty
      ? 'field_required'
      : fieldKey(
          field,
          issue.code === 'too_small'
            ? 'field_too_short'
            : issue.code === 'too_big'
              ? 'field_too_long'
              : 'field_format',
        );
  }
  return errors;
}

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
  const id = useId();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<backoffice.StaffRole>('support');
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useMutation({
    mutationFn: () => staffActions.create({ username: username.trim(), password, role }),
    onSuccess: async (account) => {
      await refreshStaff(queryClient);
      onDone(account);
    },
    onError: (error) => setErrors(serverFieldErrors(error) ?? {}),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    const problems = draftErrors({ username: username.trim(), password, role });
    setErrors(problems);
    if (Object.keys(problems).length === 0) create.mutate();
  };

  const described = (field: string, hint?: boolean) =>
    [errors[field] && `${id}-${field}-error`, hint && `${id}-${field}-hint`]
      .filter(Boolean)
      .join(' ') || undefined;
  const fieldError = (field: string) =>
    errors[field] && (
      <span className="field-error" id={`${id}-${field}-error`}>
        {fieldErrorText(errors[field])}
      </span>
    );
  const problem = create.error
    ? staffErrorText(create.error)
    : Object.keys(errors).length
      ? t('staff.add.checkFields')
      : null;

  return (
    <Dialog
      title={t('staff.add.title')}
      onClose={onClose}
      busy={create.isPending}
      testId="add-staff-dialog"
    >
      <form className="staff-form" onSubmit={submit} noValidate>
        <p className="dialog-message">{t('staff.add.text')}</p>
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-username`}>{t('staff.column.username')}</label>
          <input
            id={`${id}-username`}
            className="input"
            value={username}
            maxLength={32}
            autoComplete="off"
            spellCheck={false}
            autoFocus
            onChange={(event) => setUsername(event.target.value)}
            aria-invalid={Boolean(errors.username)}
            aria-describedby={described('username', true)}
          />
          {fieldError('username')}
          <span className="field-hint" id={`${id}-username-hint`}>
            {t('staff.add.usernameHint')}
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{t('staff.password.label')}</label>
          <PasswordInput
            id={`${id}-password`}
            value={password}
            onChange={setPassword}
            invalid={Boolean(errors.password)}
            describedBy={described('password', true)}
          />
          {fieldError('password')}
          <span className="field-hint" id={`${id}-password-hint`}>
            {t('staff.password.hint', { min: staffPasswordMin, max: staffPasswordMax })}
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${id}-role`}>{t('staff.column.role')}</label>
          <RoleSelect
            id={`${id}-role`}
            value={role}
            onChange={setRole}
            describedBy={described('role', true)}
          />
          {fieldError('role')}
          <span className="field-hint" id={`${id}-role-hint`}>
            {t(`staff.roleHelp.${role}`)}
          </span>
        </div>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={create.isPending}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className="button button-primary"
            disabled={create.isPending}
            aria-busy={create.isPending}
          >
            {t('staff.add.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
