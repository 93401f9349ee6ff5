import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import { Dialog } from '../../ui/Dialog';
import { formatMoney, wireToMinor } from '../../ui/money';
import { minorToWire, parseAmountInput, type AmountInput } from '../members/amount';
import { paymentSettingsActions, refreshPaymentSettings, type PaymentMethodSetting } from './api';
import { settingsErrorText, settingsFieldError } from './errors';

const asText = (amount: number) => minorToWire(wireToMinor(amount) ?? 0n);

/** The limits of one way to deposit: players may deposit from the minimum to the maximum. */
export function MethodDialog({
  method,
  onClose,
  onDone,
}: {
  method: PaymentMethodSetting;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const merchant = useCurrentMerchant();
  const symbol = merchant?.currencySymbol ?? '';
  const [min, setMin] = useState(asText(method.minAmount));
  const [max, setMax] = useState(asText(method.maxAmount));
  const [checked, setChecked] = useState(false);
  const minAmount = parseAmountInput(min);
  const maxAmount = parseAmountInput(max);
  const problem = (amount: AmountInput) =>
    'problem' in amount ? t(`paymentSettings.amountProblem.${amount.problem}`) : null;
  const crossed =
    'minor' in minAmount && 'minor' in maxAmount && minAmount.minor > maxAmount.minor
      ? t('paymentSettings.fieldErrors.max_below_min')
      : null;

  const run = useMutation({
    mutationFn: () =>
      paymentSettingsActions.updateMethod(method.code, {
        minAmount: minorToWire((minAmount as { minor: bigint }).minor),
        maxAmount: minorToWire((maxAmount as { minor: bigint }).minor),
      }),
    onSuccess: (updated) => {
      void refreshPaymentSettings(queryClient, merchant?.code ?? '');
      onDone(
        t('paymentSettings.methods.saved', {
          name: updated.name,
          min: formatMoney(wireToMinor(updated.minAmount) ?? 0n, symbol),
          max: formatMoney(wireToMinor(updated.maxAmount) ?? 0n, symbol),
        }),
      );
    },
  });

  const minError =
    (checked && problem(minAmount)) || settingsFieldError(run.error, 'body.minAmount');
  const maxError =
    (checked && (problem(maxAmount) || crossed)) ||
    settingsFieldError(run.error, 'maxAmount', 'body.maxAmount');
  const serverProblem = run.error && !minError && !maxError ? settingsErrorText(run.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem(minAmount) || problem(maxAmount) || crossed) return;
    run.mutate();
  };

  return (
    <Dialog
      title={t('paymentSettings.methods.editTitle', { name: method.name })}
      onClose={onClose}
      busy={run.isPending}
      testId="method-dialog"
    >
      <form onSubmit={submit} noValidate>
        <div className="dialog-message">
          <p>{t('paymentSettings.methods.editText')}</p>
        </div>
        {serverProblem && (
          <p className="form-error" role="alert">
            {serverProblem}
          </p>
        )}
        {(
          [
            ['min', min, setMin, minError],
            ['max', max, setMax, maxError],
          ] as const
        ).map(([name, value, set, error]) => (
          <div className="field" key={name}>
            <label htmlFor={`${id}-${name}`}>
              {t(`paymentSettings.methods.${name}Label`, { symbol })}
            </label>
            <input
              id={`${id}-${name}`}
              className="input"
              inputMode="decimal"
              value={value}
              onChange={(event) => set(event.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-${name}-error` : undefined}
            />
            {error && (
              <span className="form-error field-error" id={`${id}-${name}-error`} role="alert">
                {error}
              </span>
            )}
          </div>
        ))}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={run.isPending}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className="button button-primary"
            disabled={run.isPending}
            aria-busy={run.isPending}
          >
            {t('paymentSettings.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
