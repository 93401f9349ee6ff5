import { withdrawal } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { errorText } from '../../i18n';
import { failureText } from '../../i18n/failure-text';
import { Field, FieldError, FieldLabel, fieldClass, FormFooter } from '../../ui/Field';
import { formatDateTime } from '@croupier/web-kit/dates';
import { typedAmount } from '../../ui/amount';
import { sendReceipt, type WithdrawalOrder } from './api';
import { checkProofFiles } from './proof-files';

type Receipt = withdrawal.ReceiptKind;

/**
 * After payout the member says whether the money arrived: received, partly (how much), or
 * not (with proof pictures). Silence counts as received after the merchant's minutes.
 */
export function ReceiptForm({
  order,
  autoReceiptMinutes,
}: {
  order: WithdrawalOrder;
  autoReceiptMinutes: number;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [receipt, setReceipt] = useState<Receipt>('received');
  const [receivedAmount, setReceivedAmount] = useState('');
  const [note, setNote] = useState('');
  const [proofs, setProofs] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ amount?: string; proof?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wantsProof = receipt !== 'received';

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const { accepted, problem } = await checkProofFiles(picked, proofs.length);
    setProofs((previous) => [...previous, ...accepted]);
    setErrors((previous) => ({ ...previous, proof: problem ? errorText(problem) : undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const amount = receipt === 'partial' ? typedAmount(receivedAmount) : null;
    if (receipt === 'partial' && !amount) found.amount = t('withdrawal.form.amountInvalid');
    if (receipt === 'not_received' && proofs.length === 0)
      found.proof = t('withdrawal.receipt.proofRequired');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await sendReceipt(
        order.orderNo,
        {
          receipt,
          ...(amount ? { receivedAmount: amount } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        },
        wantsProof ? proofs : [],
      );
      await queryClient.invalidateQueries({ queryKey: ['wallet'] });
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      const fields = (apiError?.value as { fields?: Record<string, string> } | null)?.fields;
      if (fields?.proof) setErrors({ proof: errorText(fields.proof) });
      else if (fields?.['body.receivedAmount'])
        setErrors({ amount: errorText(fields['body.receivedAmount']) });
      else setFormError(failureText(failure));
      setBusy(false);
    }
  };

  return (
    <form
      className="withdrawal-receipt"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="receipt-form"
    >
      <fieldset className="withdrawal-receipt-choices">
        <legend>{t('withdrawal.receipt.question')}</legend>
        {withdrawal.receiptKinds.map((kind) => (
          <label key={kind} className="withdrawal-receipt-choice">
            <input
              type="radio"
              name={`${id}-receipt`}
              value={kind}
              checked={receipt === kind}
              onChange={() => setReceipt(kind)}
            />
            {t(`withdrawal.receipt.${kind}`)}
          </label>
        ))}
      </fieldset>
      {receipt === 'partial' && (
        <Field
          label={t('withdrawal.receipt.receivedAmount')}
          inputMode="decimal"
          autoComplete="off"
          required
          value={receivedAmount}
          onChange={(event) => setReceivedAmount(event.target.value)}
          error={errors.amount}
        />
      )}
      {wantsProof && (
        <ProofPicker
          proofs={proofs}
          required={receipt === 'not_received'}
          error={errors.proof}
          onPick={(event) => void pick(event)}
          onRemove={(file) => setProofs((previous) => previous.filter((item) => item !== file))}
        />
      )}
      {receipt !== 'received' && (
        <div className="field">
          <label htmlFor={`${id}-note`}>{t('withdrawal.receipt.note')}</label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      )}
      {order.autoReceiptAt && (
        <p className="mc-muted withdrawal-note" data-testid="auto-receipt-note">
          {t('withdrawal.receipt.autoNote', {
            time: formatDateTime(order.autoReceiptAt),
            minutes: autoReceiptMinutes,
          })}
        </p>
      )}
      <FormFooter
        error={formError}
        busy={busy}
        small
        label={t('withdrawal.receipt.submit')}
        busyLabel={t('withdrawal.receipt.sending')}
      />
    </form>
  );
}

function ProofPicker({
  proofs,
  required,
  error,
  onPick,
  onRemove,
}: {
  proofs: File[];
  required: boolean;
  error?: string;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: (file: File) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const previews = useMemo(
    () => proofs.map((file) => ({ file, url: URL.createObjectURL(file) })),
    [proofs],
  );
  useEffect(
    () => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)),
    [previews],
  );
  const full = proofs.length >= withdrawal.proofLimits.maxFiles;
  return (
    <div className={fieldClass(error)}>
      <FieldLabel htmlFor={id} required={required}>
        {t('withdrawal.receipt.proof')}
      </FieldLabel>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        disabled={full}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={onPick}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('withdrawal.receipt.proofHint')}
      </p>
      <FieldError id={`${id}-error`} error={error} />
      {previews.length > 0 && (
        <ul className="withdrawal-proofs">
          {previews.map(({ file, url }) => (
            <li key={url}>
              <img src={url} alt={t('withdrawal.receipt.preview', { name: file.name })} />
              <button
                type="button"
                className="button button-small button-ghost"
                aria-label={t('withdrawal.receipt.removeProof', { name: file.name })}
                onClick={() => onRemove(file)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
