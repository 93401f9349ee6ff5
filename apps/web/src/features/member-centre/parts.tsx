import { parseAmount } from '@croupier/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from './api';
import { formatWireMoney, useBalance } from './balance';

/** The merchant's currency symbol, from the balance answer (spec §3: default P). */
export function useCurrencySymbol(): string {
  return useBalance().data?.currencySymbol ?? 'P';
}

/**
 * A signed amount: green and "+" when the member gains, red and "−" when they lose, so the
 * sign carries the meaning without the colour.
 */
export function SignedAmount({ amount, symbol }: { amount: number; symbol: string }) {
  const text = formatWireMoney(Math.abs(amount), symbol);
  if (amount > 0) return <span className="amount-positive">+{text}</span>;
  if (amount < 0) return <span className="amount-negative">−{text}</span>;
  return <span>{text}</span>;
}

/** A typed amount as the wire's decimal text, or null when it is not a positive amount. */
export function typedAmount(text: string): string | null {
  const minor = parseAmount(text.replace(/,/g, ''));
  return minor !== null && minor > 0n ? text.replace(/,/g, '').trim() : null;
}

/** From and to days of a record's query; the end cannot come before the start. */
export function DateRangeFields({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('memberCentre.records.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={value.startDate}
          max={value.endDate}
          onChange={(event) =>
            event.target.value && onChange({ ...value, startDate: event.target.value })
          }
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('memberCentre.records.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={value.endDate}
          min={value.startDate}
          onChange={(event) =>
            event.target.value && onChange({ ...value, endDate: event.target.value })
          }
        />
      </div>
    </>
  );
}

/** A query's failure in place of its content, with a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const key =
    error && typeof error === 'object' && 'messageKey' in error
      ? String(error.messageKey)
      : 'system_error';
  return (
    <div className="mc-failure" role="alert">
      <p>{t(`errors.${key}`, { defaultValue: t('errors.system_error') })}</p>
      <button type="button" className="button button-small" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
