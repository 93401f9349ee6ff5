import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';

/**
 * An action that needs a written reason (reject a deposit, a withdrawal): what will happen,
 * the reason (required), then the action. The dialog is the confirmation.
 */
export function ReasonDialog({
  title,
  message,
  reasonLabel,
  reasonHint,
  maxLength,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
  testId,
}: {
  title: string;
  message: ReactNode;
  reasonLabel: string;
  reasonHint?: string;
  maxLength: number;
  confirmLabel: string;
  busy: boolean;
  error?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onConfirm(text);
  };

  const problem = missing ? t('common.reasonRequired') : error;
  return (
    <Dialog title={title} onClose={onClose} busy={busy} testId={testId}>
      <form onSubmit={submit} noValidate>
        <div className="dialog-message">{message}</div>
        {problem && (
          <p className="form-error" role="alert" id={`${id}-error`}>
            {problem}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-reason`}>{reasonLabel}</label>
          <textarea
            id={`${id}-reason`}
            className="textarea"
            value={reason}
            maxLength={maxLength}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={missing}
            aria-describedby={
              [problem && `${id}-error`, reasonHint && `${id}-hint`].filter(Boolean).join(' ') ||
              undefined
            }
            autoFocus
            required
          />
          {reasonHint && (
            <span className="field-hint" id={`${id}-hint`}>
              {reasonHint}
            </span>
          )}
        </div>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-danger" disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
