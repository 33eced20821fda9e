import { batch, effect, type ReadonlySignal } from '@preact/signals-core';
import type { FormMemory } from './form-memory.ts';
import type { Form } from './selection.ts';
import type { Step } from './steps.ts';

/** The steps whose form a reload comes back to; past them an order exists, which the widget follows instead. */
export const INPUT_STEPS: readonly Step[] = ['product', 'vehicle', 'details', 'review'];

/**
 * A reload in the same tab comes back to the form as it was (form-memory.ts): what was filled in now, and the
 * step it was on, for the store to go to once the products are in; from then on the form is written down as it
 * changes, until an order is placed. A page that resumes a placed order (`resuming`) restores no form.
 */
export function restoreForm(
  form: Form, memory: FormMemory, at: { step: ReadonlySignal<Step>; order: ReadonlySignal<unknown> }, resuming: boolean,
): { step: Step | null; stop: () => void } {
  const remembered = resuming ? null : memory.load();
  if (remembered) {
    batch(() => {
      // Only what was filled in: an empty field is the form's own start (a default from the locale, or asking).
      for (const [name, value] of Object.entries(remembered.fields)) {
        if (name in form && value && typeof value === 'string') {
          (form[name as keyof typeof form] as { value: string }).value = value;
        }
      }
    });
  }
  const stop = effect(() => {
    const fields = Object.fromEntries(Object.entries(form).map(([name, field]) => [name, field.value]));
    if (!at.order.value && INPUT_STEPS.includes(at.step.value)) memory.save({ step: at.step.value, fields });
  });
  return { step: remembered && INPUT_STEPS.includes(remembered.step) ? remembered.step : null, stop };
}
