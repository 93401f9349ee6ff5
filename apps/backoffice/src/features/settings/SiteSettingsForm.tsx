import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { refreshAfterSave, siteQuery, type SiteSettings } from './api';
import { serverFieldErrors, settingsErrorText, type FieldErrors } from './form-errors';
import { ChangeList, SettingsPanel, type Change } from './parts';

/**
 * The save of one group of site settings: nothing goes live before a confirmation (`ask`,
 * listing the changes when there is a list), the answer then shows at once, and a refusal
 * that names fields puts its errors beside them and closes the confirmation.
 */
export function useSiteSave<T = SiteSettings>({
  merchant,
  send,
  onSaved,
  queryKey = siteQuery(merchant).queryKey,
}: {
  merchant: string;
  /** Sends what the form holds now. */
  send: () => Promise<T>;
  /** Takes in the saved settings; says what the page tells the operator. */
  onSaved: (answer: T) => string;
  /** Where the answer is kept: the site settings, unless the form saves another group. */
  queryKey?: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [changes, setChanges] = useState<Change[] | null>(null);
  const [notice, setNotice] = useState('');
  const save = useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      setChanges(null);
      setNotice(onSaved(answer));
      await refreshAfterSave(queryClient, queryKey, answer);
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) {
        setErrors(fieldErrors);
        setChanges(null);
      }
    },
  });
  return {
    save,
    errors,
    setErrors,
    notice,
    setNotice,
    /** The changes being confirmed; null while nothing is. */
    changes,
    ask: (list: Change[] = []) => {
      save.reset();
      setChanges(list);
    },
    cancel: () => setChanges(null),
  };
}

export type SiteSave = ReturnType<typeof useSiteSave<unknown>>;

/** What each form of the Site tab is given. */
export type SiteFormProps = { merchant: string; settings: SiteSettings; canChange: boolean };

/** A form's words are under `settings.<section>`; its test ids start with `name`. */
type Section =
  'maintenance' | 'region' | 'customerService' | 'security' | 'integrations' | 'registrationTerms';

/** What the confirmation says instead of the list of changes, and its button. */
type Confirmation = { message?: ReactNode; confirmLabel?: string; tone?: 'primary' | 'danger' };

/** The confirmation of a save: by default the list of what changes, then "Save". */
export function ConfirmSave({
  site,
  section,
  name,
  message,
  confirmLabel,
  tone,
}: Confirmation & { site: SiteSave; section: Section; name: string }) {
  const { t } = useTranslation();
  const { save, changes } = site;
  if (!changes) return null;
  return (
    <ConfirmDialog
      title={t(`settings.${section}.confirmTitle`)}
      message={
        message ?? (
          <>
            <p>{t('settings.confirmLive')}</p>
            <ChangeList changes={changes} />
          </>
        )
      }
      confirmLabel={confirmLabel ?? t('settings.save')}
      tone={tone}
      busy={save.isPending}
      error={save.isError ? settingsErrorText(save.error) : null}
      onConfirm={() => save.mutate()}
      onClose={site.cancel}
      testId={`${name}-confirm`}
    />
  );
}

/**
 * A panel of site settings as one form: what it does, the notice of the last save, the
 * fields (read-only to roles that may not change them) and Save, which asks first.
 */
export function SiteSettingsForm({
  site,
  section,
  name,
  canChange,
  onSubmit,
  saveTone = 'primary',
  saveDisabled,
  state,
  confirmation,
  children,
}: {
  site: SiteSave;
  section: Section;
  name: string;
  canChange: boolean;
  /** Save was pressed: check the fields, then `site.ask`. */
  onSubmit: () => void;
  saveTone?: 'primary' | 'danger';
  saveDisabled?: boolean;
  /** What holds now, above the notice. */
  state?: ReactNode;
  confirmation?: Confirmation;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SettingsPanel
      title={t(`settings.${section}.title`)}
      intro={t(`settings.${section}.intro`)}
      testId={`${name}-settings`}
    >
      {state}
      <Notice message={site.notice} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <fieldset disabled={!canChange || site.save.isPending} className="settings-fieldset">
          {children}
          {canChange && (
            <div className="form-actions">
              <button type="submit" className={`button button-${saveTone}`} disabled={saveDisabled}>
                {t('settings.save')}
              </button>
            </div>
          )}
        </fieldset>
      </form>
      <ConfirmSave site={site} section={section} name={name} {...confirmation} />
    </SettingsPanel>
  );
}
