import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

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
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>
        {required && (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
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
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
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
