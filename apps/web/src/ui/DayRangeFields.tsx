import { useId } from 'react';

/** A span of days, both included, as the API takes them (`YYYY-MM-DD`). */
export type DayRange = { startDate: string; endDate: string };

/**
 * From and to days of a query, side by side in one group; the end cannot come before the
 * start, nor (when `lastEnd` says so) further from it than the server allows.
 */
export function DayRangeFields({
  value,
  onChange,
  fromLabel,
  toLabel,
  lastEnd,
  className,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  fromLabel: string;
  toLabel: string;
  /** The last day the end may reach from a start. */
  lastEnd?: (startDate: string) => string;
  className: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <div className="field">
        <label htmlFor={`${id}-from`}>{fromLabel}</label>
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
        <label htmlFor={`${id}-to`}>{toLabel}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={value.endDate}
          min={value.startDate}
          max={lastEnd?.(value.startDate)}
          onChange={(event) =>
            event.target.value && onChange({ ...value, endDate: event.target.value })
          }
        />
      </div>
    </div>
  );
}
