import type { ComponentProps, InputHTMLAttributes } from 'react';
import { Field } from './Field';

/**
 * A labelled one-line text input: `Field` around an input whose value is text. The input's
 * own attributes (`maxLength`, `inputMode`, `autoComplete`, ...) go on it; `className`
 * replaces its look (`input input-mono`).
 */
export function InputField({
  label,
  hint,
  error,
  errorReplacesHint,
  value,
  onChange,
  className = 'input',
  ...input
}: Omit<ComponentProps<typeof Field>, 'children' | 'announce'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> & {
    value: string;
    onChange: (value: string) => void;
  }) {
  return (
    <Field label={label} hint={hint} error={error} errorReplacesHint={errorReplacesHint}>
      {(control) => (
        <input
          {...control}
          className={className}
          {...input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
