import type { ComponentChildren } from 'preact';
import { useStore } from '../app/context.ts';
import { tracked } from '../app/tracked.ts';

/** A step-level problem; focusable so the view can move focus to it. */
export const Notice = tracked(function Notice({ children }: { children: ComponentChildren }) {
  const { id } = useStore();
  return <div id={`${id}-notice`} class="rc-notice" role="alert" tabIndex={-1}>{children}</div>;
});
