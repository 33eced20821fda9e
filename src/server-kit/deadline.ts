/** The error of a wait that gave up: it names what was awaited and for how long. */
export class DeadlineError extends Error {
  override readonly name = 'DeadlineError';
}

/**
 * `promise`, or a DeadlineError after `ms` naming `what` was awaited: a wait
 * on a process, a socket or a server that never ends makes a run hang, and a
 * hung run says nothing, where a failed one says what it was waiting for.
 * The timer does not keep the process alive.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(`gave up after ${ms} ms waiting for ${what}`)), ms);
    timer.unref();
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
