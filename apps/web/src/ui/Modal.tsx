import { Dialog } from '@croupier/web-kit/dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The site's modal: the kit's dialog (native <dialog>, focus trap, Escape closes, the page
 * behind inert) in the site's looks. Width follows the spec's defaults: 600 for forms, 400 for
 * short dialogs; a click on the backdrop closes it.
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
  return (
    <Dialog
      title={title}
      onClose={onClose}
      closeLabel={t('common.close')}
      closeOnBackdrop
      className={`modal modal-${size}`}
      headerClassName="modal-header"
      panelClassName="modal-body"
      testId={testId}
    >
      {children}
    </Dialog>
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
