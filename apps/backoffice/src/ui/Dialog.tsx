import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  busy: boolean;
  /** Why the last attempt failed; the dialog stays open to try again or cancel. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose} busy={busy} testId={testId}>
      <div className="dialog-body">{message}</div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={`button button-${tone}`}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
          autoFocus
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
