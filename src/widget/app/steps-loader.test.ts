import { describe, expect, it, vi } from 'vitest';
import { type CheckoutSteps, stepsLoader } from './steps-loader.ts';

// The loader only hands the chunk on; what is in it does not matter here.
const chunk = { stepStyles: '' } as unknown as CheckoutSteps;

describe('stepsLoader', () => {
  it('asks for the chunk once, makes the part when it comes, and runs what waited for it then', async () => {
    let arrive!: (c: CheckoutSteps) => void;
    const fetch = vi.fn(() => new Promise<CheckoutSteps>((resolve) => { arrive = resolve; }));
    const steps = stepsLoader(fetch, () => ({ made: true }));
    const ran: string[] = [];
    const first = steps.withPart(() => ran.push('placed'));
    const second = steps.load();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(steps.part.value).toBeNull();
    expect(ran).toEqual([]);

    arrive(chunk);
    await Promise.all([first, second]);
    expect(steps.part.value).toEqual({ made: true });
    expect(ran).toEqual(['placed']);
    // Here now: a move runs at once, and nothing is asked again.
    steps.withPart(() => ran.push('again'));
    expect(ran).toEqual(['placed', 'again']);
    await steps.load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failure, and says a move could not run', async () => {
    const fetch = vi.fn<() => Promise<CheckoutSteps>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(chunk);
    const steps = stepsLoader(fetch, () => 'part');
    const failed = vi.fn();
    expect(await steps.withPart(() => 'ran', failed)).toBeUndefined();
    expect(failed).toHaveBeenCalledTimes(1);
    expect(steps.part.value).toBeNull();

    expect(await steps.withPart(() => 'ran', failed)).toBe('ran');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('makes the part at once from a chunk handed over as it is (unit tests of the store)', () => {
    const make = vi.fn(() => 'part');
    const steps = stepsLoader(() => chunk, make);
    void steps.load();
    expect(steps.part.value).toBe('part');
    expect(steps.withPart((p) => `${p} ran`)).toBe('part ran');
    void steps.load();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
