import { Field } from './Field.tsx';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'date';
  hint?: string | undefined;
  error?: string | undefined;
  autoComplete?: string;
  autoCapitalize?: 'characters' | 'words' | 'off';
  spellcheck?: boolean;
  min?: string;
  max?: string;
}

export function TextField({ id, label, value, onValue, hint, error, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(a11y) => (
        <input
          {...input}
          {...a11y}
          // Preact types inputs as a union per `type`; every attribute used here suits all four.
          type={type as 'text'}
          class="rc-input"
          value={value}
          onInput={(e) => onValue(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}
