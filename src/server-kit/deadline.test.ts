import { describe, expect, it } from 'vitest';
import { DeadlineError, withDeadline } from './deadline.ts';

describe('withDeadline', () => {
  it('gives what the promise gives when it settles in time', async () => {
    await expect(withDeadline(Promise.resolve(7), 1_000, 'seven')).resolves.toBe(7);
    await expect(withDeadline(Promise.reject(new Error('no')), 1_000, 'a refusal')).rejects.toThrow('no');
  });

  it('gives up on a promise that never settles and names what it waited for', async () => {
    const never = new Promise<never>(() => undefined);
    const error = await withDeadline(never, 20, 'the server to print its URL').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineError);
    expect((error as Error).message).toBe('gave up after 20 ms waiting for the server to print its URL');
  });
});
