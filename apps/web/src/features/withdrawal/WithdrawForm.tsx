import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { errorText } from '../../i18n';
import { Field, FormError } from '../../ui/Field';
import { formatWireMoney } from '@croupier/web-kit/money';
import { typedAmount } from '../../ui/amount';
import { useCurrencySymbol } from '../../app/wallet/balance';
import { useRequestIds } from '../../api/request-id';
import { requestWithdrawal, type WithdrawalOrder, type WithdrawInfo } from './api';

type Values = { amount: string; paymentPassword: string };

/** The request: amount and payment password, to the chosen card. */
export function WithdrawForm({ info, cardId }: { info: WithdrawInfo; cardId: number | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const symbol = useCurrencySymbol();
  const money = (amount: number) => formatWireMoney(amount, symbol);
  const requestIds = useRequestIds();
  const [values, setValues] = useState<Values>({ amount: '', paymentPassword: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<WithdrawalOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const bind = (name: keyof Values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((previous) => ({ ...previous, [name]: event.target.value })),
    error: errors[name],
    required: true,
    disabled: !info.hasPaymentPassword,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = typedAmount(values.amount);
    const found: Partial<Values> = {};
    if (!amount) found.amount = t('withdrawal.form.amountInvalid');
    if (!values.paymentPassword) found.paymentPassword = t('withdrawal.form.required');
    setErrors(found);
    setDone(null);
    setFormError(cardId === null ? t('withdrawal.form.chooseCard') : null);
    if (Object.keys(found).length || !amount || cardId === null) return;
    const withdrawal = { amount, bankCardId: cardId };
    setBusy(true);
    try {
      const order = await requestWithdrawal({
        ...withdrawal,
        paymentPassword: values.paymentPassword,
        requestId: requestIds.idFor(JSON.stringify(withdrawal)),
      });
      requestIds.settle();
      setDone(order);
      setValues({ amount: '', paymentPassword: '' });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    } catch (failure) {
      requestIds.settle(failure);
      setFormError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const failureText = (failure: unknown) => {
    if (!(failure instanceof ApiError)) return errorText('system_error');
    const value = failure.value as { required?: number; achieved?: number } | null;
    if (failure.messageKey === 'withdrawal_turnover_not_met' && value?.required !== undefined) {
      return t('withdrawal.form.turnoverNotMet', {
        required: money(value.required),
        achieved: money(value.achieved ?? 0),
      });
    }
    return errorText(failure.messageKey);
  };

  return (
    <form
      className="mc-card"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="withdraw-form"
    >
      <Field
        label={t('withdrawal.form.amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('withdrawal.form.amountHint', {
          min: money(info.minAmount),
          max: money(info.maxAmount),
        })}
        {...bind('amount')}
      />
      <Field
        label={t('withdrawal.form.paymentPassword')}
        type="password"
        autoComplete="off"
        {...bind('paymentPassword')}
      />
      <p className="mc-muted withdrawal-note">{t('withdrawal.form.final')}</p>
      <FormError message={formError} />
      {done && (
        <p className="mc-saved" role="status" data-testid="withdraw-done">
          {t('withdrawal.form.done', { orderNo: done.orderNo, amount: money(done.amount) })}
        </p>
      )}
      <div className="form-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={busy || !info.hasPaymentPassword || info.remainingToday === 0}
          aria-busy={busy || undefined}
        >
          {busy ? t('withdrawal.form.sending') : t('withdrawal.form.submit')}
        </button>
      </div>
    </form>
  );
}
