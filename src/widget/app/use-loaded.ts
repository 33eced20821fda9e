import { useEffect } from './hooks.ts';
import { useLocalSignal } from './tracked.ts';

/**
 * What `load` resolves with (from `here` when it is already), loaded again when
 * `keys` change (the last value stays until the new one is in) or on `retry`
 * after a failure. For a tracked component (tracked.ts): what it reads here are
 * signals, so a change renders it again.
 */
export function useLoaded<T>(load: () => Promise<T>, keys: unknown[], here?: T) {
  const value = useLocalSignal(here);
  const failed = useLocalSignal(false);
  const attempt = useLocalSignal(0);
  useEffect(() => {
    let gone = false;
    load().then((loaded) => {
      if (!gone) value.value = loaded;
    }, () => {
      if (!gone) failed.value = true;
    });
    return () => {
      gone = true;
    };
  }, [...keys, attempt.value]);
  return {
    value: value.value,
    failed: failed.value,
    retry: () => {
      failed.value = false;
      attempt.value++;
    },
  };
}
