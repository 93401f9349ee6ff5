import { consoleSettings } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsActions } from './api';
import { draftErrors } from './form-errors';
import { SettingField, shown } from './parts';
import { SiteSettingsForm, useSiteSave, type SiteFormProps } from './SiteSettingsForm';

type Service = consoleSettings.CustomerServiceSetting;
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
export function CustomerServiceForm({ merchant, settings, canChange }: SiteFormProps) {
  const { t } = useTranslation();
  const current = settings.customerService;
  const [draft, setDraft] = useState<Draft>(draftOf(current));
  const site = useSiteSave({
    merchant,
    send: () => settingsActions.customerService(bodyOf(draft)),
    onSaved: (answer) => {
      setDraft(draftOf(answer.customerService));
      return t('settings.saved');
    },
  });

  const submit = () => {
    site.setNotice('');
    const body = bodyOf(draft);
    const problems = draftErrors(consoleSettings.customerServiceSetting, body);
    site.setErrors(problems ?? {});
    if (problems) return;
    const none = t('settings.none');
    const list = fields
      .filter((field) => body[field] !== current[field])
      .map((field) => ({
        label: t(`settings.customerService.${field}`),
        before: shown(current[field], none),
        after: shown(body[field], none),
      }));
    if (list.length > 0) site.ask(list);
  };

  return (
    <SiteSettingsForm
      site={site}
      section="customerService"
      name="customer-service"
      canChange={canChange}
      onSubmit={submit}
    >
      <div className="form-grid">
        {fields.map((field) => (
          <SettingField
            key={field}
            label={t(`settings.customerService.${field}`)}
            hint={t(`settings.customerService.${field}Hint`)}
            error={site.errors[field]}
          >
            {(control) =>
              field === 'licenceNotice' ? (
                <textarea
                  {...control}
                  className="textarea"
                  value={draft[field]}
                  maxLength={2000}
                  onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                />
              ) : (
                <input
                  {...control}
                  className="input"
                  type={field === 'supportEmail' ? 'email' : 'text'}
                  inputMode={field === 'supportEmail' ? 'email' : 'url'}
                  value={draft[field]}
                  onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                />
              )
            }
          </SettingField>
        ))}
      </div>
    </SiteSettingsForm>
  );
}
