import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A field's class: the invalid one draws its input's border red. */
export const fieldClass = (error?: string) => (error ? 'field field-invalid' : 'field');

/** A field's label, with the required mark (hidden from screen readers: the input says it). */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor}>
      {required && (
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      )}
      {children}
    </label>
  );
}

/** A field's problem under it, announced when it appears; `id` is what the input points at. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {error}
    </p>
  );
}

/**
 * A labelled input with its error under it (spec §8 "Field errors appear under each field"),
 * wired for screen readers. `adornment` sits inside the row: a send-code button, a captcha.
 */
export function Field({
  label,
  error,
  required,
  adornment,
  prefix,
  hint,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  label: string;
  error?: string;
  adornment?: ReactNode;
  /** Shown before the input, e.g. a mobile number's dialing code. */
  prefix?: ReactNode;
  hint?: string;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={fieldClass(error)}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <div className="field-row">
        {prefix && <span className="field-prefix">{prefix}</span>}
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {adornment}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A form-level failure (wrong password, network trouble) above the submit button. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

/**
 * The end of a form: its failure, what the last send achieved (`outcome`), then the submit
 * button, which says `busyLabel` and waits while a send is under way, and any other actions.
 */
export function FormFooter({
  error,
  outcome,
  busy,
  label,
  busyLabel,
  disabled = false,
  small = false,
  children,
}: {
  error: string | null;
  outcome?: ReactNode;
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Besides while busy: the form cannot be sent yet. */
  disabled?: boolean;
  small?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <FormError message={error} />
      {outcome}
      <div className="form-actions">
        <button
          type="submit"
          className={small ? 'button button-primary button-small' : 'button button-primary'}
          disabled={busy || disabled}
          aria-busy={busy || undefined}
        >
          {busy ? busyLabel : label}
        </button>
        {children}
      </div>
    </>
  );
}
