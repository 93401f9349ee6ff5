import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type PickTexts = { closed: string; halfPay: string };

/**
 * The two pick lists of a bet type as typed: the picks that take no ticket, and those paid
 * at half the odds. The hint says how picks are written; the server says which it refused.
 */
export function PickLists({
  value,
  onChange,
  error,
}: {
  value: PickTexts;
  onChange: (value: PickTexts) => void;
  /** The server's refusal of a pick, in words. */
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const list = (name: keyof PickTexts) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{t(`lottery.picks.${name}`)}</label>
      <textarea
        id={`${id}-${name}`}
        className="textarea lottery-pick-list"
        value={value[name]}
        onChange={(event) => onChange({ ...value, [name]: event.target.value })}
        aria-describedby={`${id}-hint`}
        aria-invalid={Boolean(error)}
        rows={2}
      />
    </div>
  );
  return (
    <fieldset className="lottery-pick-lists">
      <legend>{t('lottery.picks.legend')}</legend>
      {list('closed')}
      {list('halfPay')}
      {error && <p className="field-error">{error}</p>}
      <p className="field-hint" id={`${id}-hint`}>
        {t('lottery.picks.hint')}
      </p>
    </fieldset>
  );
}
