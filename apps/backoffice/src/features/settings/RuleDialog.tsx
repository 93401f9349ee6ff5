import { consoleSettings, minimumPasswordLength } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsActions, type RegisterRuleSetting } from './api';
import { draftErrors } from './form-errors';
import { SettingField, SettingInput, SettingNumber } from './parts';
import { SettingsDialog, useDialogSave } from './SettingsDialog';

/** Fields the platform always asks for with at least 8 characters (contract `effectiveRules`). */
const passwordFields = ['password', 'confirmPassword'];
const patternIds = Array.from({ length: 20 }, (_, index) => index);

type RuleDraft = {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: string;
  maxLength: string;
};

/**
 * One field of the registration form: shown, required, the pattern it accepts with its
 * lengths, and the message that explains it. The password fields stay shown and required.
 */
export function RuleDialog({
  rule,
  name,
  onClose,
  onSaved,
}: {
  rule: RegisterRuleSetting;
  name: string;
  onClose: () => void;
  onSaved: (rule: RegisterRuleSetting) => void;
}) {
  const { t } = useTranslation();
  const isPassword = passwordFields.includes(rule.field);
  const [draft, setDraft] = useState<RuleDraft>({
    enabled: rule.enabled,
    required: rule.required,
    acceptedPattern: rule.acceptedPattern,
    patternId: rule.patternId,
    minLength: String(rule.minLength),
    maxLength: String(rule.maxLength),
  });
  const bodyOf = (): consoleSettings.RegisterRuleBody => ({
    enabled: draft.enabled,
    required: draft.enabled && draft.required,
    acceptedPattern: draft.acceptedPattern.trim(),
    patternId: draft.patternId,
    minLength: draft.minLength.trim() === '' ? Number.NaN : Number(draft.minLength),
    maxLength: draft.maxLength.trim() === '' ? Number.NaN : Number(draft.maxLength),
  });
  const { save, errors, setErrors } = useDialogSave(
    () => settingsActions.updateRule(rule.field, bodyOf()),
    onSaved,
  );

  const submit = () => {
    const body = bodyOf();
    const problems = draftErrors(consoleSettings.registerRuleBody, body) ?? {};
    if (isPassword && body.minLength < minimumPasswordLength && !problems.minLength) {
      problems.minLength = 'password_min_length';
    }
    setErrors(problems);
    if (Object.keys(problems).length === 0) save.mutate();
  };
  const set = (changes: Partial<RuleDraft>) => setDraft({ ...draft, ...changes });
  const max = consoleSettings.maxFieldLength;

  return (
    <SettingsDialog
      title={t('settings.rules.dialogTitle', { field: name })}
      testId="rule-dialog"
      save={save}
      confirmLabel={t('settings.rules.saveRule')}
      onSubmit={submit}
      onClose={onClose}
    >
      {isPassword && <p className="form-notice">{t('settings.rules.passwordFixed')}</p>}
      <label className="check">
        <input
          type="checkbox"
          checked={draft.enabled}
          disabled={isPassword}
          onChange={(event) => set({ enabled: event.target.checked })}
        />
        {t('settings.rules.shownOnForm')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.enabled && draft.required}
          disabled={isPassword || !draft.enabled}
          onChange={(event) => set({ required: event.target.checked })}
        />
        {t('settings.rules.requiredOnForm')}
      </label>
      {errors.required && (
        <p className="field-error">{t(`settings.fieldErrors.${errors.required}`)}</p>
      )}
      <SettingInput
        label={t('settings.rules.pattern')}
        hint={t('settings.rules.patternHint')}
        error={errors.acceptedPattern}
        className="input input-mono"
        value={draft.acceptedPattern}
        maxLength={500}
        spellCheck={false}
        onChange={(acceptedPattern) => set({ acceptedPattern })}
      />
      <div className="form-grid form-grid-narrow">
        <SettingNumber
          label={t('settings.rules.minLength')}
          error={errors.minLength}
          min={isPassword ? minimumPasswordLength : 0}
          max={max}
          value={draft.minLength}
          onChange={(minLength) => set({ minLength })}
        />
        <SettingNumber
          label={t('settings.rules.maxLength')}
          error={errors.maxLength}
          min={1}
          max={max}
          value={draft.maxLength}
          onChange={(maxLength) => set({ maxLength })}
        />
      </div>
      <SettingField label={t('settings.rules.message')} hint={t('settings.rules.messageHint')}>
        {(control) => (
          <select
            {...control}
            className="select"
            value={draft.patternId}
            onChange={(event) => set({ patternId: Number(event.target.value) })}
          >
            {patternIds.map((patternId) => (
              <option key={patternId} value={patternId}>
                {patternId} ·{' '}
                {t(`settings.patternMessages.${patternId}`, { min: 'min', max: 'max' })}
              </option>
            ))}
          </select>
        )}
      </SettingField>
    </SettingsDialog>
  );
}
