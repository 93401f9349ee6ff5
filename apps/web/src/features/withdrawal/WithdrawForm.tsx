import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { errorText } from '../../i18n';
import { Field, FormFooter } from '../../ui/Field';
import { useFormFields } from '../../ui/form-fields';
import { formatWireMoney } from '@croupier/web-kit/money';
import { typedAmount } from '../../ui/amount';
import { useCurrencySymbol } from '../../app/wallet/balance';
import { useMoneyMovement } from '../../app/wallet/money-movement';
import { requestWithdrawal, type WithdrawalOrder, type WithdrawInfo } from './api';

/** The request: amount and payment password, to the chosen card. */
export function WithdrawForm({ info, cardId }: { info: WithdrawInfo; cardId: number | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const symbol = useCurrencySymbol();
  const money = (amount: number) => formatWireMoney(amount, symbol);
  const fields = useFormFields({ amount: '', paymentPassword: '' });
  const movement = useMoneyMovement();
  const [done, setDone] = useState<WithdrawalOrder | null>(null);
  const { values, bind } = fields;
  // Without a payment password nothing can be sent: the page says where to set one.
  const locked = !info.hasPaymentPassword;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = typedAmount(values.amount);
    const found: typeof fields.errors = {};
    if (!amount) found.amount = t('withdrawal.form.amountInvalid');
    if (!values.paymentPassword) found.paymentPassword = t('withdrawal.form.required');
    fields.setErrors(found);
    setDone(null);
    movement.setFormError(cardId === null ? t('withdrawal.form.chooseCard') : null);
    if (Object.keys(found).length || !amount || cardId === null) return;
    const withdrawal = { amount, bankCardId: cardId };
    const order = await movement.send(
      withdrawal,
      (requestId) =>
        requestWithdrawal({ ...withdrawal, paymentPassword: values.paymentPassword, requestId }),
      refusalText,
    );
    if (!order) return;
    setDone(order);
    fields.clear();
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  };

  const refusalText = (failure: unknown) => {
    if (!(failure instanceof ApiError)) return errorText('system_error');
    const value = failure.value as {
      required?: number;
      achieved?: number;
      remaining?: number;
    } | null;
    // A bonus still locked by its wagering (rewards): the valid turnover it still needs.
    if (failure.messageKey === 'rewards_bonus_wagering_not_met' && value?.remaining !== undefined) {
      return t('withdrawal.form.bonusWageringNotMet', { remaining: money(value.remaining) });
    }
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
        disabled={locked}
        {...bind('amount')}
      />
      <Field
        label={t('withdrawal.form.paymentPassword')}
        type="password"
        autoComplete="off"
        disabled={locked}
        {...bind('paymentPassword')}
      />
      <p className="mc-muted withdrawal-note">{t('withdrawal.form.final')}</p>
      <FormFooter
        error={movement.formError}
        outcome={
          done && (
            <p className="mc-saved" role="status" data-testid="withdraw-done">
              {t('withdrawal.form.done', { orderNo: done.orderNo, amount: money(done.amount) })}
            </p>
          )
        }
        busy={movement.busy}
        disabled={locked || info.remainingToday === 0}
        label={t('withdrawal.form.submit')}
        busyLabel={t('withdrawal.form.sending')}
      />
    </form>
  );
}
