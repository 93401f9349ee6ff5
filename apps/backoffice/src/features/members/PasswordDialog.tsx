import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { FormDialog } from '../../ui/FormDialog';
import { InputField } from '../../ui/InputField';
import { memberActions } from './api';
import { fieldErrorText, memberErrorText } from './errors';
import { useMemberWrite, type MemberDialogProps } from './member-write';
import { RadioChoice } from './parts';

const passwordMax = 64;

/**
 * A new password for the member, typed or generated. The member must change it at the next
 * sign-in and is signed out everywhere. The password is shown once, to pass on; the platform
 * keeps only its hash.
 */
export function PasswordDialog({ member, onClose, onDone }: MemberDialogProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'generate' | 'type'>('generate');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const run = useMemberWrite(() =>
    memberActions.resetPassword(member.id, mode === 'type' ? password : undefined),
  );

  const submit = () => {
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
    <FormDialog
      title={t('members.password.title', { username: member.username })}
      onClose={onClose}
      busy={run.isPending}
      testId="password-dialog"
      message={<p>{t('members.password.text')}</p>}
      problem={serverProblem}
      confirmLabel={t('members.password.button')}
      tone="danger"
      onSubmit={submit}
    >
      <RadioChoice
        legend={t('members.password.how')}
        values={['generate', 'type'] as const}
        labelOf={(value) => t(`members.password.modes.${value}`)}
        value={mode}
        onChange={setMode}
      />
      {mode === 'type' && (
        <InputField
          label={t('members.password.label')}
          hint={t('members.password.hint')}
          error={passwordError}
          errorReplacesHint
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={password}
          maxLength={passwordMax}
          onChange={setPassword}
          autoFocus
        />
      )}
    </FormDialog>
  );
}
