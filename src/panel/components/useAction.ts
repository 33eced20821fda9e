import { useSignal } from '@preact/signals';
import { PanelApiError } from '../api.ts';

/** Runs a call for a button or form: busy while it runs, its problem kept to show, never thrown at the page. */
export function useAction() {
  const busy = useSignal(false);
  const error = useSignal<PanelApiError | null>(null);
  const run = async (action: () => Promise<void>) => {
    busy.value = true;
    error.value = null;
    try {
      await action();
    } catch (err) {
      error.value = err instanceof PanelApiError
        ? err
        : new PanelApiError({ type: 'about:blank', status: 0, code: 'client', title: String(err) });
    } finally {
      busy.value = false;
    }
  };
  return { busy, error, run };
}
