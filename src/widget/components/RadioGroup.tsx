import { useLayoutEffect, useRef } from '../app/hooks.ts';
import { FieldError } from './Field.tsx';
import { tracked } from '../app/tracked.ts';

export interface RadioOption {
  value: string;
  label: string;
  /** A column of its own at the end of a list row (a price): never cut, never wrapped. */
  detail?: string | undefined;
  /** A line under the label (why it is not on sale, what it covers). */
  note?: string | undefined;
  disabled?: boolean | undefined;
}

interface RadioGroupProps {
  /** Also the `name` of the radios, which is how focus finds the group. */
  id: string;
  legend: string;
  value: string;
  options: RadioOption[];
  onValue: (value: string) => void;
  error?: string | undefined;
  /** One row per option, full width, the label wrapping beside its detail (a product list on a phone). */
  list?: boolean;
}

export const RadioGroup = tracked(function RadioGroup(
  { id, legend, value, options, onValue, error, list }: RadioGroupProps,
) {
  const box = useRef<HTMLDivElement>(null);
  // A list that scrolls shows its chosen row when it appears or its options change (another country).
  useLayoutEffect(() => {
    const el = box.current;
    const row = el?.querySelector(':checked')?.parentElement;
    if (list && el && row) {
      el.scrollTop += row.getBoundingClientRect().top - el.getBoundingClientRect().top - el.clientTop;
    }
  }, [options.map((o) => o.value).join()]);
  return (
    <fieldset
      role="radiogroup"
      class={`rc-field rc-radios${list ? ' rc-radios--list' : ''}${error ? ' rc-field--invalid' : ''}`}
    >
      <legend>{legend}</legend>
      <div ref={box} class="rc-radios__options">
        {options.map((o) => {
          const note = o.note && `${id}-${o.value}-note`;
          return (
            <label key={o.value} class="rc-radio">
              <input
                type="radio"
                name={id}
                value={o.value}
                checked={o.value === value}
                disabled={o.disabled}
                aria-describedby={[note, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
                aria-invalid={error ? 'true' : undefined}
                onChange={() => onValue(o.value)}
              />
              <span class="rc-radio__label">
                {o.label}
                {/* The radio's description, not part of its name. */}
                {note && <span id={note} class="rc-radio__note" aria-hidden="true">{o.note}</span>}
              </span>
              {o.detail && <span class="rc-radio__detail">{o.detail}</span>}
            </label>
          );
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
});
