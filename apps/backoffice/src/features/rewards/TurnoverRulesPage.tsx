import { consoleRewards, type GameCategory } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { ConfirmDialog } from '../../ui/Dialog';
import { FormProblem } from '../../ui/FormProblem';
import { QueryView } from '../../ui/QueryView';
import { refreshRewards, rewardsActions, turnoverRulesQuery, type TurnoverRule } from './api';
import { rewardsErrorText, rewardsFieldText } from './errors';
import { basisPointsOf, percentText } from './ladder';
import { RewardsPage, type RewardsPanelProps } from './RewardsPage';

/**
 * How each game category counts towards valid turnover, the one figure VIP levels (and the
 * rewards after them) are reached with: a weight of the settled stakes (100 % counts them
 * all), or left out entirely. Every role reads it; owners and admins change it.
 */
export function TurnoverRulesPage() {
  return (
    <RewardsPage section="turnover">
      {(panel) => <TurnoverRules key={panel.merchant.code} {...panel} />}
    </RewardsPage>
  );
}

function TurnoverRules({ merchant, canEdit, onNotice }: RewardsPanelProps) {
  const rules = useQuery(turnoverRulesQuery(merchant.code));
  return (
    <div className="panel" aria-busy={rules.isFetching}>
      <QueryView query={rules}>
        {(data) => (
          // A new answer (another merchant, a save) starts the form from what the server holds.
          <RulesForm
            key={JSON.stringify(data)}
            merchant={merchant.code}
            rules={data}
            canEdit={canEdit}
            onDone={onNotice}
          />
        )}
      </QueryView>
    </div>
  );
}

type Draft = Record<GameCategory, { weight: string; excluded: boolean }>;

function RulesForm({
  merchant,
  rules,
  canEdit,
  onDone,
}: {
  merchant: string;
  rules: readonly TurnoverRule[];
  canEdit: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(
    () =>
      Object.fromEntries(
        rules.map((rule) => [
          rule.category,
          { weight: percentText(rule.weight), excluded: rule.excluded },
        ]),
      ) as Draft,
  );
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const problems: Partial<Record<GameCategory, string>> = {};
  const changed: consoleRewards.TurnoverRulesBody['rules'] = [];
  for (const rule of rules) {
    const row = draft[rule.category];
    const weight = basisPointsOf(row.weight);
    if (weight === null || weight > consoleRewards.maxTurnoverWeight) {
      problems[rule.category] = rewardsFieldText('weight_range');
      continue;
    }
    if (weight !== rule.weight || row.excluded !== rule.excluded) {
      changed.push({ category: rule.category, weight, excluded: row.excluded });
    }
  }
  const valid = Object.keys(problems).length === 0;

  const run = useMutation({
    mutationFn: () => rewardsActions.saveTurnoverRules({ rules: changed }),
    onSuccess: (saved) => {
      queryClient.setQueryData(turnoverRulesQuery(merchant).queryKey, saved);
      void refreshRewards(queryClient, merchant);
      setConfirming(false);
      onDone(t('rewards.turnover.saved', { count: changed.length }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    run.reset();
    if (!valid) return;
    if (changed.length === 0) onDone(t('rewards.turnover.unchanged'));
    else setConfirming(true);
  };
  const set = (category: GameCategory, change: Partial<Draft[GameCategory]>) =>
    setDraft({ ...draft, [category]: { ...draft[category], ...change } });

  return (
    <form onSubmit={submit} noValidate aria-label={t('rewards.turnover.nav')}>
      <DataTable
        label={t('rewards.turnover.tableLabel')}
        columns={[
          t('rewards.turnover.category'),
          t('rewards.turnover.weight'),
          t('rewards.turnover.excluded'),
          t('rewards.turnover.counts'),
        ]}
      >
        {rules.map((rule) => {
          const row = draft[rule.category];
          const name = t(`rewards.categories.${rule.category}`);
          const error = checked ? problems[rule.category] : undefined;
          const errorId = `turnover-${rule.category}-error`;
          const weight = basisPointsOf(row.weight);
          return (
            <tr key={rule.category} data-testid={`turnover-${rule.category}`}>
              <th scope="row">{name}</th>
              <td>
                <input
                  className="input rewards-weight"
                  inputMode="decimal"
                  value={row.weight}
                  onChange={(event) => set(rule.category, { weight: event.target.value })}
                  readOnly={!canEdit}
                  disabled={row.excluded}
                  aria-label={t('rewards.turnover.weightOf', { category: name })}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? errorId : undefined}
                />
                {error && (
                  <div className="field-error" id={errorId}>
                    {error}
                  </div>
                )}
              </td>
              <td>
                <input
                  type="checkbox"
                  checked={row.excluded}
                  onChange={(event) => set(rule.category, { excluded: event.target.checked })}
                  disabled={!canEdit}
                  aria-label={t('rewards.turnover.excludedOf', { category: name })}
                />
              </td>
              <td>
                {row.excluded
                  ? t('rewards.turnover.countsNothing')
                  : weight === null
                    ? t('common.none')
                    : t('rewards.turnover.countsShare', { percent: percentText(weight) })}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <FormProblem>
        {(checked && !valid && t('rewards.fix')) ||
          (run.error && !confirming && rewardsErrorText(run.error))}
      </FormProblem>
      {canEdit && (
        <div className="form-actions">
          <button type="submit" className="button button-primary">
            {t('rewards.save')}
          </button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('rewards.turnover.confirmTitle')}
          message={
            <>
              <p>{t('rewards.turnover.confirmText')}</p>
              <ul>
                {changed.map((rule) => (
                  <li key={rule.category}>
                    {t(`rewards.categories.${rule.category}`)}:{' '}
                    {rule.excluded
                      ? t('rewards.turnover.countsNothing')
                      : t('rewards.turnover.countsShare', { percent: percentText(rule.weight) })}
                  </li>
                ))}
              </ul>
            </>
          }
          confirmLabel={t('rewards.save')}
          busy={run.isPending}
          error={run.error ? rewardsErrorText(run.error) : null}
          onConfirm={() => run.mutate()}
          onClose={() => setConfirming(false)}
          testId="turnover-confirm-dialog"
        />
      )}
    </form>
  );
}
