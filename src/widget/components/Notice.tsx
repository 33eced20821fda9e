import type { ComponentChildren } from 'preact';
import { useStore } from '../app/context.ts';

/** A step-level problem; focusable so the view can move focus to it. */
export function Notice({ children }: { children: ComponentChildren }) {
  const { id } = useStore();
  return <div id={`${id}-notice`} class="rc-notice" role="alert" tabIndex={-1}>{children}</div>;
}
