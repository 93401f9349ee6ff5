import { consoleRewards, gameCategories } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../ui/FormDialog';
import { InputField } from '../../ui/InputField';
import { rewardsActions, refreshRewards, vipLevelsQuery, type VipLevel } from './api';
import { rewardsErrorText, rewardsFieldText, serverFieldErrors } from './errors';
import {
  bonusFields,
  checkDraft,
  draftOf,
  inputOf,
  levelProblems,
  thresholdFields,
  type LevelDraft,
} from './ladder';

/**
 * One level of the ladder in a form: its name, what a month must bring to reach and keep it,
 * and what it gives. Saving sends the whole ladder with this level in it (the server keeps
 * ladders whole); a refusal says which rule and which level, and changes nothing.
 */
export function VipLevelDialog({
  merchant,
  ladder,
  level,
  onClose,
  onDone,
}: {
  merchant: { code: string; currencySymbol: string };
  ladder: readonly VipLevel[];
  /** The level edited, or the number of the one added at the top. */
  level: VipLevel | number;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editing = typeof level === 'number' ? null : level;
  const number = editing ? editing.level : (level as number);
  const [draft, setDraft] = useState<LevelDraft>(() => draftOf(editing));
  const [checked, setChecked] = useState(false);
  const { input, problems } = checkDraft(draft, number);
  const valid = Object.keys(problems).length === 0;
  const others = ladder.filter((row) => row.level !== number).map(inputOf);
  const levels = [...others, input].sort((a, b) => a.level - b.level);

  const run = useMutation({
    mutationFn: () => rewardsActions.saveLadder({ levels }),
    onSuccess: (saved) => {
      queryClient.setQueryData(vipLevelsQuery(merchant.code).queryKey, saved);
      void refreshRewards(queryClient, merchant.code);
      onDone(
        t(editing ? 'rewards.vip.saved' : 'rewards.vip.added', {
          name: input.name,
          level: number,
        }),
      );
    },
  });
  const fromServer = levelProblems(
    serverFieldErrors(run.error),
    levels.findIndex((row) => row.level === number),
  );
  const errorOf = (field: string) => {
    const key = (checked && problems[field]) || fromServer[field];
    return key
      ? rewardsFieldText(key, {
          max: consoleRewards.maxRebateRate / 100,
          symbol: merchant.currencySymbol,
        })
      : undefined;
  };
  const submit = () => {
    setChecked(true);
    run.reset();
    if (valid) run.mutate();
  };
  const set = (change: Partial<LevelDraft>) => setDraft({ ...draft, ...change });
  // Bonuses sit under `benefits` in the body, and so in the checks' field names.
  const pathOf = (field: string) =>
    (bonusFields as readonly string[]).includes(field) ? `benefits.${field}` : field;
  const money = (field: (typeof thresholdFields)[number] | (typeof bonusFields)[number]) => (
    <InputField
      key={field}
      label={t(`rewards.vip.fields.${field}`, { symbol: merchant.currencySymbol })}
      hint={t(`rewards.vip.hints.${field}`)}
      error={errorOf(pathOf(field))}
      errorReplacesHint
      inputMode="decimal"
      value={draft[field]}
      onChange={(value) => set({ [field]: value })}
    />
  );

  return (
    <FormDialog
      title={
        editing
          ? t('rewards.vip.editTitle', { name: editing.name, level: number })
          : t('rewards.vip.addTitle', { level: number })
      }
      onClose={onClose}
      busy={run.isPending}
      problem={
        run.error && !Object.keys(fromServer).length
          ? rewardsErrorText(run.error)
          : checked && !valid
            ? t('rewards.fix')
            : null
      }
      message={<p>{t('rewards.vip.dialogIntro')}</p>}
      confirmLabel={t('rewards.save')}
      onSubmit={submit}
      testId="vip-level-dialog"
    >
      <InputField
        label={t('rewards.vip.fields.name')}
        hint={t('rewards.vip.hints.name')}
        error={errorOf('name')}
        errorReplacesHint
        maxLength={32}
        value={draft.name}
        onChange={(name) => set({ name })}
      />
      {number === 0 ? (
        <p className="form-notice">{t('rewards.vip.levelZero')}</p>
      ) : (
        <fieldset className="rewards-fieldset">
          <legend>{t('rewards.vip.thresholds')}</legend>
          <div className="rewards-grid">{thresholdFields.map(money)}</div>
        </fieldset>
      )}
      <fieldset className="rewards-fieldset">
        <legend>{t('rewards.vip.benefits')}</legend>
        <p className="field-hint">{t('rewards.vip.benefitsHint')}</p>
        <div className="rewards-grid">
          {bonusFields.map(money)}
          <InputField
            label={t('rewards.vip.fields.dailyWithdrawalLimit', {
              symbol: merchant.currencySymbol,
            })}
            hint={t('rewards.vip.hints.dailyWithdrawalLimit')}
            error={errorOf('benefits.dailyWithdrawalLimit')}
            errorReplacesHint
            inputMode="decimal"
            value={draft.dailyWithdrawalLimit}
            onChange={(dailyWithdrawalLimit) => set({ dailyWithdrawalLimit })}
          />
        </div>
        <fieldset className="rewards-fieldset rewards-rates">
          <legend>{t('rewards.vip.rebateRates')}</legend>
          <p className="field-hint">
            {t('rewards.vip.hints.rebateRates', { max: consoleRewards.maxRebateRate / 100 })}
          </p>
          <div className="rewards-grid">
            {gameCategories.map((category) => (
              <InputField
                key={category}
                label={t('rewards.vip.fields.rebateRate', {
                  category: t(`rewards.categories.${category}`),
                })}
                error={errorOf(`benefits.rebateRates.${category}`)}
                inputMode="decimal"
                value={draft.rebateRates[category]}
                onChange={(rate) =>
                  set({ rebateRates: { ...draft.rebateRates, [category]: rate } })
                }
              />
            ))}
          </div>
        </fieldset>
      </fieldset>
    </FormDialog>
  );
}
