import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Dialog } from '../../ui/Dialog';
import { DialogActions } from '../../ui/DialogActions';
import { FormProblem } from '../../ui/FormProblem';
import { serverFieldErrors, settingsErrorText, type FieldErrors } from './form-errors';

/**
 * The save of a settings dialog: a refusal that names fields puts its errors beside them,
 * any other stays under the form; the dialog stays open to correct or cancel.
 */
export function useDialogSave<T>(send: () => Promise<T>, onSaved: (saved: T) => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: send,
    onSuccess: onSaved,
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
    },
  });
  return { save, errors, setErrors };
}

/** A dialog of one settings form: its fields wait while it saves, its problem under them. */
export function SettingsDialog({
  title,
  testId,
  save,
  confirmLabel,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  save: { isPending: boolean; isError: boolean; error: unknown };
  confirmLabel: string;
  /** Save was pressed: check the fields, then save. */
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog title={title} onClose={onClose} busy={save.isPending} testId={testId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <fieldset disabled={save.isPending} className="settings-fieldset">
          {children}
          <SaveProblem save={save} />
          <DialogActions confirmLabel={confirmLabel} busy={save.isPending} onCancel={onClose} />
        </fieldset>
      </form>
    </Dialog>
  );
}

/** Why a save failed, unless the fields already say it beside themselves. */
function SaveProblem({ save }: { save: { isError: boolean; error: unknown } }) {
  return (
    <FormProblem>
      {save.isError && !serverFieldErrors(save.error) && settingsErrorText(save.error)}
    </FormProblem>
  );
}
