import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from './api';
import { formatWireMoney } from '@croupier/web-kit/money';

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
