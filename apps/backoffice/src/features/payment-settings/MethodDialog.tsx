import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMerchant } from '../../app/merchant';
import { FormDialog } from '../../ui/FormDialog';
import { InputField } from '../../ui/InputField';
import {
  formatMoney,
  wireToMinor,
  minorToWireText,
  parseAmountInput,
  type AmountInput,
} from '@croupier/web-kit/money';
import { settingsErrorText, settingsFieldError } from './errors';
import { useMethodUpdate, type MethodDialogProps } from './method-update';

const asText = (amount: number) => minorToWireText(wireToMinor(amount) ?? 0n);

/** The limits of one way to deposit: players may deposit from the minimum to the maximum. */
export function MethodDialog({ method, onClose, onDone }: MethodDialogProps) {
  const { t } = useTranslation();
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

  const run = useMethodUpdate(method.code, (updated) =>
    onDone(
      t('paymentSettings.methods.saved', {
        name: updated.name,
        min: formatMoney(wireToMinor(updated.minAmount) ?? 0n, symbol),
        max: formatMoney(wireToMinor(updated.maxAmount) ?? 0n, symbol),
      }),
    ),
  );

  const minError =
    (checked && problem(minAmount)) || settingsFieldError(run.error, 'body.minAmount');
  const maxError =
    (checked && (problem(maxAmount) || crossed)) ||
    settingsFieldError(run.error, 'maxAmount', 'body.maxAmount');
  const serverProblem = run.error && !minError && !maxError ? settingsErrorText(run.error) : null;

  const submit = () => {
    setChecked(true);
    if (problem(minAmount) || problem(maxAmount) || crossed) return;
    run.mutate({
      minAmount: minorToWireText((minAmount as { minor: bigint }).minor),
      maxAmount: minorToWireText((maxAmount as { minor: bigint }).minor),
    });
  };

  return (
    <FormDialog
      title={t('paymentSettings.methods.editTitle', { name: method.name })}
      onClose={onClose}
      busy={run.isPending}
      testId="method-dialog"
      message={<p>{t('paymentSettings.methods.editText')}</p>}
      problem={serverProblem}
      confirmLabel={t('paymentSettings.save')}
      onSubmit={submit}
    >
      {(
        [
          ['min', min, setMin, minError],
          ['max', max, setMax, maxError],
        ] as const
      ).map(([name, value, set, error]) => (
        <InputField
          key={name}
          label={t(`paymentSettings.methods.${name}Label`, { symbol })}
          error={error}
          errorReplacesHint
          inputMode="decimal"
          value={value}
          onChange={set}
        />
      ))}
    </FormDialog>
  );
}
