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
import { settingsErrorText } from './form-errors';
import { SettingsPanel } from './parts';
import { RuleDialog } from './RuleDialog';

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
