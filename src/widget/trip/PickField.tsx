import { useEffect, useRef } from '../app/hooks.ts';
import { tracked, useLocalSignal } from '../app/tracked.ts';
import { Button } from '../components/Button.tsx';
import { Field, FieldError } from '../components/Field.tsx';
import type { SelectOption } from '../components/SelectField.tsx';

interface PickFieldProps {
  id: string;
  label: string;
  /** Said by the summary of the details around it: the list is named by `label` without showing it again. */
  labelHidden?: boolean;
  options: SelectOption[];
  placeholder: string;
  /** The button's words: what it does with the choice. */
  action: string;
  /** What the list says when the button is pressed with nothing chosen. */
  unchosen: string;
  onPick: (value: string) => void;
  error?: string | undefined;
}

/**
 * A list that only chooses, and a button that acts on the choice. A list that acted on `change` would act on
 * every arrow key of a shopper browsing it (Chromium on Windows fires `change` on each), adding products or
 * countries never chosen. The button brings focus back to the list, for another choice, or for a first one:
 * pressed with nothing chosen, the list says so until the shopper chooses.
 */
export const PickField = tracked(function PickField(
  { id, label, labelHidden, options, placeholder, action, unchosen, onPick, error }: PickFieldProps,
) {
  const chosen = useLocalSignal('');
  /** The last press of the button, a fresh object each time so a repeat still brings focus back; a choice clears it. */
  const pressed = useLocalSignal<{ empty: boolean } | null>(null);
  const list = useRef<HTMLSelectElement>(null);
  // Once the render shows what the press changed, so the list is read with its error.
  useEffect(() => {
    if (pressed.value) list.current?.focus();
  }, [pressed.value]);
  // A choice taken since, or offered no more, leaves the list asking again.
  const value = options.some((o) => o.value === chosen.value) ? chosen.value : '';
  const shown = pressed.value?.empty ? unchosen : error;
  const select = (a11y: object) => (
    <select
      {...a11y}
      ref={list}
      class="rc-input"
      value={value}
      onChange={(e) => {
        chosen.value = e.currentTarget.value;
        pressed.value = null;
      }}
    >
      {!value && <option value="" disabled>{placeholder}</option>}
      {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
    </select>
  );
  return (
    <>
      {labelHidden ? (
        <div class={shown ? 'rc-field--invalid' : undefined}>
          {select({ id, 'aria-label': label, ...(shown && { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` }) })}
          <FieldError id={id} error={shown} />
        </div>
      ) : <Field id={id} label={label} error={shown}>{select}</Field>}
      <div class="rc-actions rc-actions--start">
        <Button
          variant="secondary"
          onClick={() => {
            if (value) onPick(value);
            chosen.value = '';
            pressed.value = { empty: !value };
          }}
        >
          {action}
        </Button>
      </div>
    </>
  );
});
