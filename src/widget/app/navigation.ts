import type { Step } from './steps.ts';

/**
 * The widget's steps as entries of the page's own history, so the browser's
 * Back and Forward move between them inside the widget instead of leaving
 * the partner's page. The URL never changes and nothing personal goes into
 * it; the entry's state keeps whatever the partner put there and adds this
 * widget's step under a key of its own, so several widgets keep theirs apart.
 */
export interface StepHistory<S extends string = Step> {
  push(step: S): void;
  replace(step: S): void;
  back(): void;
  /** The step of the entry the browser moved to (null: one from before this widget's first step). */
  listen(moved: (step: S | null) => void): () => void;
}

/** `instance` keeps the widget's steps apart from other widgets' (and from the trip planner's stages, `<id>:trip`). */
export function browserHistory<S extends string = Step>(instance: string, win: Window = window): StepHistory<S> {
  const key = `road-checkout:${instance}`;
  const h = win.history;
  const write = (how: 'pushState' | 'replaceState', step: S) => {
    const current: unknown = h.state ?? {};
    // A partner that keeps a non-object state would lose it to ours: then the steps stay out of history.
    if (typeof current === 'object' && current !== null) h[how]({ ...current, [key]: step }, '');
  };
  return {
    push: (step) => write('pushState', step),
    replace: (step) => write('replaceState', step),
    back: () => h.back(),
    listen(moved) {
      const on = (e: PopStateEvent) => moved((e.state as Record<string, S> | null)?.[key] ?? null);
      win.addEventListener('popstate', on);
      return () => win.removeEventListener('popstate', on);
    },
  };
}
