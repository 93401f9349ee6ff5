import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormFooter } from '../../../ui/Field';
import { useFormFields } from '../../../ui/form-fields';
import { Loader } from '../../../ui/Loader';
import { transferToMember, useSecurity, type TransferResult } from '../api';
import { balanceKey } from '../../../app/wallet/balance';
import { formatWireMoney } from '@croupier/web-kit/money';
import { LoadFailure } from '../../../ui/LoadFailure';
import { typedAmount } from '../../../ui/amount';
import { useCurrencySymbol } from '../../../app/wallet/balance';
import { useMoneyMovement } from '../../../app/wallet/money-movement';

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
  const fields = useFormFields({ username: '', amount: '', paymentPassword: '' });
  const movement = useMoneyMovement();
  const [result, setResult] = useState<TransferResult | null>(null);
  const { values, bind } = fields;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = typedAmount(values.amount);
    const found: typeof fields.errors = {};
    if (direction === 'downline' && !values.username.trim())
      found.username = t('memberCentre.form.required');
    if (!amount) found.amount = t('memberCentre.form.amountInvalid');
    if (!values.paymentPassword) found.paymentPassword = t('memberCentre.form.required');
    fields.setErrors(found);
    movement.setFormError(null);
    if (Object.keys(found).length || !amount) return;
    const transfer = {
      amount,
      ...(direction === 'downline' ? { username: values.username.trim() } : {}),
    };
    const done = await movement.send(transfer, (requestId) =>
      transferToMember(direction, {
        ...transfer,
        paymentPassword: values.paymentPassword,
        requestId,
      }),
    );
    if (!done) return;
    setResult(done);
    fields.clear();
    void queryClient.invalidateQueries({ queryKey: balanceKey });
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
        <FormFooter
          error={movement.formError}
          busy={movement.busy}
          label={t('memberCentre.transfer.submit')}
          busyLabel={t('common.sending')}
        />
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
