import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it (spec §9 modal
 * defaults) and the page behind is inert. Width follows the spec's defaults: 600 for forms,
 * 400 for short dialogs.
 */
export function Modal({
  title,
  onClose,
  children,
  size = 'form',
  testId,
}: {
  title: string;
  /** Without it the modal cannot be dismissed (a forced password change). */
  onClose?: () => void;
  children: ReactNode;
  /** form 600 wide, dialog 400 (spec §9), drawer: a side panel the height of the screen. */
  size?: 'form' | 'dialog' | 'drawer';
  testId?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useEffectEvent(() => onClose?.());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Escape fires `cancel`; we close through React state so the store stays the truth.
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
    <dialog
      ref={ref}
      className={`modal modal-${size}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose?.();
      }}
    >
      <div className="modal-body">
        <header className="modal-header">
          <h2 id={titleId}>{title}</h2>
          {onClose && (
            <button
              type="button"
              className="icon-button"
              onClick={onClose}
              aria-label={t('common.close')}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </header>
        {children}
      </div>
    </dialog>
  );
}

/** A short question with a confirm and a cancel button (logout, trial warning). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  busy = false,
  testId,
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  testId?: string;
}) {
  return (
    <Modal title={title} onClose={onClose} size="dialog" testId={testId}>
      <div className="dialog-message">{message}</div>
      <div className="dialog-actions">
        {cancelLabel && (
          <button type="button" className="button" onClick={onClose}>
            {cancelLabel}
          </button>
        )}
        <button
          type="button"
          className="button button-primary"
          onClick={onConfirm}
          disabled={busy}
          autoFocus
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
