import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { BusyButton } from '../../ui/BusyButton';
import { Field } from '../../ui/Field';
import { FormProblem } from '../../ui/FormProblem';
import { createFirstOwner } from './api';
import {
  ownerPasswordMin,
  refusedFields,
  setupBodyOf,
  setupErrors,
  setupFieldText,
  setupRefusalText,
  type FieldErrors,
  type SetupFields,
} from './setup-errors';

type FieldName = keyof SetupFields;
const fieldOrder: FieldName[] = ['setupToken', 'username', 'password', 'repeatPassword'];
const empty: SetupFields = { setupToken: '', username: '', password: '', repeatPassword: '' };

/**
 * A new deployment's first owner: whoever holds the setup token the server printed at its start
 * chooses the owner's username and password. Two-factor is enrolled at the owner's first
 * sign-in, like any staff member's.
 */
export function FirstOwnerSetup({
  onCreated,
  onAlreadyDone,
}: {
  onCreated: (username: string) => void;
  /** Someone set the console up meanwhile: only signing in is left. */
  onAlreadyDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [fields, setFields] = useState<SetupFields>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const create = useMutation({
    mutationFn: createFirstOwner,
    onSuccess: (_, body) => onCreated(body.username),
    onError: (error) => {
      if (error instanceof ApiError && error.messageKey === 'setup_done') onAlreadyDone();
      else setErrors(refusedFields(error) ?? {});
    },
  });

  useEffect(() => {
    // After a refused attempt the keyboard lands on what to fix, its problem read with it.
    const first = fieldOrder.find((name) => errors[name]);
    if (first) inputs.current[first]?.focus();
  }, [errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    create.reset();
    const problems = setupErrors(fields);
    setErrors(problems);
    if (Object.keys(problems).length === 0) create.mutate(setupBodyOf(fields));
  };

  const problem = Object.keys(errors).length
    ? t('session.setup.checkFields')
    : create.error && setupRefusalText(create.error);

  const input = (name: FieldName, label: string, attributes: InputAttributes, hint?: ReactNode) => {
    const error = errors[name];
    return (
      <Field label={label} hint={hint} error={error && setupFieldText(error)}>
        {(control) => (
          <input
            {...control}
            {...attributes}
            ref={(element) => {
              inputs.current[name] = element;
            }}
            className="input"
            name={name}
            value={fields[name]}
            onChange={(event) => setFields((now) => ({ ...now, [name]: event.target.value }))}
          />
        )}
      </Field>
    );
  };

  return (
    <form
      className="sign-in-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <h2 id={`${id}-title`}>{t('session.setup.title')}</h2>
      <p className="sign-in-text" id={`${id}-text`}>
        {t('session.setup.text')}
      </p>
      <FormProblem>{problem}</FormProblem>
      {input('setupToken', t('session.setup.token'), {
        autoComplete: 'off',
        autoCapitalize: 'none',
        spellCheck: false,
        autoFocus: true,
      })}
      {input(
        'username',
        t('session.setup.username'),
        { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false },
        t('session.setup.usernameHint'),
      )}
      {input(
        'password',
        t('session.setup.password'),
        { type: 'password', autoComplete: 'new-password' },
        t('session.setup.passwordHint', { min: ownerPasswordMin }),
      )}
      {input('repeatPassword', t('session.setup.repeatPassword'), {
        type: 'password',
        autoComplete: 'new-password',
      })}
      <BusyButton
        type="submit"
        className="button button-primary button-block"
        busy={create.isPending}
        busyLabel={t('session.setup.creating')}
      >
        {t('session.setup.create')}
      </BusyButton>
    </form>
  );
}

type InputAttributes = {
  type?: 'password';
  autoComplete: string;
  autoCapitalize?: 'none';
  spellCheck?: boolean;
  autoFocus?: boolean;
};
