import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import { Dialog } from '../../ui/Dialog';
import { memberActions, refreshMember, type MemberProfile } from './api';
import { fieldErrorText, memberErrorText } from './errors';

const passwordMax = 64;

/**
 * A new password for the member, typed or generated. The member must change it at the next
 * sign-in and is signed out everywhere. The password is shown once, to pass on; the platform
 * keeps only its hash.
 */
export function PasswordDialog({
  member,
  onClose,
  onDone,
}: {
  member: MemberProfile;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const merchant = useCurrentMerchant();
  const [mode, setMode] = useState<'generate' | 'type'>('generate');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const run = useMutation({
    mutationFn: () =>
      memberActions.resetPassword(member.id, mode === 'type' ? password : undefined),
    onSuccess: () => void refreshMember(queryClient, merchant?.code ?? ''),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'type' && !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    run.mutate();
  };

  if (run.data) {
    const result = run.data;
    return (
      <Dialog
        title={t('members.password.doneTitle')}
        onClose={() => onDone(t('members.password.done', { username: member.username }))}
        testId="password-dialog"
      >
        <div className="dialog-body">
          <p>{t('members.password.doneText', { username: member.username })}</p>
          <p className="temporary-password" data-testid="temporary-password">
            <code>{result.temporaryPassword}</code>
          </p>
          <p className="field-hint">
            {t('members.password.doneHint', { count: result.sessionsEnded })}
          </p>
        </div>
        <div className="dialog-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => onDone(t('members.password.done', { username: member.username }))}
            autoFocus
          >
            {t('members.password.close')}
          </button>
        </div>
      </Dialog>
    );
  }

  const passwordError =
    (missing && t('members.fieldErrors.field_required')) || fieldErrorText(run.error, 'password');
  const serverProblem = run.error && !passwordError ? memberErrorText(run.error) : null;
  return (
    <Dialog
      title={t('members.password.title', { username: member.username })}
      onClose={onClose}
      busy={run.isPending}
      testId="password-dialog"
    >
      <form onSubmit={submit} noValidate>
        <div className="dialog-message">
          <p>{t('members.password.text')}</p>
        </div>
        {serverProblem && (
          <p className="form-error" role="alert">
            {serverProblem}
          </p>
        )}
        <fieldset className="field adjust-direction">
          <legend>{t('members.password.how')}</legend>
          {(['generate', 'type'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />{' '}
              {t(`members.password.modes.${value}`)}
            </label>
          ))}
        </fieldset>
        {mode === 'type' && (
          <div className="field">
            <label htmlFor={`${id}-password`}>{t('members.password.label')}</label>
            <input
              id={`${id}-password`}
              className="input"
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={password}
              maxLength={passwordMax}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={Boolean(passwordError)}
              aria-describedby={`${id}-password-note`}
              autoFocus
            />
            <span
              className={passwordError ? 'form-error field-error' : 'field-hint'}
              id={`${id}-password-note`}
              role={passwordError ? 'alert' : undefined}
            >
              {passwordError || t('members.password.hint')}
            </span>
          </div>
        )}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={run.isPending}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className="button button-danger"
            disabled={run.isPending}
            aria-busy={run.isPending}
          >
            {t('members.password.button')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
