import { consoleMembers } from '@croupier/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { Dialog } from '../../ui/Dialog';
import { DialogActions } from '../../ui/DialogActions';
import { Facts } from '../../ui/Facts';
import { Field } from '../../ui/Field';
import { DialogForm } from '../../ui/FormDialog';
import { FormProblem } from '../../ui/FormProblem';
import { InputField } from '../../ui/InputField';
import {
  formatMoney,
  wireToMinor,
  minorToWireText,
  parseAmountInput,
} from '@croupier/web-kit/money';
import { memberActions, type AdjustmentDirection } from './api';
import { fieldErrorText, memberErrorText } from './errors';
import { useMemberWrite } from './member-write';
import { RadioChoice } from './parts';

const reasonMax = consoleMembers.adjustmentBody.shape.reason.maxLength ?? 200;

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
  const run = useMemberWrite(
    () =>
      memberActions.adjustBalance(memberId, {
        direction,
        amount: minorToWireText(minor!),
        reason: reason.trim(),
        idempotencyKey: key,
      }),
    (result) => {
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
    {
      onSettled: () => {
        sending.current = false;
      },
      onError: (error) => {
        // A refusal posted nothing: the next attempt is a new request with a key of its own.
        // Network trouble or a server failure may have posted: a retry keeps the key.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          setKey(crypto.randomUUID());
          setReviewing(false);
        }
      },
    },
  );

  const review = () => {
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
              className="member-facts"
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
          <FormProblem>{serverProblem}</FormProblem>
          <DialogActions
            confirmLabel={t(`members.adjust.confirm.${direction}`, { amount: money(minor) })}
            tone={direction === 'credit' ? 'primary' : 'danger'}
            busy={run.isPending}
            cancelLabel={t('members.adjust.back')}
            onCancel={() => setReviewing(false)}
            onConfirm={() => {
              if (sending.current) return;
              sending.current = true;
              run.mutate();
            }}
            autoFocus
          />
        </>
      ) : (
        <DialogForm
          message={<p>{t('members.adjust.text', { balance: money(balance) })}</p>}
          problem={!amountError && !reasonError && serverProblem}
          confirmLabel={t('members.adjust.next')}
          onSubmit={review}
          onCancel={onClose}
        >
          <RadioChoice
            legend={t('members.adjust.direction')}
            values={['credit', 'debit'] as const}
            labelOf={(value) => t(`members.adjust.directions.${value}`)}
            value={direction}
            onChange={setDirection}
          />
          <InputField
            label={t('members.adjust.amountLabel', { symbol: currencySymbol })}
            hint={
              after !== null
                ? t('members.adjust.after', { balance: money(after) })
                : t('members.adjust.amountHint')
            }
            error={amountError}
            errorReplacesHint
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={setAmountText}
            autoFocus
          />
          <Field
            label={t('members.reason')}
            hint={t('members.adjust.reasonHint')}
            error={reasonError}
            errorReplacesHint
          >
            {(control) => (
              <textarea
                {...control}
                className="textarea"
                value={reason}
                maxLength={reasonMax}
                onChange={(event) => setReason(event.target.value)}
                required
              />
            )}
          </Field>
        </DialogForm>
      )}
    </Dialog>
  );
}
