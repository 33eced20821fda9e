import { FieldError } from './Field.tsx';

interface RadioGroupProps {
  /** Also the `name` of the radios, which is how focus finds the group. */
  id: string;
  legend: string;
  value: string;
  options: { value: string; label: string }[];
  onValue: (value: string) => void;
  error?: string | undefined;
}

export function RadioGroup({ id, legend, value, options, onValue, error }: RadioGroupProps) {
  return (
    <fieldset class={error ? 'rc-field rc-radios rc-field--invalid' : 'rc-field rc-radios'}>
      <legend>{legend}</legend>
      <div class="rc-radios__options">
        {options.map((o) => (
          <label key={o.value} class="rc-radio">
            <input
              type="radio"
              name={id}
              value={o.value}
              checked={o.value === value}
              aria-describedby={error ? `${id}-error` : undefined}
              aria-invalid={error ? 'true' : undefined}
              onChange={() => onValue(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
