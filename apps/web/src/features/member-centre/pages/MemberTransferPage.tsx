import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { errorText } from '../../../i18n';
import { Field, FormError } from '../../../ui/Field';
import { Loader } from '../../../ui/Loader';
import { transferToMember, useSecurity, type TransferResult } from '../api';
import { balanceKey } from '../../../app/wallet/balance';
import { formatWireMoney } from '@croupier/web-kit/money';
import { LoadFailure } from '../../../ui/LoadFailure';
import { typedAmount } from '../../../ui/amount';
import { useCurrencySymbol } from '../../../app/wallet/balance';
import { useRequestIds } from '../../../api/request-id';

/** "transfer to upline" (spec §2 transferUpline): from the member to their agent. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const security = useSecurity();
  if (security.isPending) return <Loader />;
  if (security.isError)
    return <LoadFailure error={security.error} onRetry={() => void security.refetch()} />;
  if (!security.data.toUpline)
    return <p className="form-intro">{t('memberCentre.transfer.noUpline')}</p>;
  return <MemberTransferForm direction="upline" upline={security.data.toUpline} />;
}

/** Transfer to downline: an agent pays one of their members, named by username. */
export function TransferDownlinePage() {
  return <MemberTransferForm direction="downline" />;
}

type Values = { username: string; amount: string; paymentPassword: string };

/** Both transfers ask for the amount and the payment password, and show the result. */
function MemberTransferForm({
  direction,
  upline,
}: {
  direction: 'upline' | 'downline';
  upline?: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const symbol = useCurrencySymbol();
  const requestIds = useRequestIds();
  const empty: Values = { username: '', amount: '', paymentPassword: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<TransferResult | null>(null);
  const [busy, setBusy] = useState(false);
  const bind = (name: keyof Values) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((previous) => ({ ...previous, [name]: event.target.value })),
    error: errors[name],
    required: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = typedAmount(values.amount);
    const found: Partial<Values> = {};
    if (direction === 'downline' && !values.username.trim())
      found.username = t('memberCentre.form.required');
    if (!amount) found.amount = t('memberCentre.form.amountInvalid');
    if (!values.paymentPassword) found.paymentPassword = t('memberCentre.form.required');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length || !amount) return;
    const transfer = {
      amount,
      ...(direction === 'downline' ? { username: values.username.trim() } : {}),
    };
    setBusy(true);
    try {
      const done = await transferToMember(direction, {
        ...transfer,
        paymentPassword: values.paymentPassword,
        requestId: requestIds.idFor(JSON.stringify(transfer)),
      });
      requestIds.settle();
      setResult(done);
      setValues(empty);
      void queryClient.invalidateQueries({ queryKey: balanceKey });
    } catch (failure) {
      requestIds.settle(failure);
      setFormError(errorText(failure instanceof ApiError ? failure.messageKey : 'system_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mc-sections">
      <form
        className="mc-card"
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid={`transfer-${direction}-form`}
      >
        <p className="form-intro">
          {direction === 'upline'
            ? t('memberCentre.transfer.uplineIntro', { upline })
            : t('memberCentre.transfer.downlineIntro')}
        </p>
        {direction === 'downline' && (
          <Field
            label={t('memberCentre.transfer.username')}
            autoComplete="off"
            {...bind('username')}
          />
        )}
        <Field
          label={t('memberCentre.form.amount')}
          inputMode="decimal"
          autoComplete="off"
          {...bind('amount')}
        />
        <Field
          label={t('memberCentre.form.paymentPassword')}
          type="password"
          autoComplete="off"
          {...bind('paymentPassword')}
        />
        <FormError message={formError} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t('common.sending') : t('memberCentre.transfer.submit')}
          </button>
        </div>
      </form>
      {result && (
        <section className="mc-card mc-result" role="status" data-testid="transfer-result">
          <h4>{t('memberCentre.transfer.done')}</h4>
          <dl className="mc-facts">
            <dt>{t('memberCentre.records.orderNo')}</dt>
            <dd>{result.orderNo}</dd>
            <dt>{t('memberCentre.form.amount')}</dt>
            <dd>{formatWireMoney(result.amount, symbol)}</dd>
            <dt>{t('memberCentre.transfer.newBalance')}</dt>
            <dd>{formatWireMoney(result.balance, symbol)}</dd>
          </dl>
        </section>
      )}
    </div>
  );
}
