import { signal } from '@preact/signals-core';

export type CheckoutSteps = typeof import('./checkout-steps.ts');

/**
 * The checkout steps' chunk (checkout-steps.ts), asked for once (again after a
 * failure), and the store's part made from it the moment it arrives. `fetch`
 * may hand the module itself (unit tests): the part is then made at once, and
 * a move that needs it runs without waiting.
 */
export function stepsLoader<P>(fetch: () => CheckoutSteps | Promise<CheckoutSteps>, make: (chunk: CheckoutSteps) => P) {
  const part = signal<P | null>(null);
  /** The chunk asked for: kept once it came, forgotten after a failure so that the next ask tries again. */
  let coming: Promise<CheckoutSteps> | null = null;
  const attach = (chunk: CheckoutSteps) => {
    part.value = make(chunk);
    return chunk;
  };

  function load(): Promise<CheckoutSteps> {
    if (!coming) {
      const fetched = fetch();
      coming = fetched instanceof Promise
        ? fetched.then(attach, (error: unknown) => {
          coming = null;
          throw error;
        })
        : Promise.resolve(attach(fetched));
    }
    return coming;
  }

  /** Runs `run` with the part: at once when it is here, else once its chunk has come (`failed` when it cannot). */
  function withPart<T>(run: (p: P) => T, failed?: () => void): T | Promise<T | undefined> {
    if (part.value) return run(part.value);
    return load().then(() => run(part.value!), () => {
      failed?.();
      return undefined;
    });
  }

  return { part, load, withPart };
}
