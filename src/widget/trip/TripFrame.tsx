import type { ComponentChildren } from 'preact';
import { useStore } from '../app/context.ts';
import { ActionRow } from '../components/ActionRow.tsx';
import { Notice } from '../components/Notice.tsx';
import { tracked } from '../app/tracked.ts';

interface TripFrameProps {
  heading: string;
  onSubmit?: () => void;
  onBack?: (() => void) | undefined;
  actions?: ComponentChildren;
  notice?: string | null;
  children: ComponentChildren;
}

/** A trip stage: the heading that takes focus when the stage changes, its body, its notice and its buttons. */
export const TripFrame = tracked(function TripFrame(
  { heading, onSubmit, onBack, actions, notice, children }: TripFrameProps,
) {
  const { id } = useStore();
  const body = (
    <>
      {children}
      {notice && <Notice><p>{notice}</p></Notice>}
      <ActionRow onBack={onBack} actions={actions} />
    </>
  );
  return (
    <section class="rc-step rc-trip">
      <h2 id={`${id}-trip-heading`} class="rc-heading" tabIndex={-1}>{heading}</h2>
      {onSubmit ? <form noValidate onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>{body}</form> : body}
    </section>
  );
});
