import { useId } from 'react';
import { sharedTexts } from '../i18n/shared';
import { useTexts } from '../i18n/language';
import { formatMoney } from '@croupier/web-kit/money';

/** The bet, chosen from the game's steps with − and +; its value is announced when it changes. */
export function StakeSelector({
  steps,
  value,
  onChange,
  currencySymbol,
  disabled,
}: {
  steps: readonly bigint[];
  value: bigint;
  onChange: (stake: bigint) => void;
  currencySymbol: string;
  disabled: boolean;
}) {
  const texts = useTexts(sharedTexts);
  const labelId = useId();
  const index = Math.max(0, steps.indexOf(value));
  return (
    <div className="stake" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="stake__label">
        {texts.bet}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={texts.lowerBet}
        disabled={disabled || index === 0}
        onClick={() => onChange(steps[index - 1]!)}
      >
        −
      </button>
      <output className="stake__value" aria-live="polite">
        {formatMoney(value, currencySymbol)}
      </output>
      <button
        type="button"
        className="icon-button"
        aria-label={texts.raiseBet}
        disabled={disabled || index === steps.length - 1}
        onClick={() => onChange(steps[index + 1]!)}
      >
        +
      </button>
    </div>
  );
}

export function SpinButton({
  busy,
  disabled,
  onSpin,
  label,
}: {
  busy: boolean;
  disabled?: boolean;
  onSpin: () => void;
  label?: string;
}) {
  const texts = useTexts(sharedTexts);
  return (
    <button
      type="button"
      className="spin-button"
      disabled={busy || disabled}
      aria-busy={busy}
      onClick={onSpin}
    >
      {busy ? texts.spinning : (label ?? texts.spin)}
    </button>
  );
}
