import { boMembers } from '@croupier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useCurrentMerchant } from '../../app/merchant';
import { Dialog } from '../../ui/Dialog';
import { formatMoney, wireToMinor } from '../../ui/money';
import { minorToWire, parseAmountInput } from './amount';
import { memberActions, refreshMember, type AdjustmentDirection } from './api';
import { fieldErrorText, memberErrorText } from './errors';
import { Facts } from './parts';

const reasonMax = boMembers.adjustmentBody.shape.reason.maxLength ?? 200;

/**
 * A manual credit or debit of the member's main wallet. The form asks for the direction, the
 * amount (a decimal, read into integer minor units) and a reason, then shows what will happen
 * before anything is sent. The dialog makes one idempotency key, so a double click or a retry
 * after a lost answer posts once; after a refusal the next attempt is a new request.
 */
export function AdjustmentDialog({
  memberId,
  username,
  mainBalance,
  currencySymbol,
  onClose,
  onDone,
}: {
  memberId: number;
  username: string;
  /** The main wallet now, as the API gives it (decimal major units). */
  mainBalance: number;
  currencySymbol: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const merchant = useCurrentMerchant();
  const [direction, setDirection] = useState<AdjustmentDirection>('credit');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const money = (minor: bigint) => formatMoney(minor, currencySymbol);
  const balance = wireToMinor(mainBalance) ?? 0n;

  const amount = parseAmountInput(amountText);
  const minor = 'minor' in amount ? amount.minor : null;
  const after = minor === null ? null : direction === 'credit' ? balance + minor : balance - minor;
  let amountProblem: string | null = null;
  if ('problem' in amount) amountProblem = t(`members.adjust.amountProblem.${amount.problem}`);
  else if (after !== null && after < 0n)
    amountProblem = t('members.adjust.amountProblem.exceeds', { balance: money(balance) });
  const reasonProblem = reason.trim() ? null : t('common.reasonRequired');

  // A second click can arrive before the button shows it is busy; it sends nothing more.
  const sending = useRef(false);
  const run = useMutation({
    onSettled: () => {
      sending.current = false;
    },
    mutationFn: () =>
      memberActions.adjustBalance(memberId, {
        direction,
        amount: minorToWire(minor!),
        reason: reason.trim(),
        idempotencyKey: key,
      }),
    onSuccess: (result) => {
      void refreshMember(queryClient, merchant?.code ?? '');
      const amountText = money(wireToMinor(result.amount) ?? 0n);
      const balanceText = money(wireToMinor(result.balanceAfter) ?? 0n);
      onDone(
        t(result.direction === 'credit' ? 'members.adjust.credited' : 'members.adjust.debited', {
          amount: amountText,
          username,
          balance: balanceText,
          reference: result.reference,
        }),
      );
    },
    onError: (error) => {
      // A refusal posted nothing: the next attempt is a new request with a key of its own.
      // Network trouble or a server failure may have posted: a retry keeps the key.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setKey(crypto.randomUUID());
        setReviewing(false);
      }
    },
  });

  const review = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    run.reset();
    if (amountProblem || reasonProblem) return;
    setReviewing(true);
  };

  const serverProblem = run.error ? memberErrorText(run.error) : null;
  const amountError = (checked && amountProblem) || fieldErrorText(run.error, 'body.amount');
  const reasonError = (checked && reasonProblem) || fieldErrorText(run.error, 'body.reason');

  return (
    <Dialog
      title={t('members.adjust.title', { username })}
      onClose={onClose}
      busy={run.isPending}
      testId="adjustment-dialog"
    >
      {reviewing && minor !== null && after !== null ? (
        <>
          <div className="dialog-body">
            <p>{t(`members.adjust.review.${direction}`, { amount: money(minor), username })}</p>
            <Facts
              testId="adjustment-review"
              facts={[
                [t('members.adjust.direction'), t(`members.adjust.directions.${direction}`)],
                [t('members.adjust.amount'), money(minor)],
                [t('members.adjust.balanceNow'), money(balance)],
                [t('members.adjust.balanceAfter'), money(after)],
                [t('members.reason'), reason.trim()],
              ]}
            />
            <p className="field-hint">{t('members.adjust.inboxHint')}</p>
          </div>
          {serverProblem && (
            <p className="form-error" role="alert">
              {serverProblem}
            </p>
          )}
          <div className="dialog-actions">
            <button
              type="button"
              className="button"
              onClick={() => setReviewing(false)}
              disabled={run.isPending}
            >
              {t('members.adjust.back')}
            </button>
            <button
              type="button"
              className={`button ${direction === 'credit' ? 'button-primary' : 'button-danger'}`}
              onClick={() => {
                if (sending.current) return;
                sending.current = true;
                run.mutate();
              }}
              disabled={run.isPending}
              aria-busy={run.isPending}
              autoFocus
            >
              {t(`members.adjust.confirm.${direction}`, { amount: money(minor) })}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={review} noValidate>
          <div className="dialog-message">
            <p>{t('members.adjust.text', { balance: money(balance) })}</p>
          </div>
          {serverProblem && !amountError && !reasonError && (
            <p className="form-error" role="alert">
              {serverProblem}
            </p>
          )}
          <fieldset className="field adjust-direction">
            <legend>{t('members.adjust.direction')}</legend>
            {(['credit', 'debit'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name={`${id}-direction`}
                  value={value}
                  checked={direction === value}
                  onChange={() => setDirection(value)}
                />{' '}
                {t(`members.adjust.directions.${value}`)}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-amount`}>
              {t('members.adjust.amountLabel', { symbol: currencySymbol })}
            </label>
            <input
              id={`${id}-amount`}
              className="input"
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              aria-invalid={Boolean(amountError)}
              aria-describedby={`${id}-amount-note`}
              autoFocus
            />
            <span
              className={amountError ? 'form-error field-error' : 'field-hint'}
              id={`${id}-amount-note`}
              role={amountError ? 'alert' : undefined}
            >
              {amountError ||
                (after !== null
                  ? t('members.adjust.after', { balance: money(after) })
                  : t('members.adjust.amountHint'))}
            </span>
          </div>
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t('members.reason')}</label>
            <textarea
              id={`${id}-reason`}
              className="textarea"
              value={reason}
              maxLength={reasonMax}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={Boolean(reasonError)}
              aria-describedby={`${id}-reason-note`}
              required
            />
            <span
              className={reasonError ? 'form-error field-error' : 'field-hint'}
              id={`${id}-reason-note`}
              role={reasonError ? 'alert' : undefined}
            >
              {reasonError || t('members.adjust.reasonHint')}
            </span>
          </div>
          <div className="dialog-actions">
            <button type="button" className="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button-primary">
              {t('members.adjust.next')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
