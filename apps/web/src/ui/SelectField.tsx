import { useId } from 'react';

/**
 * A labelled drop-down of choices. With `anyLabel`, its first choice is '' (any: no filter),
 * as a list's filters have it.
 */
export function SelectField<Value extends string>({
  label,
  value,
  onChange,
  options,
  anyLabel,
}: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly { value: Value; label: string }[];
  anyLabel?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
