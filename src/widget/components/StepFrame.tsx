import type { ComponentChildren } from 'preact';
import { useStore } from '../app/context.ts';
import { STEPS, type Step } from '../app/steps.ts';
import { ActionRow } from './ActionRow.tsx';
import { tracked } from '../app/tracked.ts';

interface StepFrameProps {
  step: Step;
  /** When given, the step is a form: Enter submits, and the browser's own bubbles stay off. */
  onSubmit?: () => void;
  /** When given, a Back button leads the action row. */
  onBack?: (() => void) | undefined;
  actions?: ComponentChildren;
  children: ComponentChildren;
}

/** Counter, the heading that takes focus on a step change, the step body and its buttons. */
export const StepFrame = tracked(function StepFrame({ step, onSubmit, onBack, actions, children }: StepFrameProps) {
  const { t, id } = useStore();
  const headingId = `${id}-heading`;
  const body = (
    <>
      {children}
      <ActionRow onBack={onBack} actions={actions} />
    </>
  );
  return (
    // Unnamed on purpose: a named region per step is landmark noise, and its
    // name ("Choose your product") would also match the label "Product".
    <section class={`rc-step rc-step--${step}`}>
      <p class="rc-counter">{t('step.counter', { n: STEPS.indexOf(step) + 1, total: STEPS.length })}</p>
      <h2 id={headingId} class="rc-heading" tabIndex={-1}>{t(`step.${step}`)}</h2>
      {onSubmit ? (
        <form noValidate onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>{body}</form>
      ) : body}
    </section>
  );
});
