import { Dialog as KitDialog } from '@croupier/web-kit/dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions, type Tone } from './DialogActions';
import { FormProblem } from './FormProblem';

/**
 * The console's dialog: the kit's (native <dialog>, focus trapped, Escape closes, labelled by
 * its title). While `busy` (a call is on its way) it cannot be dismissed, so a staff member
 * never wonders whether an action they closed went through.
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
  return (
    <KitDialog
      title={title}
      onClose={onClose}
      busy={busy}
      closeLabel={t('common.close')}
      testId={testId}
    >
      {children}
    </KitDialog>
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
