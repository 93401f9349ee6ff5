import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import { ConfirmDialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { FormProblem } from '../../ui/FormProblem';
import { wireToMinor, minorToWireText, parseAmountInput } from '@croupier/web-kit/money';
import { QueryView } from '../../ui/QueryView';
import {
  paymentSettingsActions,
  refreshPaymentSettings,
  walletLimitsQuery,
  type WalletLimits,
} from './api';
import { settingsErrorText, settingsFieldError } from './errors';

type Draft = Record<
  | 'withdrawalMin'
  | 'withdrawalMax'
  | 'withdrawalsPerDay'
  | 'turnoverPercent'
  | 'autoReceiptMinutes',
  string
> & { transferToUpline: boolean };

const counts = {
  withdrawalsPerDay: { min: 1, max: 100 },
  turnoverPercent: { min: 0, max: 10_000 },
  autoReceiptMinutes: { min: 1, max: 43_200 },
} as const;

function draftOf(limits: WalletLimits): Draft {
  return {
    withdrawalMin: minorToWireText(wireToMinor(limits.withdrawalMin) ?? 0n),
    withdrawalMax: minorToWireText(wireToMinor(limits.withdrawalMax) ?? 0n),
    withdrawalsPerDay: String(limits.withdrawalsPerDay),
    turnoverPercent: String(limits.turnoverPercent),
    autoReceiptMinutes: String(limits.autoReceiptMinutes),
    transferToUpline: limits.transferToUpline,
  };
}

/** The merchant's wallet limits: withdrawals, turnover before withdrawing, auto-receipt. */
export function WalletLimitsForm({
  canEdit,
  onDone,
}: {
  canEdit: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const merchant = useCurrentMerchant();
  const limits = useQuery({
    ...walletLimitsQuery(merchant?.code ?? ''),
    enabled: merchant !== undefined,
  });
  return (
    <section className="settings-block" aria-labelledby="wallet-limits-heading">
      <h2 id="wallet-limits-heading">{t('paymentSettings.limits.title')}</h2>
      <div className="panel settings-panel" aria-busy={limits.isFetching}>
        <QueryView query={limits} waiting={!merchant}>
          {(data) => (
            // A new answer (another merchant, a save) starts the form from what the server holds.
            <LimitsEditor
              key={`${merchant?.code}:${JSON.stringify(data)}`}
              limits={data}
              canEdit={canEdit}
              onDone={onDone}
            />
          )}
        </QueryView>
      </div>
    </section>
  );
}

function LimitsEditor({
  limits,
  canEdit,
  onDone,
}: {
  limits: WalletLimits;
  canEdit: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const merchant = useCurrentMerchant();
  const [draft, setDraft] = useState(() => draftOf(limits));
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const min = parseAmountInput(draft.withdrawalMin);
  const max = parseAmountInput(draft.withdrawalMax);
  const problems: Partial<Record<keyof Draft, string>> = {};
  if ('problem' in min) problems.withdrawalMin = t(`paymentSettings.amountProblem.${min.problem}`);
  if ('problem' in max) problems.withdrawalMax = t(`paymentSettings.amountProblem.${max.problem}`);
  else if ('minor' in min && min.minor > max.minor)
    problems.withdrawalMax = t('paymentSettings.fieldErrors.max_below_min');
  for (const [field, range] of Object.entries(counts) as [
    keyof typeof counts,
    { min: number; max: number },
  ][]) {
    const text = draft[field].trim();
    const value = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(value >= range.min && value <= range.max)) {
      problems[field] = t('paymentSettings.limits.countProblem', range);
    }
  }
  const valid = Object.keys(problems).length === 0;

  const run = useMutation({
    mutationFn: () =>
      paymentSettingsActions.updateLimits({
        withdrawalMin: minorToWireText((min as { minor: bigint }).minor),
        withdrawalMax: minorToWireText((max as { minor: bigint }).minor),
        withdrawalsPerDay: Number(draft.withdrawalsPerDay),
        turnoverPercent: Number(draft.turnoverPercent),
        autoReceiptMinutes: Number(draft.autoReceiptMinutes),
        transferToUpline: draft.transferToUpline,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(walletLimitsQuery(merchant?.code ?? '').queryKey, saved);
      void refreshPaymentSettings(queryClient, merchant?.code ?? '');
      setConfirming(false);
      onDone(t('paymentSettings.limits.saved'));
    },
  });

  const errorOf = (field: keyof Draft) =>
    (checked && problems[field]) || settingsFieldError(run.error, field, `body.${field}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    run.reset();
    if (valid) setConfirming(true);
  };
  const field = (
    name: Exclude<keyof Draft, 'transferToUpline'>,
    inputMode: 'decimal' | 'numeric',
  ) => (
    <Field
      key={name}
      label={t(`paymentSettings.limits.${name}`, { symbol: merchant?.currencySymbol ?? '' })}
      hint={t(`paymentSettings.limits.hints.${name}`)}
      error={errorOf(name)}
      errorReplacesHint
    >
      {(control) => (
        <input
          {...control}
          className="input"
          inputMode={inputMode}
          value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          readOnly={!canEdit}
        />
      )}
    </Field>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="limits-form"
      aria-label={t('paymentSettings.limits.title')}
    >
      <div className="limits-grid">
        {field('withdrawalMin', 'decimal')}
        {field('withdrawalMax', 'decimal')}
        {field('withdrawalsPerDay', 'numeric')}
        {field('turnoverPercent', 'numeric')}
        {field('autoReceiptMinutes', 'numeric')}
      </div>
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={draft.transferToUpline}
          onChange={(event) => setDraft({ ...draft, transferToUpline: event.target.checked })}
          disabled={!canEdit}
        />{' '}
        {t('paymentSettings.limits.transferToUpline')}
      </label>
      <FormProblem>{run.error && !confirming && settingsErrorText(run.error)}</FormProblem>
      {canEdit && (
        <div className="form-actions">
          <button type="submit" className="button button-primary">
            {t('paymentSettings.save')}
          </button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('paymentSettings.limits.confirmTitle')}
          message={<p>{t('paymentSettings.limits.confirmText')}</p>}
          confirmLabel={t('paymentSettings.save')}
          busy={run.isPending}
          error={run.error ? settingsErrorText(run.error) : null}
          onConfirm={() => run.mutate()}
          onClose={() => setConfirming(false)}
          testId="limits-confirm-dialog"
        />
      )}
    </form>
  );
}
