import type { ReactNode } from 'react';
import { Dialog } from './Dialog';
import { DialogActions, type Tone } from './DialogActions';
import { FormProblem } from './FormProblem';

export type DialogFormProps = {
  /** What the form does, above everything else. */
  message?: ReactNode;
  /** Why the last attempt failed (the server's refusal, or what to fix first). */
  problem?: ReactNode;
  confirmLabel: ReactNode;
  tone?: Tone;
  busy?: boolean;
  /** The form was sent: its own checks come first, then the call. */
  onSubmit: () => void;
  onCancel: () => void;
  className?: string;
  /** The fields. */
  children?: ReactNode;
};

/**
 * The form inside a dialog: what it does, the problem of the last attempt, the fields, then
 * cancel and the action. The browser's own checks are off: the form says what is wrong in
 * the console's words, beside each field.
 */
export function DialogForm({
  message,
  problem,
  confirmLabel,
  tone,
  busy,
  onSubmit,
  onCancel,
  className,
  children,
}: DialogFormProps) {
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      {message && <div className="dialog-message">{message}</div>}
      <FormProblem>{problem}</FormProblem>
      {children}
      <DialogActions confirmLabel={confirmLabel} tone={tone} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** A dialog that is one form: a title, then `DialogForm`. Cancelling closes it. */
export function FormDialog({
  title,
  onClose,
  busy = false,
  testId,
  ...form
}: Omit<DialogFormProps, 'onCancel'> & {
  title: string;
  onClose: () => void;
  testId?: string;
}) {
  return (
    <Dialog title={title} onClose={onClose} busy={busy} testId={testId}>
      <DialogForm {...form} busy={busy} onCancel={onClose} />
    </Dialog>
  );
}
