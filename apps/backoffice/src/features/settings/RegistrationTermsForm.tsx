import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Loading } from '../../ui/states';
import { registrationTermsQuery, settingsActions, type RegistrationTermsSetting } from './api';
import { SiteSettingsForm, useSiteSave } from './SiteSettingsForm';

/**
 * Whether the sign-up form's "I am at least (age) and accept the Terms" box starts ticked.
 * Off by default, and the recommended value: consent is the player's own act. The box must be
 * ticked to register whatever this says.
 */
export function RegistrationTermsPanel({
  merchant,
  canChange,
}: {
  merchant: string;
  canChange: boolean;
}) {
  const terms = useQuery(registrationTermsQuery(merchant));
  if (terms.isPending) return <Loading />;
  if (terms.isError) return <ErrorState error={terms.error} onRetry={() => void terms.refetch()} />;
  return <RegistrationTermsForm merchant={merchant} setting={terms.data} canChange={canChange} />;
}

function RegistrationTermsForm({
  merchant,
  setting,
  canChange,
}: {
  merchant: string;
  setting: RegistrationTermsSetting;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const [checkedByDefault, setCheckedByDefault] = useState(setting.checkedByDefault);
  const site = useSiteSave<RegistrationTermsSetting>({
    merchant,
    queryKey: registrationTermsQuery(merchant).queryKey,
    send: () => settingsActions.registrationTerms({ checkedByDefault }),
    onSaved: (answer) => {
      setCheckedByDefault(answer.checkedByDefault);
      return t('settings.saved');
    },
  });
  const stateName = (ticked: boolean) =>
    ticked ? t('settings.registrationTerms.ticked') : t('settings.registrationTerms.unticked');

  return (
    <SiteSettingsForm
      site={site}
      section="registrationTerms"
      name="registration-terms"
      canChange={canChange}
      saveDisabled={checkedByDefault === setting.checkedByDefault}
      onSubmit={() => {
        site.setNotice('');
        site.ask([
          {
            label: t('settings.registrationTerms.checkedByDefault'),
            before: stateName(setting.checkedByDefault),
            after: stateName(checkedByDefault),
          },
        ]);
      }}
    >
      <label className="check">
        <input
          type="checkbox"
          checked={checkedByDefault}
          onChange={(event) => setCheckedByDefault(event.target.checked)}
        />
        {t('settings.registrationTerms.checkedByDefault')}
      </label>
      <p className="field-hint">{t('settings.registrationTerms.checkedByDefaultHint')}</p>
    </SiteSettingsForm>
  );
}
