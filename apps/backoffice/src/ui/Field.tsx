import { useId, type ReactNode } from 'react';

/**
 * What a field's control carries (spread onto it): its id, whether its value is wrong, and the
 * lines that describe it.
 */
export type FieldControl = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

/**
 * A labelled control with its hint and its error. The control is given the ids it must point
 * at, so a screen reader reads the label, then the error, then the hint.
 *
 * The error stands above a hint that stays (a password's rules are still needed while it is
 * wrong). With `errorReplacesHint` the two share one line: the hint until something is wrong,
 * then the problem, set off like a form's error and read out as it appears.
 */
export function Field({
  label,
  hint,
  error,
  announce = false,
  errorReplacesHint = false,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value, in words; empty while it is fine. */
  error?: ReactNode;
  /** Read the error out as it appears: for a field whose error is the form's only one. */
  announce?: boolean;
  errorReplacesHint?: boolean;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const invalid = Boolean(error);
  if (errorReplacesHint) {
    const noteId = `${id}-note`;
    const note = error || hint;
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {children({ id, 'aria-invalid': invalid, 'aria-describedby': note ? noteId : undefined })}
        {note && (
          <span
            className={invalid ? 'form-error field-error' : 'field-hint'}
            id={noteId}
            role={invalid ? 'alert' : undefined}
          >
            {note}
          </span>
        )}
      </div>
    );
  }
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [invalid && errorId, hint && hintId].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy || undefined })}
      {invalid && (
        <span className="field-error" id={errorId} role={announce ? 'alert' : undefined}>
          {error}
        </span>
      )}
      {hint && (
        <span className="field-hint" id={hintId}>
          {hint}
        </span>
      )}
    </div>
  );
}
