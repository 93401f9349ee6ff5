import { consoleSettings, minimumPasswordLength } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { Notice } from '../../ui/Notice';
import { QueryView } from '../../ui/QueryView';
import { MoveButtons, RowButton } from '../../ui/RowActions';
import {
  refreshAfterSave,
  registerRulesQuery,
  settingsActions,
  type RegisterRuleSetting,
} from './api';
import { draftErrors, settingsErrorText } from './form-errors';
import { SettingField, SettingsPanel } from './parts';
import { SettingsDialog, useDialogSave } from './SettingsDialog';

/** Fields the platform always asks for with at least 8 characters (contract `effectiveRules`). */
const passwordFields = ['password', 'confirmPassword'];
const patternIds = Array.from({ length: 20 }, (_, index) => index);

/**
 * The registration form of the site, field by field: shown or not, required or not, what it
 * accepts (a regular expression and lengths) and the message that explains it, in form order.
 */
export function RegisterRulesPanel({
  merchant,
  canChange,
}: {
  merchant: string;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rules = useQuery(registerRulesQuery(merchant));
  const [editing, setEditing] = useState<RegisterRuleSetting | null>(null);
  const [notice, setNotice] = useState('');
  const fieldName = (field: string) => t(`settings.fields.${field}`, { defaultValue: field });

  const reorder = useMutation({
    mutationFn: (fields: string[]) => settingsActions.orderRules(fields),
    onSuccess: async (answer) => {
      setNotice(t('settings.rules.reordered'));
      await refreshAfterSave(queryClient, registerRulesQuery(merchant).queryKey, answer);
    },
    onError: (error) => setNotice(settingsErrorText(error)),
  });
  const move = (list: readonly RegisterRuleSetting[], index: number, by: -1 | 1) => {
    const fields = list.map((rule) => rule.field);
    const [moved] = fields.splice(index, 1);
    fields.splice(index + by, 0, moved!);
    setNotice('');
    reorder.mutate(fields);
  };

  return (
    <SettingsPanel
      title={t('settings.rules.title')}
      intro={t('settings.rules.intro')}
      testId="register-rules-settings"
    >
      <Notice message={notice} />
      <QueryView query={rules}>
        {(list) => (
          <DataTable
            label={t('settings.rules.tableLabel')}
            columns={[
              t('settings.rules.order'),
              t('settings.rules.field'),
              t('settings.rules.shown'),
              t('settings.rules.required'),
              t('settings.rules.pattern'),
              { label: t('settings.rules.length'), numeric: true },
              t('settings.rules.message'),
              canChange && t('common.actions'),
            ]}
          >
            {list.map((rule, index) => (
              <tr key={rule.field} data-testid={`rule-${rule.field}`}>
                <td className="nowrap">
                  {canChange ? (
                    <MoveButtons
                      className="row-actions"
                      upLabel={t('settings.rules.moveUp', { field: fieldName(rule.field) })}
                      downLabel={t('settings.rules.moveDown', { field: fieldName(rule.field) })}
                      first={index === 0}
                      last={index === list.length - 1}
                      disabled={reorder.isPending}
                      onMove={(step) => move(list, index, step)}
                    />
                  ) : (
                    index + 1
                  )}
                </td>
                <td>
                  {fieldName(rule.field)}
                  <div className="muted">
                    <code>{rule.field}</code>
                  </div>
                </td>
                <td>{rule.enabled ? t('settings.yes') : t('settings.no')}</td>
                <td>{rule.required ? t('settings.yes') : t('settings.no')}</td>
                <td>
                  <code className="pattern">{rule.acceptedPattern}</code>
                </td>
                <td className="numeric nowrap">
                  {rule.minLength}–{rule.maxLength}
                </td>
                <td className="muted">
                  {t(`settings.patternMessages.${rule.patternId}`, {
                    min: rule.minLength,
                    max: rule.maxLength,
                  })}
                </td>
                {canChange && (
                  <td>
                    <RowButton
                      label={t('settings.edit')}
                      fullLabel={t('settings.rules.editField', { field: fieldName(rule.field) })}
                      onClick={() => {
                        setNotice('');
                        setEditing(rule);
                      }}
                    />
                  </td>
                )}
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>
      {editing && (
        <RuleDialog
          rule={editing}
          name={fieldName(editing.field)}
          onClose={() => setEditing(null)}
          onSaved={async (answer) => {
            setEditing(null);
            setNotice(t('settings.rules.saved', { field: fieldName(answer.field) }));
            await queryClient.invalidateQueries({
              queryKey: registerRulesQuery(merchant).queryKey,
            });
          }}
        />
      )}
    </SettingsPanel>
  );
}

type RuleDraft = {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: string;
  maxLength: string;
};

function RuleDialog({
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
      <SettingField
        label={t('settings.rules.pattern')}
        hint={t('settings.rules.patternHint')}
        error={errors.acceptedPattern}
      >
        {(control) => (
          <input
            {...control}
            className="input input-mono"
            value={draft.acceptedPattern}
            maxLength={500}
            spellCheck={false}
            onChange={(event) => set({ acceptedPattern: event.target.value })}
          />
        )}
      </SettingField>
      <div className="form-grid form-grid-narrow">
        <SettingField
          label={t('settings.rules.minLength')}
          error={errors.minLength}
          errorValues={{ min: isPassword ? minimumPasswordLength : 0, max }}
        >
          {(control) => (
            <input
              {...control}
              className="input input-number"
              type="number"
              min={isPassword ? minimumPasswordLength : 0}
              max={max}
              value={draft.minLength}
              onChange={(event) => set({ minLength: event.target.value })}
            />
          )}
        </SettingField>
        <SettingField
          label={t('settings.rules.maxLength')}
          error={errors.maxLength}
          errorValues={{ min: 1, max }}
        >
          {(control) => (
            <input
              {...control}
              className="input input-number"
              type="number"
              min={1}
              max={max}
              value={draft.maxLength}
              onChange={(event) => set({ maxLength: event.target.value })}
            />
          )}
        </SettingField>
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
