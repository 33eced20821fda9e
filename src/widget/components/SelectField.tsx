import { Field } from './Field.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: SelectOption[];
  onValue: (value: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
  autoComplete?: string;
  /** Shown while nothing is chosen (value ''): the widget asks rather than guesses. */
  placeholder?: string | undefined;
}

export function SelectField(
  { id, label, value, options, onValue, hint, error, autoComplete, placeholder }: SelectFieldProps,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(a11y) => (
        <select {...a11y} class="rc-input" value={value} autoComplete={autoComplete} onChange={(e) => onValue(e.currentTarget.value)}>
          {placeholder && !value && <option value="" disabled>{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>{o.label}</option>
          ))}
        </select>
      )}
    </Field>
  );
}
