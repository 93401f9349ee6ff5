import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, type QuestionProps } from './Dialog';
import { DialogActions } from './DialogActions';
import { FormProblem } from './FormProblem';

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
}: QuestionProps & {
  reasonLabel: string;
  reasonHint?: string;
  maxLength: number;
  onConfirm: (reason: string) => void;
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
        <FormProblem id={`${id}-error`}>{problem}</FormProblem>
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
        <DialogActions confirmLabel={confirmLabel} tone="danger" busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
