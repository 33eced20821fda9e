import { createContext } from 'preact';
import type { WidgetLoads } from '../types.ts';
import { Hooked } from './hooks.ts';
import type { Store } from './store.ts';

/**
 * The store plus this instance's id prefix, which keeps DOM ids unique per
 * widget, and the loader's checked fetch of the chunks the app and its
 * on-demand chunks vouch for (on-demand.ts, later-parts.ts).
 */
export type WidgetContext = Store & { id: string } & Pick<WidgetLoads, 'verified'>;

export const StoreContext = createContext<WidgetContext | null>(null);

/** The widget of the tracked component (tracked.ts) whose render runs now. */
export function useStore(): WidgetContext {
  const store = Hooked.context() as WidgetContext | null;
  if (!store) throw new Error('road-checkout: component rendered outside its widget');
  return store;
}
