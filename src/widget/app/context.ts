import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Store } from './store.ts';

/** The store plus this instance's id prefix, which keeps DOM ids unique per widget. */
export type WidgetContext = Store & { id: string };

export const StoreContext = createContext<WidgetContext | null>(null);

export function useStore(): WidgetContext {
  const store = useContext(StoreContext);
  if (!store) throw new Error('road-checkout: component rendered outside its widget');
  return store;
}
