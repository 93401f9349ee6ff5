import { useState } from 'react';

/**
 * The text fields of a small form without a form library: their values, the problems found
 * before sending, and `bind` to hand one to a `Field` (required, with its error).
 */
export function useFormFields<Values extends Record<string, string>>(empty: Values) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Values>>({});
  return {
    values,
    errors,
    setErrors,
    clear: () => setValues(empty),
    bind: (name: keyof Values) => ({
      value: values[name],
      onChange: (event: { target: { value: string } }) =>
        setValues((previous) => ({ ...previous, [name]: event.target.value })),
      error: errors[name],
      required: true,
    }),
  };
}
