import { consoleSettings } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsActions } from './api';
import { draftErrors } from './form-errors';
import { SettingField, SettingNumber, type Change } from './parts';
import { SiteSettingsForm, useSiteSave, type SiteFormProps } from './SiteSettingsForm';

type Security = consoleSettings.SecuritySetting;
type NumberSetting = keyof typeof consoleSettings.securityBounds;
const numberSettings = Object.keys(consoleSettings.securityBounds) as NumberSetting[];
type Mode = consoleSettings.HumanVerificationMode;
type Draft = Record<NumberSetting, string> & {
  humanVerification: Mode;
  allowPlaintextPayloads: boolean;
};

const draftOf = (security: Security): Draft => ({
  passwordExpiryDays: String(security.passwordExpiryDays),
  smsCodeMinutes: String(security.smsCodeMinutes),
  captchaAfterFailures: String(security.captchaAfterFailures),
  minimumAge: String(security.minimumAge),
  humanVerification: security.humanVerification,
  allowPlaintextPayloads: security.allowPlaintextPayloads,
});

/** A number as typed; what is not a number is passed on for the contract's check to name. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

const bodyOf = (draft: Draft): Security => ({
  passwordExpiryDays: numberOf(draft.passwordExpiryDays),
  smsCodeMinutes: numberOf(draft.smsCodeMinutes),
  captchaAfterFailures: numberOf(draft.captchaAfterFailures),
  minimumAge: numberOf(draft.minimumAge),
  humanVerification: draft.humanVerification,
  allowPlaintextPayloads: draft.allowPlaintextPayloads,
});

/**
 * How the site protects sign-in and sign-up: password expiry (with the PASSWORD_EXPIRY
 * switch), how long an SMS code lives, when a captcha is asked, the minimum age players
 * confirm, when a human check (proof of work) is asked, and whether clients that cannot
 * encrypt may send sign-in bodies in plain text.
 */
export function SecurityForm({ merchant, settings, canChange }: SiteFormProps) {
  const { t } = useTranslation();
  const current = settings.security;
  const [draft, setDraft] = useState<Draft>(draftOf(current));
  const site = useSiteSave({
    merchant,
    send: () => settingsActions.security(bodyOf(draft)),
    onSaved: (answer) => {
      setDraft(draftOf(answer.security));
      return t('settings.saved');
    },
  });

  const yesNo = (value: boolean) => (value ? t('settings.yes') : t('settings.no'));
  const modeName = (mode: Mode) => t(`settings.security.humanVerificationModes.${mode}`);
  const submit = () => {
    site.setNotice('');
    const body = bodyOf(draft);
    const problems = draftErrors(consoleSettings.securitySetting, body);
    site.setErrors(problems ?? {});
    if (problems) return;
    const list: Change[] = numberSettings
      .filter((field) => body[field] !== current[field])
      .map((field) => ({
        label: t(`settings.security.${field}`),
        before: current[field],
        after: body[field],
      }));
    if (body.humanVerification !== current.humanVerification) {
      list.push({
        label: t('settings.security.humanVerification'),
        before: modeName(current.humanVerification),
        after: modeName(body.humanVerification),
      });
    }
    if (body.allowPlaintextPayloads !== current.allowPlaintextPayloads) {
      list.push({
        label: t('settings.security.allowPlaintextPayloads'),
        before: yesNo(current.allowPlaintextPayloads),
        after: yesNo(body.allowPlaintextPayloads),
      });
    }
    if (list.length > 0) site.ask(list);
  };

  return (
    <SiteSettingsForm
      site={site}
      section="security"
      name="security"
      canChange={canChange}
      onSubmit={submit}
    >
      <div className="form-grid form-grid-narrow">
        {numberSettings.map((field) => {
          const bounds = consoleSettings.securityBounds[field];
          return (
            <SettingNumber
              key={field}
              label={t(`settings.security.${field}`)}
              hint={t(`settings.security.${field}Hint`, bounds)}
              error={site.errors[field]}
              inputMode="numeric"
              min={bounds.min}
              max={bounds.max}
              step={1}
              value={draft[field]}
              onChange={(value) => setDraft({ ...draft, [field]: value })}
            />
          );
        })}
        <SettingField
          label={t('settings.security.humanVerification')}
          hint={t(`settings.security.humanVerificationHints.${draft.humanVerification}`)}
          error={site.errors.humanVerification}
        >
          {(control) => (
            <select
              {...control}
              className="select"
              value={draft.humanVerification}
              onChange={(event) =>
                setDraft({ ...draft, humanVerification: event.target.value as Mode })
              }
            >
              {consoleSettings.humanVerificationModes.map((mode) => (
                <option key={mode} value={mode}>
                  {modeName(mode)}
                </option>
              ))}
            </select>
          )}
        </SettingField>
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.allowPlaintextPayloads}
          onChange={(event) => setDraft({ ...draft, allowPlaintextPayloads: event.target.checked })}
        />
        {t('settings.security.allowPlaintextPayloads')}
      </label>
      <p className="field-hint">{t('settings.security.allowPlaintextPayloadsHint')}</p>
    </SiteSettingsForm>
  );
}
