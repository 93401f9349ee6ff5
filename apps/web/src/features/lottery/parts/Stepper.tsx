import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A whole number between `min` and `max` with − and + beside it: points, a multiplier. Typing
 * is allowed; what is not a whole number in range falls back into it.
 */
export function Stepper({
  label,
  value,
  onChange,
  min = 1,
  max,
  testId,
  hideLabel = false,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  testId?: string;
  hideLabel?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const clamp = (next: number) => Math.min(max, Math.max(min, Math.trunc(next) || min));
  return (
    <div className="lottery-stepper" data-testid={testId}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <div className="lottery-stepper-controls">
        <button
          type="button"
          onClick={() => onChange(clamp(value - 1))}
          disabled={value <= min}
          aria-label={t('lottery.stepper.less', { label })}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={(event) => onChange(clamp(Number(event.target.value)))}
        />
        <button
          type="button"
          onClick={() => onChange(clamp(value + 1))}
          disabled={value >= max}
          aria-label={t('lottery.stepper.more', { label })}
        >
          +
        </button>
      </div>
    </div>
  );
}
