import { useEffect, useState } from './hooks.ts';

/**
 * What `load` resolves with (from `here` when it is already), loaded again when
 * `keys` change (the last value stays until the new one is in) or on `retry`
 * after a failure.
 */
export function useLoaded<T>(load: () => Promise<T>, keys: unknown[], here?: T) {
  const [value, setValue] = useState(here);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let gone = false;
    load().then((loaded) => !gone && setValue(() => loaded), () => !gone && setFailed(true));
    return () => {
      gone = true;
    };
  }, [...keys, attempt]);
  return {
    value,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt(attempt + 1);
    },
  };
}
