import { boSettings } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/Dialog';
import { refreshAfterSave, settingsActions, siteQuery, type SiteSettings } from './api';
import { draftErrors, serverFieldErrors, settingsErrorText, type FieldErrors } from './form-errors';
import { ChangeList, Field, SettingsPanel, type Change } from './parts';

type Security = boSettings.SecuritySetting;
type NumberSetting = keyof typeof boSettings.securityBounds;
const numberSettings = Object.keys(boSettings.securityBounds) as NumberSetting[];
type Draft = Record<NumberSetting, string> & { allowPlaintextPayloads: boolean };

const draftOf = (security: Security): Draft => ({
  passwordExpiryDays: String(security.passwordExpiryDays),
  smsCodeMinutes: String(security.smsCodeMinutes),
  captchaAfterFailures: String(security.captchaAfterFailures),
  minimumAge: String(security.minimumAge),
  allowPlaintextPayloads: security.allowPlaintextPayloads,
});

/** A number as typed; what is not a number is passed on for the contract's check to name. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

const bodyOf = (draft: Draft): Security => ({
  passwordExpiryDays: numberOf(draft.passwordExpiryDays),
  smsCodeMinutes: numberOf(draft.smsCodeMinutes),
  captchaAfterFailures: numberOf(draft.captchaAfterFailures),
  minimumAge: numberOf(draft.minimumAge),
  allowPlaintextPayloads: draft.allowPlaintextPayloads,
});

/**
 * How the site protects sign-in and sign-up: password expiry (with the PASSWORD_EXPIRY
 * switch), how long an SMS code lives, when a captcha is asked, the minimum age players
 * confirm, and whether clients that cannot encrypt may send sign-in bodies in plain text.
 */
export function SecurityForm({
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
  const current = settings.security;
  const [draft, setDraft] = useState<Draft>(draftOf(current));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [changes, setChanges] = useState<Change[] | null>(null);
  const [notice, setNotice] = useState('');

  const save = useMutation({
    mutationFn: () => settingsActions.security(bodyOf(draft)),
    onSuccess: async (answer) => {
      setChanges(null);
      setDraft(draftOf(answer.security));
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

  const yesNo = (value: boolean) => (value ? t('settings.yes') : t('settings.no'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    const body = bodyOf(draft);
    const problems = draftErrors(boSettings.securitySetting, body);
    setErrors(problems ?? {});
    if (problems) return;
    const list: Change[] = numberSettings
      .filter((field) => body[field] !== current[field])
      .map((field) => ({
        label: t(`settings.security.${field}`),
        before: current[field],
        after: body[field],
      }));
    if (body.allowPlaintextPayloads !== current.allowPlaintextPayloads) {
      list.push({
        label: t('settings.security.allowPlaintextPayloads'),
        before: yesNo(current.allowPlaintextPayloads),
        after: yesNo(body.allowPlaintextPayloads),
      });
    }
    if (list.length === 0) return;
    save.reset();
    setChanges(list);
  };

  return (
    <SettingsPanel
      title={t('settings.security.title')}
      intro={t('settings.security.intro')}
      testId="security-settings"
    >
      <p className={notice ? 'notice' : 'visually-hidden'} role="status">
        {notice}
      </p>
      <form onSubmit={submit} noValidate>
        <fieldset disabled={!canChange || save.isPending} className="settings-fieldset">
          <div className="form-grid form-grid-narrow">
            {numberSettings.map((field) => {
              const bounds = boSettings.securityBounds[field];
              return (
                <Field
                  key={field}
                  label={t(`settings.security.${field}`)}
                  hint={t(`settings.security.${field}Hint`, bounds)}
                  error={errors[field]}
                  errorValues={bounds}
                >
                  {({ id, describedBy, invalid }) => (
                    <input
                      id={id}
                      className="input input-number"
                      type="number"
                      inputMode="numeric"
                      min={bounds.min}
                      max={bounds.max}
                      step={1}
                      value={draft[field]}
                      aria-invalid={invalid}
                      aria-describedby={describedBy}
                      onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                    />
                  )}
                </Field>
              );
            })}
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={draft.allowPlaintextPayloads}
              onChange={(event) =>
                setDraft({ ...draft, allowPlaintextPayloads: event.target.checked })
              }
            />
            {t('settings.security.allowPlaintextPayloads')}
          </label>
          <p className="field-hint">{t('settings.security.allowPlaintextPayloadsHint')}</p>
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
          title={t('settings.security.confirmTitle')}
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
          testId="security-confirm"
        />
      )}
    </SettingsPanel>
  );
}
