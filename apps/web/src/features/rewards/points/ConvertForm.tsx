import type { rewards } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWireMoney } from '@croupier/web-kit/money';
import { ApiError } from '../../../api/client';
import { useMemberCentreStore } from '../../../app/member-centre/store';
import { useCurrencySymbol } from '../../../app/wallet/balance';
import { useMoneyMovement } from '../../../app/wallet/money-movement';
import { failureText } from '../../../i18n/failure-text';
import { Field, FormFooter } from '../../../ui/Field';
import { useFormFields } from '../../../ui/form-fields';
import { convertPoints, formatPoints, pointsKey, usePointsSummary } from './api';
import { cashForPoints } from './conversion';

type Programme = NonNullable<rewards.PointRules['programme']>;

/**
 * Whole points to cash in the main wallet, with the payment password: what they buy shows as
 * the member types, and the server answers a resend of the same conversion with the first.
 */
export function ConvertForm({ programme }: { programme: Programme }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const symbol = useCurrencySymbol();
  const money = (amount: number) => formatWireMoney(amount, symbol);
  const summary = usePointsSummary();
  const fields = useFormFields({ points: '', paymentPassword: '' });
  const movement = useMoneyMovement();
  const openMemberCentre = useMemberCentreStore((state) => state.openMemberCentre);
  const [done, setDone] = useState<rewards.PointConversion | null>(null);
  const [passwordUnset, setPasswordUnset] = useState(false);
  const { values, bind } = fields;
  const closed = programme.cashPerHundredPoints <= 0;
  const typed = /^\d{1,10}$/.test(values.points.trim()) ? Number(values.points.trim()) : null;
  const cash = typed === null ? null : cashForPoints(typed, programme.cashPerHundredPoints);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof fields.errors = {};
    const balance = summary.data?.balance;
    if (typed === null || typed < 1) found.points = t('pointMall.convert.pointsInvalid');
    else if (typed < programme.minConvertPoints)
      found.points = t('pointMall.convert.belowMinimum', {
        min: formatPoints(programme.minConvertPoints),
      });
    else if (balance !== undefined && typed > balance)
      found.points = t('pointMall.convert.aboveBalance', { balance: formatPoints(balance) });
    else if (cash === 0) found.points = t('pointMall.convert.worthNothing');
    if (!values.paymentPassword) found.paymentPassword = t('pointMall.convert.required');
    fields.setErrors(found);
    setDone(null);
    setPasswordUnset(false);
    if (Object.keys(found).length || typed === null) return;
    const answer = await movement.send(
      { points: typed },
      (requestId) =>
        convertPoints({ points: typed, paymentPassword: values.paymentPassword, requestId }),
      (failure) => {
        setPasswordUnset(
          failure instanceof ApiError && failure.messageKey === 'payment_password_not_set',
        );
        return failureText(failure);
      },
    );
    if (!answer) return;
    setDone(answer);
    fields.clear();
    void queryClient.invalidateQueries({ queryKey: pointsKey });
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  };

  return (
    <form
      className="panel point-mall-card point-convert"
      aria-labelledby="point-convert-title"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="point-convert"
    >
      <h2 id="point-convert-title">{t('pointMall.convert.title')}</h2>
      <p className="point-mall-muted">
        {closed
          ? t('pointMall.convert.closed')
          : t('pointMall.convert.rate', {
              points: formatPoints(100),
              amount: money(programme.cashPerHundredPoints),
              min: formatPoints(programme.minConvertPoints),
            })}
      </p>
      <Field
        label={t('pointMall.convert.points')}
        inputMode="numeric"
        autoComplete="off"
        disabled={closed}
        hint={
          cash !== null && cash > 0
            ? t('pointMall.convert.youGet', { amount: money(cash) })
            : undefined
        }
        {...bind('points')}
      />
      <Field
        label={t('pointMall.convert.paymentPassword')}
        type="password"
        autoComplete="off"
        disabled={closed}
        {...bind('paymentPassword')}
      />
      <FormFooter
        error={movement.formError}
        outcome={
          <>
            {passwordUnset && (
              <button
                type="button"
                className="button button-small"
                onClick={() => openMemberCentre('securityCenter')}
              >
                {t('pointMall.convert.setPassword')}
              </button>
            )}
            {done && (
              <p className="point-mall-done" role="status" data-testid="point-convert-done">
                {t('pointMall.convert.done', {
                  points: formatPoints(done.points),
                  amount: money(done.cashAmount),
                })}
              </p>
            )}
          </>
        }
        busy={movement.busy}
        disabled={closed}
        label={t('pointMall.convert.submit')}
        busyLabel={t('pointMall.convert.sending')}
      />
    </form>
  );
}
