import { useEffect, useId, useRef, type ReactNode } from 'react';
import { sharedTexts } from '../i18n/shared';
import { useTexts } from '../i18n/language';

/**
 * A modal panel on the native <dialog>: the browser traps focus, closes it on Escape and
 * gives focus back to the button that opened it. Its content exists only while open.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const texts = useTexts(sharedTexts);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself, outside its panel.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label={texts.close} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="dialog__body">{open ? children : null}</div>
      </div>
    </dialog>
  );
}
