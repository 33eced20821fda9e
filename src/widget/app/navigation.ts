import type { Step } from './steps.ts';

/**
 * The widget's steps as entries of the page's own history, so the browser's
 * Back and Forward move between them inside the widget instead of leaving
 * the partner's page. The URL never changes and nothing personal goes into
 * it; the entry's state keeps whatever the partner put there and adds this
 * widget's step under a key of its own, so several widgets keep theirs apart.
 */
export interface StepHistory {
  push(step: Step): void;
  replace(step: Step): void;
  back(): void;
  /** The step of the entry the browser moved to (null: one from before this widget's first step). */
  listen(moved: (step: Step | null) => void): () => void;
}

export function browserHistory(instance: string, win: Window = window): StepHistory {
  const key = `road-checkout:${instance}`;
  const h = win.history;
  // A partner that keeps a non-object state would lose it to ours: then the steps stay out of history.
  const state = (step: Step) => {
    const current: unknown = h.state ?? {};
    return typeof current === 'object' && current !== null ? { ...current, [key]: step } : null;
  };
  const write = (how: 'pushState' | 'replaceState', step: Step) => {
    const next = state(step);
    if (next) h[how](next, '');
  };
  return {
    push: (step) => write('pushState', step),
    replace: (step) => write('replaceState', step),
    back: () => h.back(),
    listen(moved) {
      const on = (e: PopStateEvent) => moved((e.state as Record<string, Step> | null)?.[key] ?? null);
      win.addEventListener('popstate', on);
      return () => win.removeEventListener('popstate', on);
    },
  };
}
