import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { errorText } from '../../i18n';
import { Field, FormError } from '../../ui/Field';
import { isSafeUrl } from '@croupier/web-kit/rich-text';
import { formatWireMoney } from '@croupier/web-kit/money';
import { useCurrencySymbol } from '../../app/wallet/balance';
import { checkDepositAmount, paymentPageUrl, returnPathFor } from './amount';
import { createDeposit, type DepositMethod, type DepositOrderCreated } from './api';

type Props = {
  methods: DepositMethod[];
  onBankOrder: (order: DepositOrderCreated, method: DepositMethod) => void;
};

/** The method (a radio group: arrow keys move between cards) and the amount, checked here first. */
export function DepositForm({ methods, onBankOrder }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const symbol = useCurrencySymbol();
  const [code, setCode] = useState(methods[0]!.code);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<false | 'sending' | 'leaving'>(false);
  const method = methods.find((candidate) => candidate.code === code) ?? methods[0]!;
  const money = (value: number) => formatWireMoney(value, symbol);
  const limits = { min: money(method.minAmount), max: money(method.maxAmount) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const checked = checkDepositAmount(amount, method);
    if (!checked.ok) {
      setAmountError(t(`deposit.amountProblems.${checked.problem}`, limits));
      return;
    }
    setAmountError(null);
    setBusy('sending');
    try {
      const order = await createDeposit({ methodCode: method.code, amount: checked.amount });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      if (order.kind === 'bank_transfer' || !order.paymentUrl) {
        setBusy(false);
        onBankOrder(order, method);
        return;
      }
      const target = paymentPageUrl(
        order.paymentUrl,
        returnPathFor(window.location, order.orderNo),
      );
      if (!isSafeUrl(target)) throw new ApiError('system_error', 0);
      setBusy('leaving');
      window.location.assign(target);
    } catch (failure) {
      setBusy(false);
      if (!(failure instanceof ApiError)) return setFormError(errorText('system_error'));
      const bounds = failure.value as { min?: number; max?: number } | null;
      if (
        failure.messageKey === 'deposit_below_min' ||
        failure.messageKey === 'deposit_above_max'
      ) {
        const problem = failure.messageKey === 'deposit_below_min' ? 'belowMin' : 'aboveMax';
        setAmountError(
          t(`deposit.amountProblems.${problem}`, {
            min: money(bounds?.min ?? method.minAmount),
            max: money(bounds?.max ?? method.maxAmount),
          }),
        );
        // The limits changed since the list was read: read it again.
        void queryClient.invalidateQueries({ queryKey: ['wallet', 'deposit', 'methods'] });
        return;
      }
      const fields = (failure.value as { fields?: Record<string, string> } | null)?.fields;
      if (fields?.['body.amount']) setAmountError(t('deposit.amountProblems.invalid'));
      else setFormError(errorText(failure.messageKey));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="deposit-form">
      <fieldset className="deposit-methods">
        <legend>{t('deposit.method')}</legend>
        {methods.map((candidate) => (
          <label
            key={candidate.code}
            className={
              candidate.code === method.code
                ? 'deposit-method deposit-method-chosen'
                : 'deposit-method'
            }
          >
            <input
              type="radio"
              name={`${id}-method`}
              value={candidate.code}
              checked={candidate.code === method.code}
              onChange={() => {
                setCode(candidate.code);
                setAmountError(null);
                setFormError(null);
              }}
            />
            <span className="deposit-method-text">
              <span className="deposit-method-name">
                {candidate.name}
                {candidate.isDemo && (
                  <span className="badge deposit-demo">{t('deposit.demo')}</span>
                )}
              </span>
              <span className="deposit-method-kind">{t(`deposit.kinds.${candidate.kind}`)}</span>
              <span className="deposit-method-limits">
                {t('deposit.limits', {
                  min: money(candidate.minAmount),
                  max: money(candidate.maxAmount),
                })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <Field
        label={t('deposit.amount', { symbol })}
        inputMode="decimal"
        autoComplete="off"
        required
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          if (amountError) setAmountError(null);
        }}
        hint={t('deposit.limits', limits)}
        error={amountError ?? undefined}
        data-testid="deposit-amount"
      />
      {method.kind === 'gateway' && <p className="form-intro">{t('deposit.gatewayIntro')}</p>}
      <FormError message={formError} />
      <div className="form-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={busy !== false}
          aria-busy={busy !== false || undefined}
          data-testid="deposit-submit"
        >
          {busy === 'sending'
            ? t('deposit.sending')
            : busy === 'leaving'
              ? t('deposit.leaving')
              : method.kind === 'gateway'
                ? t('deposit.payNow')
                : t('deposit.submit')}
        </button>
      </div>
    </form>
  );
}
