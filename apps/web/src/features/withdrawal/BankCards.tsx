import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { errorText } from '../../i18n';
import { Field, FormError } from '../../ui/Field';
import { addBankCard, removeBankCard, type BankCard, type WithdrawInfo } from './api';
import { useWithdrawalCatalogue } from './catalogue';

/** The member's cards to choose from, with removing and adding one. */
export function BankCards({
  info,
  chosen,
  onChoose,
}: {
  info: WithdrawInfo;
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  useWithdrawalCatalogue();
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const full = info.cards.length >= info.maxCards;
  return (
    <section className="mc-card" aria-labelledby="withdrawal-cards-title">
      <h3 id="withdrawal-cards-title">{t('withdrawal.cards.title')}</h3>
      {info.cards.length === 0 ? (
        <p className="mc-muted">{t('withdrawal.cards.empty')}</p>
      ) : (
        <fieldset className="withdrawal-cards">
          <legend className="visually-hidden">{t('withdrawal.cards.choose')}</legend>
          {info.cards.map((card) => (
            <CardChoice
              key={card.id}
              card={card}
              checked={card.id === chosen}
              onChoose={() => onChoose(card.id)}
            />
          ))}
        </fieldset>
      )}
      {full && <p className="mc-muted">{t('withdrawal.cards.limit', { max: info.maxCards })}</p>}
      {adding ? (
        <AddCardForm payeeName={info.payeeName} onDone={() => setAdding(false)} />
      ) : (
        !full && (
          <button type="button" className="button button-small" onClick={() => setAdding(true)}>
            {t('withdrawal.cards.add')}
          </button>
        )
      )}
    </section>
  );
}

function CardChoice({
  card,
  checked,
  onChoose,
}: {
  card: BankCard;
  checked: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const last4 = card.accountNumber.slice(-4);

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await removeBankCard(card.id);
      await queryClient.invalidateQueries({ queryKey: ['wallet'] });
    } catch (failure) {
      setError(errorText(failure instanceof ApiError ? failure.messageKey : 'system_error'));
      setBusy(false);
    }
  };

  return (
    <div className="withdrawal-card" data-testid="bank-card">
      <label className="withdrawal-card-choice">
        <input type="radio" name="bank-card" checked={checked} onChange={onChoose} />
        <span>
          <strong>{card.bankName}</strong> {card.accountNumber}
          <span className="mc-muted">
            {' '}
            {card.accountName}
            {card.branch ? ` · ${card.branch}` : ''}
          </span>
        </span>
      </label>
      {confirming ? (
        <span className="withdrawal-card-confirm" role="group">
          <span>{t('withdrawal.cards.confirmRemove', { last4 })}</span>
          <button
            type="button"
            className="button button-small"
            disabled={busy}
            onClick={() => void remove()}
          >
            {t('withdrawal.cards.remove')}
          </button>
          <button
            type="button"
            className="button button-small button-ghost"
            onClick={() => setConfirming(false)}
          >
            {t('withdrawal.cards.cancel')}
          </button>
        </span>
      ) : (
        <button
          type="button"
          className="button button-small button-ghost"
          aria-label={t('withdrawal.cards.removeCard', { number: card.accountNumber })}
          onClick={() => setConfirming(true)}
        >
          {t('withdrawal.cards.remove')}
        </button>
      )}
      <FormError message={error} />
    </div>
  );
}

type CardValues = { bankName: string; accountName: string; accountNumber: string; branch: string };

function AddCardForm({ payeeName, onDone }: { payeeName: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [values, setValues] = useState<CardValues>({
    bankName: '',
    accountName: payeeName ?? '',
    accountNumber: '',
    branch: '',
  });
  const [errors, setErrors] = useState<Partial<CardValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bind = (name: keyof CardValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((previous) => ({ ...previous, [name]: event.target.value })),
    error: errors[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<CardValues> = {};
    if (values.bankName.trim().length < 2) found.bankName = t('withdrawal.form.required');
    if (values.accountName.trim().length < 2) found.accountName = t('withdrawal.form.required');
    if (!/^\d{6,30}$/.test(values.accountNumber.replace(/[\s-]/g, '')))
      found.accountNumber = errorText('bank_card_number_format');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await addBankCard({
        bankName: values.bankName.trim(),
        accountName: values.accountName.trim(),
        accountNumber: values.accountNumber,
        ...(values.branch.trim() ? { branch: values.branch.trim() } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: ['wallet'] });
      onDone();
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      const fields = (apiError?.value as { fields?: Record<string, string> } | null)?.fields;
      if (fields?.['body.accountName']) {
        setErrors({ accountName: errorText(fields['body.accountName']) });
      } else {
        setFormError(errorText(apiError?.messageKey ?? 'system_error'));
      }
      setBusy(false);
    }
  };

  return (
    <form
      className="withdrawal-add-card"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={titleId}
      data-testid="add-card-form"
    >
      <h4 id={titleId}>{t('withdrawal.cards.add')}</h4>
      <Field
        label={t('withdrawal.cards.bankName')}
        required
        autoComplete="off"
        {...bind('bankName')}
      />
      <Field
        label={t('withdrawal.cards.accountName')}
        required
        autoComplete="name"
        hint={
          payeeName
            ? t('withdrawal.cards.accountNameHint', { name: payeeName })
            : t('withdrawal.cards.accountNameFirst')
        }
        {...bind('accountName')}
      />
      <Field
        label={t('withdrawal.cards.accountNumber')}
        required
        inputMode="numeric"
        autoComplete="off"
        {...bind('accountNumber')}
      />
      <Field label={t('withdrawal.cards.branch')} autoComplete="off" {...bind('branch')} />
      <FormError message={formError} />
      <div className="form-actions">
        <button type="button" className="button button-ghost" onClick={onDone}>
          {t('withdrawal.cards.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('withdrawal.form.sending') : t('withdrawal.cards.save')}
        </button>
      </div>
    </form>
  );
}
