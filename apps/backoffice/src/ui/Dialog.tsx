import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions, type Tone } from './DialogActions';
import { FormProblem } from './FormProblem';

/**
 * A dialog on the native <dialog>: the browser traps focus and makes the page behind inert,
 * and Escape closes it. While `busy` (a call is on its way) it cannot be dismissed, so a
 * staff member never wonders whether an action they closed went through.
 */
export function Dialog({
  title,
  onClose,
  busy = false,
  children,
  testId,
}: {
  title: string;
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useEffectEvent(() => {
    if (!busy) onClose();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Escape fires `cancel`; closing goes through React state so the page stays the truth.
    const cancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} data-testid={testId}>
      <header className="dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="icon-button"
          onClick={onClose}
          disabled={busy}
          aria-label={t('common.close')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      {children}
    </dialog>
  );
}

/** What a dialog that asks before an action is given. */
export type QuestionProps = {
  title: string;
  /** What will happen. */
  message: ReactNode;
  confirmLabel: string;
  busy: boolean;
  /** Why the last attempt failed; the dialog stays open to try again or cancel. */
  error?: string | null;
  onClose: () => void;
  testId?: string;
};

/** A question before an action: what will happen, then confirm or cancel. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  tone = 'primary',
  busy,
  error,
  onConfirm,
  onClose,
  testId,
}: QuestionProps & { tone?: Tone; onConfirm: () => void }) {
  return (
    <Dialog title={title} onClose={onClose} busy={busy} testId={testId}>
      <div className="dialog-body">{message}</div>
      <FormProblem>{error}</FormProblem>
      <DialogActions
        confirmLabel={confirmLabel}
        tone={tone}
        busy={busy}
        onCancel={onClose}
        onConfirm={onConfirm}
        autoFocus
      />
    </Dialog>
  );
}
