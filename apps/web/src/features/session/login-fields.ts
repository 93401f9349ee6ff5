import { useState, type ChangeEvent } from 'react';

export type LoginMode = 'username' | 'sms';

export type LoginTextField = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha';
export type LoginValues = Record<LoginTextField, string> & { remember: boolean };
export type LoginErrors = Partial<Record<LoginTextField, string>>;

/**
 * The login form's own small state: it sits in the header of every page, so it does without
 * the form libraries the larger forms load with their modals.
 */
export function useLoginFields(initial: LoginValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<LoginErrors>({});
  const set = (field: LoginTextField | 'remember', value: string | boolean) =>
    setValues((current) => ({ ...current, [field]: value }));
  return {
    values,
    errors,
    set,
    setError: (field: LoginTextField, key: string) =>
      setErrors((current) => ({ ...current, [field]: key })),
    clearErrors: () => setErrors({}),
    replaceErrors: setErrors,
    input: (field: LoginTextField) => ({
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        set(field, event.target.value);
        setErrors(({ [field]: _cleared, ...rest }) => rest);
      },
    }),
  };
}

export type LoginFields = ReturnType<typeof useLoginFields>;

/** Required fields of each way to log in (spec §5 "Login"); values are trimmed. */
export function missingFields(mode: LoginMode, values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (mode === 'username') {
    if (!values.username.trim()) errors.username = 'field_required';
    if (!values.password) errors.password = 'field_required';
  } else {
    const mobile = values.mobileNum.trim();
    if (!mobile) errors.mobileNum = 'field_required';
    else if (!/^\d+$/.test(mobile)) errors.mobileNum = 'mobile_format';
    if (!values.verificationCode.trim()) errors.verificationCode = 'field_required';
  }
  return errors;
}

/** Lets one call through per `gapMs`; later ones inside the gap are dropped. */
export function createGate(gapMs: number) {
  let last = 0;
  return {
    pass() {
      const now = Date.now();
      if (now - last < gapMs) return false;
      last = now;
      return true;
    },
  };
}
