import { consoleGames } from '@croupier/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../ui/CheckboxField';
import { FormDialog } from '../../ui/FormDialog';
import {
  draftErrors,
  refusalFieldErrors,
  sectionFieldText,
  type FieldErrors,
} from '../../ui/form-errors';
import { InputField } from '../../ui/InputField';
import { connectionActions, type VendorConnection } from './api';
import { catalogueErrorText } from './errors';

type Draft = { code: string; name: string; launchUrl: string; demoOnly: boolean };

/** What a saved connection answers: the row, and its new secret when one was made. */
export type ConnectionSaved = { connection: VendorConnection; secret: string | null };

/** What is wrong with a field, in words (`games.connections.fieldErrors`). */
const fieldText = (key: string | undefined) =>
  key ? sectionFieldText('games.connections', key) : undefined;

/** A refusal's field errors; a taken code is the code field's. */
const refusedFields = (error: unknown) => refusalFieldErrors(error, { vendor_exists: 'code' });

/**
 * Adds a seamless vendor (`connection` absent) or changes one. The form is the confirmation:
 * it says what happens, for every brand, and a new secret is asked for with its own box and
 * a danger button, since the vendor's calls fail until it uses the new one. The studio and
 * demo vendors only change their name.
 */
export function ConnectionDialog({
  connection,
  onClose,
  onSaved,
}: {
  connection?: VendorConnection;
  onClose: () => void;
  onSaved: (saved: ConnectionSaved) => void;
}) {
  const { t } = useTranslation();
  const adding = connection === undefined;
  const seamless = adding || connection.adapter === 'seamless';
  const [draft, setDraft] = useState<Draft>({
    code: '',
    name: connection?.name ?? '',
    launchUrl: connection?.launchUrl ?? '',
    demoOnly: connection?.demoOnly ?? false,
  });
  const [rotateSecret, setRotateSecret] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [nothingChanged, setNothingChanged] = useState(false);

  const create = () =>
    connectionActions.create({
      code: draft.code.trim(),
      name: draft.name.trim(),
      adapter: 'seamless',
      launchUrl: draft.launchUrl.trim(),
      demoOnly: draft.demoOnly,
    });
  const changeOf = (current: VendorConnection): consoleGames.ConnectionChange => {
    const change: consoleGames.ConnectionChange = {};
    if (draft.name.trim() !== current.name) change.name = draft.name.trim();
    if (seamless && draft.launchUrl.trim() !== current.launchUrl) {
      change.launchUrl = draft.launchUrl.trim();
    }
    if (seamless && draft.demoOnly !== current.demoOnly) change.demoOnly = draft.demoOnly;
    if (rotateSecret) change.rotateSecret = true;
    return change;
  };

  const save = useMutation({
    mutationFn: (): Promise<ConnectionSaved> =>
      connection ? connectionActions.update(connection.code, changeOf(connection)) : create(),
    onSuccess: onSaved,
    onError: (error) => {
      const fields = refusedFields(error);
      if (fields) setErrors(fields);
    },
  });

  const submit = () => {
    setNothingChanged(false);
    let problems: FieldErrors | null;
    if (connection) {
      const change = changeOf(connection);
      problems = draftErrors(consoleGames.connectionChange, change);
      if (problems?.form) {
        setErrors({});
        setNothingChanged(true);
        return;
      }
    } else {
      problems = draftErrors(consoleGames.connectionCreateBody, {
        ...draft,
        code: draft.code.trim(),
        adapter: 'seamless',
      });
    }
    setErrors(problems ?? {});
    if (!problems) save.mutate();
  };

  const problem = nothingChanged
    ? t('games.form.nothingChanged')
    : save.isError && !refusedFields(save.error)
      ? catalogueErrorText(save.error)
      : null;
  const text = (field: 'code' | 'name' | 'launchUrl') => (
    <InputField
      label={t(`games.connections.form.${field}`)}
      hint={t(`games.connections.form.${field}Hint`)}
      error={fieldText(errors[field])}
      spellCheck={false}
      autoComplete="off"
      maxLength={field === 'launchUrl' ? 500 : field === 'code' ? 32 : 64}
      value={draft[field]}
      onChange={(value) =>
        setDraft({
          ...draft,
          // Codes are capitals on the wire (`ACME`); typing them so is a chore.
          [field]: field === 'code' ? value.toUpperCase() : value,
        })
      }
    />
  );

  return (
    <FormDialog
      title={
        connection
          ? t('games.connections.editTitle', { name: connection.name })
          : t('games.connections.addTitle')
      }
      onClose={onClose}
      busy={save.isPending}
      testId="connection-dialog"
      message={
        adding ? (
          <>
            <p>{t('games.connections.addText')}</p>
            <p className="field-hint">{t('games.connections.noGamesYet')}</p>
          </>
        ) : (
          <p>
            {seamless
              ? t('games.connections.editText')
              : t('games.connections.nameOnly', {
                  kind: t(`games.adapter.${connection.adapter}`),
                })}
          </p>
        )
      }
      problem={problem}
      confirmLabel={
        adding
          ? t('games.connections.add')
          : rotateSecret
            ? t('games.connections.saveAndRotate')
            : t('games.form.save')
      }
      tone={rotateSecret ? 'danger' : 'primary'}
      onSubmit={submit}
    >
      {adding && text('code')}
      {text('name')}
      {seamless && text('launchUrl')}
      {seamless && (
        <CheckboxField
          className="games-check"
          label={t('games.connections.form.demoOnly')}
          hint={t('games.connections.form.demoOnlyHint')}
          checked={draft.demoOnly}
          onChange={(demoOnly) => setDraft({ ...draft, demoOnly })}
        />
      )}
      {!adding && seamless && (
        <CheckboxField
          className="games-check"
          label={t('games.connections.form.rotateSecret')}
          hint={t('games.connections.form.rotateSecretHint')}
          checked={rotateSecret}
          onChange={setRotateSecret}
        />
      )}
    </FormDialog>
  );
}
