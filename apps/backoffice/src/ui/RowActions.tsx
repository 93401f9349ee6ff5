import type { ReactNode } from 'react';

/** The buttons of one table row, side by side. */
export function RowActions({
  children,
  className = 'row-actions',
}: {
  children: ReactNode;
  className?: string;
}) {
  return <div className={className}>{children}</div>;
}

/**
 * A small button of a table row. Its visible label is short ("Edit"); `fullLabel` names the
 * row too ("Edit Jade Tiger"), since a screen reader meets many buttons of the same label.
 */
export function RowButton({
  label,
  fullLabel,
  onClick,
  tone,
  disabled,
}: {
  label: string;
  fullLabel: string;
  onClick: () => void;
  tone?: 'primary' | 'danger';
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={tone ? `button button-small button-${tone}` : 'button button-small'}
      onClick={onClick}
      disabled={disabled}
      aria-label={fullLabel}
    >
      {label}
    </button>
  );
}

/** Up and down arrows that move a row one place in an ordered list; each names its row. */
export function MoveButtons({
  upLabel,
  downLabel,
  first,
  last,
  disabled = false,
  onMove,
  className,
}: {
  upLabel: string;
  downLabel: string;
  first: boolean;
  last: boolean;
  disabled?: boolean;
  onMove: (step: -1 | 1) => void;
  className: string;
}) {
  return (
    <span className={className}>
      <button
        type="button"
        className="icon-button"
        aria-label={upLabel}
        disabled={first || disabled}
        onClick={() => onMove(-1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={downLabel}
        disabled={last || disabled}
        onClick={() => onMove(1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}
