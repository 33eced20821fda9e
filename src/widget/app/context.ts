import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { WidgetLoads } from '../types.ts';
import type { Store } from './store.ts';

/**
 * The store plus this instance's id prefix, which keeps DOM ids unique per
 * widget, and the loader's fetch of the on-demand chunk (Later.tsx).
 */
export type WidgetContext = Store & { id: string; later: WidgetLoads['later'] };

export const StoreContext = createContext<WidgetContext | null>(null);

export function useStore(): WidgetContext {
  const store = useContext(StoreContext);
  if (!store) throw new Error('road-checkout: component rendered outside its widget');
  return store;
}
