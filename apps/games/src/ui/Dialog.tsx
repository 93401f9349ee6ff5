import { Dialog as KitDialog } from '@croupier/web-kit/dialog';
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/language';
import { sharedTexts } from '../i18n/shared';

/**
 * A modal panel: the kit's dialog (native <dialog>: focus trapped, Escape closes, focus
 * goes back to the button that opened it), kept mounted; its content exists only while open.
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
  const texts = useTexts(sharedTexts);
  return (
    <KitDialog
      open={open}
      title={title}
      onClose={onClose}
      closeLabel={texts.close}
      closeOnBackdrop
      headerClassName="dialog__header"
      panelClassName="dialog__panel"
    >
      <div className="dialog__body">{open ? children : null}</div>
    </KitDialog>
  );
}
