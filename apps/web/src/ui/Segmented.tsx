/**
 * A choice of a few ways shown as one pill of buttons (log in by username or mobile, a
 * transfer's direction, a promotion type); the chosen one is pressed.
 */
export function Segmented<Choice>({
  label,
  options,
  value,
  onChange,
  className,
  testId,
}: {
  /** What is chosen, for screen readers. */
  label: string;
  options: readonly { value: Choice; label: string }[];
  value: Choice;
  onChange: (value: Choice) => void;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      className={className ? `segmented ${className}` : 'segmented'}
      role="group"
      aria-label={label}
      data-testid={testId}
    >
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
