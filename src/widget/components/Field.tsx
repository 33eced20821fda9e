import type { ComponentChildren } from 'preact';

export interface FieldA11y {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: 'true';
}

/** Ids of the hint and error, so the control can point at both. */
function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? <p id={`${id}-error`} class="rc-error">{error}</p> : null;
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (a11y: FieldA11y) => ComponentChildren;
}

/** Label, hint, control and error, wired with aria-describedby and aria-invalid. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const a11y: FieldA11y = { id, 'aria-describedby': describedBy(id, hint, error) };
  if (error) a11y['aria-invalid'] = 'true';
  return (
    <div class={error ? 'rc-field rc-field--invalid' : 'rc-field'}>
      <label for={id}>{label}</label>
      {hint && <p id={`${id}-hint`} class="rc-hint">{hint}</p>}
      {children(a11y)}
      <FieldError id={id} error={error} />
    </div>
  );
}
