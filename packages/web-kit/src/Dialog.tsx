import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';

export type DialogProps = {
  title: string;
  /** Without it the dialog cannot be dismissed (a forced password change). */
  onClose?: () => void;
  /** The close button's accessible name, in the app's language. */
  closeLabel: string;
  children: ReactNode;
  /** For a dialog that stays mounted (the games' panels): shown while true. */
  open?: boolean;
  /** While a call is on its way the dialog cannot be dismissed. */
  busy?: boolean;
  /** A click on the backdrop closes it. */
  closeOnBackdrop?: boolean;
  /** Class names the app styles: the <dialog>, its header and an optional panel around both. */
  className?: string;
  headerClassName?: string;
  panelClassName?: string;
  testId?: string;
};

/**
 * The accessible modal of the browser apps, on the native <dialog>: `showModal` traps focus
 * and makes the page behind inert, Escape closes it (through the app's state, which stays
 * the truth), and it is labelled by its title.
 */
export function Dialog({
  title,
  onClose,
  closeLabel,
  children,
  open = true,
  busy = false,
  closeOnBackdrop = false,
  className = 'dialog',
  headerClassName = 'dialog-header',
  panelClassName,
  testId,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useEffectEvent(() => {
    if (!busy) onClose?.();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape fires `cancel`; closing goes through the app's state.
    const cancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    dialog.addEventListener('cancel', cancel);
    return () => dialog.removeEventListener('cancel', cancel);
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open]);

  const content = (
    <>
      <header className={headerClassName}>
        <h2 id={titleId}>{title}</h2>
        {onClose && (
          <button
            type="button"
            className="icon-button"
            onClick={onClose}
            disabled={busy}
            aria-label={closeLabel}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </header>
      {children}
    </>
  );

  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={titleId}
      aria-modal="true"
      data-testid={testId}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (closeOnBackdrop && event.target === ref.current) close();
      }}
    >
      {panelClassName ? <div className={panelClassName}>{content}</div> : content}
    </dialog>
  );
}
