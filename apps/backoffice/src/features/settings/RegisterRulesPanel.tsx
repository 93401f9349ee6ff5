import { boSettings, minimumPasswordLength } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { ErrorState, Loading } from '../../ui/states';
import {
  refreshAfterSave,
  registerRulesQuery,
  settingsActions,
  type RegisterRuleSetting,
} from './api';
import { draftErrors, serverFieldErrors, settingsErrorText, type FieldErrors } from './form-errors';
import { Field, SettingsPanel } from './parts';

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
  const move = (list: RegisterRuleSetting[], index: number, by: -1 | 1) => {
    const fields = list.map((rule) => rule.field);
    const [moved] = fields.splice(index, 1);
    fields.splice(index + by, 0, moved!);
    setNotice('');
    reorder.mutate(fields);
  };

  let body;
  if (rules.isPending) body = <Loading />;
  else if (rules.isError)
    body = <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />;
  else
    body = (
      <div className="table-scroll">
        <table className="data-table" aria-label={t('settings.rules.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('settings.rules.order')}</th>
              <th scope="col">{t('settings.rules.field')}</th>
              <th scope="col">{t('settings.rules.shown')}</th>
              <th scope="col">{t('settings.rules.required')}</th>
              <th scope="col">{t('settings.rules.pattern')}</th>
              <th scope="col" className="numeric">
                {t('settings.rules.length')}
              </th>
              <th scope="col">{t('settings.rules.message')}</th>
              {canChange && <th scope="col">{t('common.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {rules.data.map((rule, index, list) => (
              <tr key={rule.field} data-testid={`rule-${rule.field}`}>
                <td className="nowrap">
                  {canChange ? (
                    <span className="row-actions">
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={t('settings.rules.moveUp', { field: fieldName(rule.field) })}
                        disabled={index === 0 || reorder.isPending}
                        onClick={() => move(list, index, -1)}
                      >
                        <span aria-hidden="true">↑</span>
                      </button>
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={t('settings.rules.moveDown', { field: fieldName(rule.field) })}
                        disabled={index === list.length - 1 || reorder.isPending}
                        onClick={() => move(list, index, 1)}
                      >
                        <span aria-hidden="true">↓</span>
                      </button>
                    </span>
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
                    <button
                      type="button"
                      className="button button-small"
                      aria-label={t('settings.rules.editField', { field: fieldName(rule.field) })}
                      onClick={() => {
                        setNotice('');
                        setEditing(rule);
                      }}
                    >
                      {t('settings.edit')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <SettingsPanel
      title={t('settings.rules.title')}
      intro={t('settings.rules.intro')}
      testId="register-rules-settings"
    >
      <p className={notice ? 'notice' : 'visually-hidden'} role="status">
        {notice}
      </p>
      {body}
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const bodyOf = (): boSettings.RegisterRuleBody => ({
    enabled: draft.enabled,
    required: draft.enabled && draft.required,
    acceptedPattern: draft.acceptedPattern.trim(),
    patternId: draft.patternId,
    minLength: draft.minLength.trim() === '' ? Number.NaN : Number(draft.minLength),
    maxLength: draft.maxLength.trim() === '' ? Number.NaN : Number(draft.maxLength),
  });
  const save = useMutation({
    mutationFn: () => settingsActions.updateRule(rule.field, bodyOf()),
    onSuccess: onSaved,
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf();
    const problems = draftErrors(boSettings.registerRuleBody, body) ?? {};
    if (isPassword && body.minLength < minimumPasswordLength && !problems.minLength) {
      problems.minLength = 'password_min_length';
    }
    setErrors(problems);
    if (Object.keys(problems).length === 0) save.mutate();
  };
  const set = (changes: Partial<RuleDraft>) => setDraft({ ...draft, ...changes });
  const max = boSettings.maxFieldLength;

  return (
    <Dialog
      title={t('settings.rules.dialogTitle', { field: name })}
      onClose={onClose}
      busy={save.isPending}
      testId="rule-dialog"
    >
      <form onSubmit={submit} noValidate>
        <fieldset disabled={save.isPending} className="settings-fieldset">
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
          <Field
            label={t('settings.rules.pattern')}
            hint={t('settings.rules.patternHint')}
            error={errors.acceptedPattern}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                className="input input-mono"
                value={draft.acceptedPattern}
                maxLength={500}
                spellCheck={false}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(event) => set({ acceptedPattern: event.target.value })}
              />
            )}
          </Field>
          <div className="form-grid form-grid-narrow">
            <Field
              label={t('settings.rules.minLength')}
              error={errors.minLength}
              errorValues={{ min: isPassword ? minimumPasswordLength : 0, max }}
            >
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  className="input input-number"
                  type="number"
                  min={isPassword ? minimumPasswordLength : 0}
                  max={max}
                  value={draft.minLength}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(event) => set({ minLength: event.target.value })}
                />
              )}
            </Field>
            <Field
              label={t('settings.rules.maxLength')}
              error={errors.maxLength}
              errorValues={{ min: 1, max }}
            >
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  className="input input-number"
                  type="number"
                  min={1}
                  max={max}
                  value={draft.maxLength}
                  aria-invalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(event) => set({ maxLength: event.target.value })}
                />
              )}
            </Field>
          </div>
          <Field label={t('settings.rules.message')} hint={t('settings.rules.messageHint')}>
            {({ id, describedBy }) => (
              <select
                id={id}
                className="select"
                value={draft.patternId}
                aria-describedby={describedBy}
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
          </Field>
          {save.isError && !serverFieldErrors(save.error) && (
            <p className="form-error" role="alert">
              {settingsErrorText(save.error)}
            </p>
          )}
          <div className="dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button-primary" aria-busy={save.isPending}>
              {t('settings.rules.saveRule')}
            </button>
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
