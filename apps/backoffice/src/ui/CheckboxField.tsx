import { useId, type ReactNode } from 'react';

/**
 * A box to tick with its label beside it, and under it the hint the box points at.
 * `className` gives the row its section's look (`games-check`).
 */
export function CheckboxField({
  label,
  hint,
  checked,
  onChange,
  className,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className: string;
}) {
  const hintId = `${useId()}-hint`;
  return (
    <div className={`field ${className}`}>
      <label>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint ? hintId : undefined}
        />
        {label}
      </label>
      {hint && (
        <span className="field-hint" id={hintId}>
          {hint}
        </span>
      )}
    </div>
  );
}
