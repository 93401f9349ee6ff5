import { boSettings } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/Dialog';
import { refreshAfterSave, settingsActions, siteQuery, type SiteSettings } from './api';
import { draftErrors, serverFieldErrors, settingsErrorText, type FieldErrors } from './form-errors';
import { ChangeList, Field, SettingsPanel, shown, type Change } from './parts';

type Service = boSettings.CustomerServiceSetting;
type Draft = Record<keyof Service, string>;

const fields = [
  'liveChatUrl',
  'vipServiceUrl',
  'facebookUrl',
  'supportEmail',
  'licenceNotice',
] as const;

const draftOf = (service: Service): Draft => ({
  liveChatUrl: service.liveChatUrl ?? '',
  vipServiceUrl: service.vipServiceUrl ?? '',
  facebookUrl: service.facebookUrl ?? '',
  supportEmail: service.supportEmail ?? '',
  licenceNotice: service.licenceNotice,
});

/** An empty address means "none": the site then leaves that way of contact out. */
const bodyOf = (draft: Draft): Service => ({
  liveChatUrl: draft.liveChatUrl.trim() || null,
  vipServiceUrl: draft.vipServiceUrl.trim() || null,
  facebookUrl: draft.facebookUrl.trim() || null,
  supportEmail: draft.supportEmail.trim() || null,
  licenceNotice: draft.licenceNotice.trim(),
});

/**
 * Where players reach the operator (the site's customer-service button, the VIP desk above
 * rank 4, the right bar's Facebook and e-mail) and the licence statement in its footer.
 */
export function CustomerServiceForm({
  merchant,
  settings,
  canChange,
}: {
  merchant: string;
  settings: SiteSettings;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = settings.customerService;
  const [draft, setDraft] = useState<Draft>(draftOf(current));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [changes, setChanges] = useState<Change[] | null>(null);
  const [notice, setNotice] = useState('');

  const save = useMutation({
    mutationFn: () => settingsActions.customerService(bodyOf(draft)),
    onSuccess: async (answer) => {
      setChanges(null);
      setDraft(draftOf(answer.customerService));
      setNotice(t('settings.saved'));
      await refreshAfterSave(queryClient, siteQuery(merchant).queryKey, answer);
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) {
        setErrors(fieldErrors);
        setChanges(null);
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    const body = bodyOf(draft);
    const problems = draftErrors(boSettings.customerServiceSetting, body);
    setErrors(problems ?? {});
    if (problems) return;
    const none = t('settings.none');
    const list = fields
      .filter((field) => body[field] !== current[field])
      .map((field) => ({
        label: t(`settings.customerService.${field}`),
        before: shown(current[field], none),
        after: shown(body[field], none),
      }));
    if (list.length === 0) return;
    save.reset();
    setChanges(list);
  };

  return (
    <SettingsPanel
      title={t('settings.customerService.title')}
      intro={t('settings.customerService.intro')}
      testId="customer-service-settings"
    >
      <p className={notice ? 'notice' : 'visually-hidden'} role="status">
        {notice}
      </p>
      <form onSubmit={submit} noValidate>
        <fieldset disabled={!canChange || save.isPending} className="settings-fieldset">
          <div className="form-grid">
            {fields.map((field) => (
              <Field
                key={field}
                label={t(`settings.customerService.${field}`)}
                hint={t(`settings.customerService.${field}Hint`)}
                error={errors[field]}
              >
                {({ id, describedBy, invalid }) =>
                  field === 'licenceNotice' ? (
                    <textarea
                      id={id}
                      className="textarea"
                      value={draft[field]}
                      maxLength={2000}
                      aria-invalid={invalid}
                      aria-describedby={describedBy}
                      onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                    />
                  ) : (
                    <input
                      id={id}
                      className="input"
                      type={field === 'supportEmail' ? 'email' : 'text'}
                      inputMode={field === 'supportEmail' ? 'email' : 'url'}
                      value={draft[field]}
                      aria-invalid={invalid}
                      aria-describedby={describedBy}
                      onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                    />
                  )
                }
              </Field>
            ))}
          </div>
          {canChange && (
            <div className="form-actions">
              <button type="submit" className="button button-primary">
                {t('settings.save')}
              </button>
            </div>
          )}
        </fieldset>
      </form>
      {changes && (
        <ConfirmDialog
          title={t('settings.customerService.confirmTitle')}
          message={
            <>
              <p>{t('settings.confirmLive')}</p>
              <ChangeList changes={changes} />
            </>
          }
          confirmLabel={t('settings.save')}
          busy={save.isPending}
          error={save.isError ? settingsErrorText(save.error) : null}
          onConfirm={() => save.mutate()}
          onClose={() => setChanges(null)}
          testId="customer-service-confirm"
        />
      )}
    </SettingsPanel>
  );
}
